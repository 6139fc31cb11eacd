import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { DownloadLinks } from './download-links';
import { STEP_KEYS, type Opportunity } from './types';
import * as styles from './opportunities.module.css';

/** The body of a project's dialog: how to host it, where donations go, and its printable files. */
export const OpportunityDetails = ({ opportunity }: { opportunity: Opportunity }) => {
  const { t } = useTranslation('service-opportunities');
  const id = opportunity.opportunityId;
  return (
    <>
      <h3 className={styles.subheading}>{t('howToHost')}</h3>
      <ol className={styles.steps}>
        {STEP_KEYS.map((step) => (
          <li key={step}>{t(`items.${id}.steps.${step}`)}</li>
        ))}
      </ol>
      <h3 className={styles.subheading}>{t('dropOff.title')}</h3>
      <p>{t('dropOff.body')}</p>
      <h3 className={styles.subheading}>{t('downloads')}</h3>
      <DownloadLinks files={opportunity.files} />
    </>
  );
};
