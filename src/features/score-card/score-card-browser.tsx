import React, { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { applyView, DEFAULT_VIEW, nextDirection, type SortKey, type View } from './sort-and-filter';
import type { ScoreCardRow, ScoredBillRow } from './score-card-types';
import { ScoreCardControls } from './score-card-controls';
import { ScoreCardRows } from './score-card-rows';
import * as styles from './score-card.module.css';

interface Props {
  rows: readonly ScoreCardRow[];
  bills: readonly ScoredBillRow[];
}

/**
 * The score card: one table, sorted and filtered by the controls above it and by its column
 * headings. Wide screens show it as a table; below 60em the stylesheet lays each row out as
 * a card, and it stays a table for a screen reader. Everything is in the page's HTML; the
 * controls work once the page's script runs.
 */
export const ScoreCardBrowser = ({ rows, bills }: Props) => {
  const { t } = useTranslation('legislator-score-card');
  const [view, setView] = useState<View>(DEFAULT_VIEW);
  const shown = useMemo(() => applyView(rows, view), [rows, view]);
  const update = (change: Partial<View>) => setView((current) => ({ ...current, ...change }));
  const sortBy = (key: SortKey) => update({ sort: key, direction: nextDirection(view, key) });
  const ariaSort = (key: SortKey) => (view.sort === key ? view.direction : undefined);
  const sortHeader = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={ariaSort(key)}>
      <button type="button" className={styles.sortButton} onClick={() => sortBy(key)}>
        {label}
        <span
          aria-hidden="true"
          className={styles.sortMark}
          data-direction={ariaSort(key) ?? 'none'}
        />
      </button>
    </th>
  );

  return (
    <div className={styles.browser}>
      <ScoreCardControls view={view} update={update} />
      <p role="status" className={styles.status}>
        {t('controls.status', {
          shown: shown.length,
          total: rows.length,
          sort: t(`columns.${view.sort}`),
          direction: t(`controls.${view.direction}.${view.sort}`),
        })}
      </p>

      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('table.caption')}</caption>
          <thead>
            <tr>
              {sortHeader('name', t('columns.name'))}
              <th scope="col" className={styles.wideOnly}>
                {t('columns.chamber')}
              </th>
              {sortHeader('district', t('columns.district'))}
              {bills.map((bill) => (
                <th
                  scope="col"
                  key={bill.key}
                  className={`${styles.billHeader} ${styles.wideOnly}`}
                >
                  {bill.label}
                  <span className={styles.position}>{t(`positions.${bill.position}`)}</span>
                </th>
              ))}
              {sortHeader('score', t('columns.score'))}
            </tr>
          </thead>
          {/* The rows are a Suspense boundary so that React hydrates them apart from the rest
              of the page, in short slices after it, rather than in one long task that holds up
              the page (the page's HTML already shows them). */}
          <Suspense fallback={null}>
            <ScoreCardRows rows={shown} bills={bills} />
          </Suspense>
        </table>
      </div>
    </div>
  );
};
