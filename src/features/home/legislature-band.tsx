import React from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { LinkButton } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import { SCORE_CARD_PATH } from '../../lib/score-card-paths';
import * as styles from './legislature-band.module.css';

/** The legislature from the home page: the bills we follow, the score card, the lookup. */
export const LegislatureBand = () => {
  const { t } = useTranslation('home');
  return (
    <Section tone="tinted" labelledBy="legislature-title">
      <div className={styles.band}>
        <div>
          <h2 id="legislature-title">{t('legislature.title')}</h2>
          <p className={styles.lead}>{t('legislature.lead')}</p>
        </div>
        <div className={styles.links}>
          <LinkButton to="/legislature/">{t('legislature.bills')}</LinkButton>
          <LinkButton to={SCORE_CARD_PATH} variant="secondary">
            {t('legislature.scoreCard')}
          </LinkButton>
          <Link to="/government/legislator-lookup/" className={styles.lookup}>
            {t('legislature.lookup')}
          </Link>
        </div>
      </div>
    </Section>
  );
};
