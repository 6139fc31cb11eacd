import React, { useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { applyView, DEFAULT_VIEW, nextDirection, type SortKey, type View } from './sort-and-filter';
import type { ScoreCardRow, ScoredBillRow } from './score-card-types';
import { ScoreCardControls } from './score-card-controls';
import { ScoreCardRows } from './score-card-rows';
import { CardLabels } from './card-labels';
import { serverMarkupOf } from '../../lib/server-markup';
import { useApiTextLang } from '../../components/ui/api-text-language';
import * as styles from './score-card.module.css';

const ROWS_ID = 'score-card-rows';

interface Props {
  rows: readonly ScoreCardRow[];
  bills: readonly ScoredBillRow[];
}

/**
 * The score card: one table, sorted and filtered by the controls above it and by its column
 * headings. Wide screens show it as a table; below 60em the stylesheet lays each row out as
 * a card, and it stays a table for a screen reader. Everything is in the page's HTML; the
 * controls work once the page's script runs. Until the visitor first sorts or filters, the
 * rows keep the server's HTML rather than being hydrated (see server-markup.ts): the links in
 * them are plain links until then.
 */
export const ScoreCardBrowser = ({ rows, bills }: Props) => {
  const { t } = useTranslation('legislator-score-card');
  const [view, setView] = useState<View>(DEFAULT_VIEW);
  const [serverRows, setServerRows] = useState(() => serverMarkupOf(ROWS_ID));
  const shown = useMemo(() => applyView(rows, view), [rows, view]);
  const update = (change: Partial<View>) => {
    setServerRows(null);
    setView((current) => ({ ...current, ...change }));
  };
  const nameInput = useRef<HTMLInputElement>(null);
  const billLang = useApiTextLang();
  // A search that matches nobody says so and offers the way back to every seat.
  const clearSearch = () => {
    update({ name: DEFAULT_VIEW.name, chamber: DEFAULT_VIEW.chamber });
    nameInput.current?.focus();
  };
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
      <ScoreCardControls view={view} update={update} nameInput={nameInput} />
      <p role="status" className={styles.status}>
        {t('controls.status', {
          shown: shown.length,
          total: rows.length,
          sort: t(`columns.${view.sort}`),
          direction: t(`controls.${view.direction}.${view.sort}`),
        })}
      </p>
      {shown.length === 0 && rows.length > 0 && (
        <div className={styles.noMatch}>
          <p>{t('controls.noMatch', { name: view.name.trim() })}</p>
          <Button variant="secondary" onClick={clearSearch}>
            {t('controls.clear')}
          </Button>
        </div>
      )}
      {/* A list, so the two marks and the sentence after them are read apart. */}
      <div className={styles.legend}>
        <ul className={styles.legendMarks}>
          <li className={styles.legendMark} data-way="with">
            {t('legend.with')}
          </li>
          <li className={styles.legendMark} data-way="against">
            {t('legend.against')}
          </li>
        </ul>
        <p>{t('legend.words')}</p>
      </div>

      <div className={styles.tableWrap}>
        {/* First in its parent: HTML allows a <style> in the body only there. */}
        <CardLabels rowsId={ROWS_ID} bills={bills} />
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
                  {/* The bill's number as the Legislature writes it ("HB 12"), in English. */}
                  <span lang={billLang}>{bill.label}</span>
                  <span className={styles.position}>{t(`positions.${bill.position}`)}</span>
                </th>
              ))}
              {sortHeader('score', t('columns.score'))}
            </tr>
          </thead>
          {serverRows === null ? (
            <ScoreCardRows id={ROWS_ID} rows={shown} bills={bills} />
          ) : (
            <tbody
              id={ROWS_ID}
              className={styles.rows}
              dangerouslySetInnerHTML={{ __html: serverRows }}
              suppressHydrationWarning
            />
          )}
        </table>
      </div>
    </div>
  );
};
