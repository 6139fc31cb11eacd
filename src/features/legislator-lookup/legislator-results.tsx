import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { LegislatorsFound } from './api';
import { LegislatorCard } from './legislator-card';
import { useRevealOnMount } from '../../components/ui/use-reveal-on-mount';
import * as styles from './legislator-lookup.module.css';

/** The House representative and the Senator for the address searched. */
export const LegislatorResults = ({ found, city }: { found: LegislatorsFound; city: string }) => {
  const { t } = useTranslation('legislator-lookup');
  // Results arrive below the form, often out of sight: bring them in and start reading there.
  const heading = useRevealOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="legislator-results-title" className={styles.results}>
      <h2 id="legislator-results-title" ref={heading} tabIndex={-1} className={styles.resultsTitle}>
        {t('results.title')}
      </h2>
      <div className={styles.cards}>
        <LegislatorCard legislator={found.houseRepresentative} chamber="house" city={city} />
        <LegislatorCard legislator={found.senator} chamber="senate" city={city} />
      </div>
    </section>
  );
};
