import React from 'react';
import { Link, useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { NextHearing, StandingSentence } from './bill-standing';
import { ALL_HEARINGS_PATH, billPath, calendarHref, type BillSummary } from './bill-types';
import { InEnglishNote, useApiTextLang } from '../../components/ui/api-text-language';
import * as styles from './legislature.module.css';

/** The bills we follow: each one's title, our position, where it stands, its next hearing. */
export const BillList = ({ bills }: { bills: readonly BillSummary[] }) => {
  const { t } = useTranslation('legislature');
  const { language } = useI18next();
  const apiLang = useApiTextLang();
  if (bills.length === 0) return <p>{t('list.none')}</p>;
  return (
    <>
      <InEnglishNote kind="legislature" />
      <p>
        <a href={calendarHref(language, ALL_HEARINGS_PATH)} download>
          {t('list.subscribe')}
        </a>{' '}
        <span className={styles.muted}>{t('list.subscribeNote')}</span>
      </p>
      <ul className={styles.bills}>
        {bills.map((bill) => (
          <li key={bill.billId} className={styles.bill}>
            <h2 className={styles.billTitle}>
              {/* The number and title as the Legislature writes them, in English. */}
              <Link to={billPath(bill.slug)} lang={apiLang}>
                {bill.label}
                {bill.title ? `: ${bill.title}` : ''}
              </Link>
            </h2>
            <p className={styles.position} data-position={bill.position}>
              {t(`position.${bill.position === 'oppose' ? 'oppose' : 'support'}`)}
            </p>
            <p>
              <StandingSentence bill={bill} />
            </p>
            <NextHearing bill={bill} />
          </li>
        ))}
      </ul>
    </>
  );
};
