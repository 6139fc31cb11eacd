import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Section } from '../../components/ui/section';
import * as styles from './split.module.css';

export const Belief = () => {
  const { t } = useTranslation('home');
  return (
    <Section labelledBy="belief-title">
      <div className={styles.split}>
        <img
          src="/images/illustrations/belief.svg"
          alt=""
          width={480}
          height={400}
          loading="lazy"
        />
        <div>
          <h2 id="belief-title">{t('belief.title')}</h2>
          <p className={styles.lead}>{t('belief.lead')}</p>
          <p>{t('belief.body')}</p>
        </div>
      </div>
    </Section>
  );
};
