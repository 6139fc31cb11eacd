import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { formatCurrency } from '../../lib/format';
import { AMOUNT_CHOSEN_ELSEWHERE, trackDonation } from '../../lib/pixel';
import { CHRISTMAS_AMOUNTS, christmasTier } from './amounts';
import { christmasUrl } from './payment-urls';
import * as styles from './secret-santa-cards.module.css';

/** One card per Secret Santa amount: gold for the largest, silver for "You Decide". */
export const SecretSantaCards = ({ describedBy }: { describedBy?: string }) => {
  const { t, i18n } = useTranslation('christmas');
  return (
    <ul className={styles.cards}>
      {CHRISTMAS_AMOUNTS.map((amount) => (
        <li key={amount}>
          <a
            data-tier={christmasTier(amount)}
            href={christmasUrl(amount)}
            target="_blank"
            rel="noopener noreferrer"
            className={[styles.card, styles[christmasTier(amount)]].join(' ')}
            aria-describedby={describedBy}
            onClick={() => trackDonation(amount > 0 ? amount : AMOUNT_CHOSEN_ELSEWHERE)}
          >
            <span className={styles.star} aria-hidden="true">
              ✦
            </span>
            <span className={styles.amount}>
              {amount > 0 ? formatCurrency(amount, i18n.language) : t('youDecide')}
            </span>
            <span className={styles.note}>{amount > 0 ? t('oneTime') : t('anyAmount')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
};
