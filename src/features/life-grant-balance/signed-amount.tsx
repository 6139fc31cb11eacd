import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { formatCurrency } from '../../lib/format';
import * as styles from './signed-amount.module.css';

// A true minus sign: it reads better than a hyphen and screen readers say "minus".
const MINUS = '\u2212';

/**
 * An amount whose colour (the spec: below zero red, above zero green) is never the only
 * cue: it carries a sign and, for screen readers, the word "credit" or "debit".
 */
interface SignedAmountProps {
  amount: number;
  language: string;
  /** The remaining balance is red at zero too; a line item of zero is neutral. */
  zeroIsNegative?: boolean;
}

export const SignedAmount = ({ amount, language, zeroIsNegative = false }: SignedAmountProps) => {
  const { t } = useTranslation('life-grant-balance');
  const zeroTone = zeroIsNegative ? 'negative' : 'zero';
  const tone = amount < 0 ? 'negative' : amount > 0 ? 'positive' : zeroTone;
  const sign = amount < 0 ? MINUS : amount > 0 ? '+' : '';
  return (
    <span className={styles[tone]} data-tone={tone}>
      {sign}
      {formatCurrency(Math.abs(amount), language, 2)}
      {amount !== 0 && (
        <span className="visually-hidden">
          {' '}
          ({amount < 0 ? t('amount.debit') : t('amount.credit')})
        </span>
      )}
    </span>
  );
};
