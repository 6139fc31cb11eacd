import React from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { ExternalLinkButton } from '../../components/ui/button';
import { siteConfig } from '../../lib/config';
import { recordAction } from '../../lib/record-action';
import { PageColumns } from '../../components/layout/page-columns';
import * as styles from './news-letter-content.module.css';

const PERKS = ['stories', 'events', 'advocacy', 'privacy'] as const;

/** The newsletter page body: what subscribers get, and the external sign-up. */
export const NewsLetterContent = () => {
  const { t } = useTranslation('news-letter');
  return (
    <PageColumns shape="textThenForm">
      <div>
        <h2 className={styles.title}>{t('perksTitle')}</h2>
        <ul className={styles.perks}>
          {PERKS.map((id) => (
            <li key={id}>
              <strong>{t(`perks.${id}.title`)}</strong> {t(`perks.${id}.body`)}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.card}>
        <h2 className={styles.title}>{t('cta.title')}</h2>
        <p>{t('cta.body')}</p>
        <ExternalLinkButton
          href={siteConfig.newsletterSignupUrl}
          size="large"
          // The sign-up itself happens on the newsletter provider's page: the visit is what counts here.
          onClick={() => void recordAction('newsletter')}
        >
          {t('cta.button')}
          <span className="visually-hidden"> {t('cta.newTab')}</span>
        </ExternalLinkButton>
        <p className={styles.note}>{t('cta.note')}</p>
        <p className={styles.note}>
          {t('sms.text')} <Link to="/sms/">{t('sms.link')}</Link>.
        </p>
      </div>
    </PageColumns>
  );
};
