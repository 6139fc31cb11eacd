import React, { useId } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ExternalLinkButton } from '../ui/button';
import { donorboxUrl } from '../donation/donation-links';
import { AMOUNT_CHOSEN_ELSEWHERE, trackDonation } from '../../lib/pixel';
import * as styles from './share-panel.module.css';

/** After a sign-up or a call, the donate page's monthly option as a next step. */
export const MonthlyGift = () => {
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <section className={styles.gift} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.giftTitle}>
        {t('share.gift.title')}
      </h3>
      <p className={styles.lead}>{t('share.gift.body')}</p>
      <ExternalLinkButton
        href={donorboxUrl(undefined, 'monthly')}
        variant="secondary"
        // The same pixel event as the donate page's monthly button.
        onClick={() => trackDonation(AMOUNT_CHOSEN_ELSEWHERE)}
      >
        {t('share.gift.button')}
        <span className="visually-hidden"> {t('share.gift.newTab')}</span>
      </ExternalLinkButton>
    </section>
  );
};
