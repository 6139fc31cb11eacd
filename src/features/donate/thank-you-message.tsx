import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LinkButton } from '../../components/ui/button';
import { SharePanel } from '../../components/share/share-panel';
import { useDonationRecord } from './use-donation-record';
import * as styles from './thank-you-message.module.css';

/**
 * The thank-you page's message. It holds the donation record from the query but renders
 * nothing from it: only translated text, so nothing a link carries can reach the page.
 */
export const ThankYouMessage = ({ search }: { search: string }) => {
  const { t } = useTranslation('donate-thank-you');
  useDonationRecord(search);
  return (
    <div className={styles.message}>
      <p>{t('body')}</p>
      <p>{t('receipt')}</p>
      <h2 className={styles.nextTitle}>{t('next.title')}</h2>
      <ul className={styles.next}>
        <li>
          <LinkButton to="/volunteer/" variant="secondary">
            {t('next.volunteer')}
          </LinkButton>
        </li>
        <li>
          <LinkButton to="/sms/" variant="outline">
            {t('next.alerts')}
          </LinkButton>
        </li>
        <li>
          <LinkButton to="/" variant="outline">
            {t('next.home')}
          </LinkButton>
        </li>
      </ul>
      {/* Shares the donate page, never this one: its address may carry the donor's details. */}
      <SharePanel action="donate" path="/donate/" />
    </div>
  );
};
