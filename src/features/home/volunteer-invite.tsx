import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LinkButton } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import * as styles from './split.module.css';

export const VolunteerInvite = () => {
  const { t } = useTranslation('home');
  return (
    <Section tone="blush" labelledBy="volunteer-title">
      <div className={`${styles.split} ${styles.reverse}`}>
        <img
          src="/images/illustrations/volunteer.svg"
          alt=""
          width={460}
          height={350}
          loading="lazy"
        />
        <div>
          <h2 id="volunteer-title">{t('volunteer.title')}</h2>
          <p className={styles.lead}>{t('volunteer.lead')}</p>
          <p>{t('volunteer.body')}</p>
          <LinkButton to="/volunteer/" variant="secondary">
            {t('volunteer.cta')}
          </LinkButton>
        </div>
      </div>
    </Section>
  );
};
