import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { formatDate } from '../../lib/format';
import type { LifeGrantBalance } from './api';
import { SignedAmount } from './signed-amount';
import * as styles from './balance-table.module.css';

interface BalanceTableProps {
  grant: LifeGrantBalance;
  language: string;
}

/** The grant's line items and remaining balance. Names and reasons are text. */
export const BalanceTable = ({ grant, language }: BalanceTableProps) => {
  const { t } = useTranslation('life-grant-balance');
  const columns = {
    date: t('table.date'),
    budgetType: t('table.budgetType'),
    reason: t('table.reason'),
    amount: t('table.amount'),
  };
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('table.caption', { name: grant.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.date}</th>
          <th scope="col">{columns.budgetType}</th>
          <th scope="col">{columns.reason}</th>
          <th scope="col" className={styles.amount}>
            {columns.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {grant.lineItems.length === 0 && (
          <tr>
            <td colSpan={4}>{t('table.empty')}</td>
          </tr>
        )}
        {grant.lineItems.map((line, index) => (
          <tr key={`${line.date}-${index}`}>
            <td data-label={columns.date}>
              <time dateTime={line.date}>{formatDate(line.date, language)}</time>
            </td>
            <td data-label={columns.budgetType}>{line.budgetType}</td>
            <td data-label={columns.reason}>
              {line.reason ? (
                line.reason
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">{t('table.noReason')}</span>
                </>
              )}
            </td>
            <td data-label={columns.amount} className={styles.amount}>
              <SignedAmount amount={line.amount} language={language} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t('table.balance')}
          </th>
          <td className={styles.amount}>
            <SignedAmount amount={grant.balance} language={language} zeroIsNegative />
          </td>
        </tr>
      </tfoot>
    </table>
  );
};
