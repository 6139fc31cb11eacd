import React from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { SmsWidget } from './sms-widget';
import { PageColumns } from '../../components/layout/page-columns';
import * as styles from './sms-page-content.module.css';

const BENEFITS = ['actions', 'events', 'frequency'] as const;

/** The body of the SMS page: what subscribers get, next to the sign-up widget. */
export const SmsPageContent = () => {
  const { t } = useTranslation('sms');
  return (
    <PageColumns shape="textThenForm">
      <div>
        <h2 className={styles.subtitle}>{t('page.benefitsTitle')}</h2>
        <ul className={styles.benefits}>
          {BENEFITS.map((id) => (
            <li key={id}>{t(`page.benefits.${id}`)}</li>
          ))}
        </ul>
        <p>
          {t('page.preferEmail')} <Link to="/news-letter/">{t('page.newsletterLink')}</Link>
        </p>
      </div>
      <SmsWidget />
    </PageColumns>
  );
};
