import React, { useId, useMemo, useState } from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import {
  applyView,
  DEFAULT_VIEW,
  nextDirection,
  SORT_KEYS,
  type ChamberFilter,
  type Direction,
  type SortKey,
  type View,
} from './sort-and-filter';
import { legislatorPath, type ScoreCardRow, type ScoredBillRow } from './score-card-types';
import { ScoreText, VoteText } from './vote-text';
import * as styles from './score-card.module.css';

interface Props {
  rows: readonly ScoreCardRow[];
  bills: readonly ScoredBillRow[];
}

const voteOn = (row: ScoreCardRow, bill: string) => row.votes.find((v) => v.bill === bill)?.vote;

/**
 * The score card as a table (wide screens) or one card per seat (phones): the same rows,
 * sorted and filtered by the same controls. Everything is in the page's HTML; the controls
 * work once the page's script runs.
 */
export const ScoreCardBrowser = ({ rows, bills }: Props) => {
  const { t } = useTranslation('legislator-score-card');
  const ids = useId();
  const [view, setView] = useState<View>(DEFAULT_VIEW);
  const shown = useMemo(() => applyView(rows, view), [rows, view]);
  const update = (change: Partial<View>) => setView((current) => ({ ...current, ...change }));
  const sortBy = (key: SortKey) => update({ sort: key, direction: nextDirection(view, key) });
  const ariaSort = (key: SortKey) => (view.sort === key ? view.direction : undefined);
  const chamberName = (chamber: string) =>
    t(`chambers.${chamber === 'senate' ? 'senate' : 'house'}`);
  const name = (row: ScoreCardRow) =>
    row.name === null ? (
      <span className={styles.vacant}>{t('vacant')}</span>
    ) : (
      <Link to={legislatorPath(row.slug)}>{row.name}</Link>
    );
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
      <form
        className={styles.controls}
        role="search"
        aria-label={t('controls.title')}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className={styles.control}>
          <label htmlFor={`${ids}-name`}>{t('controls.name')}</label>
          <input
            id={`${ids}-name`}
            type="search"
            autoComplete="off"
            value={view.name}
            onChange={(event) => update({ name: event.target.value })}
          />
        </div>
        <div className={styles.control}>
          <label htmlFor={`${ids}-chamber`}>{t('controls.chamber')}</label>
          <select
            id={`${ids}-chamber`}
            value={view.chamber}
            onChange={(event) => update({ chamber: event.target.value as ChamberFilter })}
          >
            <option value="all">{t('controls.bothChambers')}</option>
            <option value="senate">{t('chambers.senate')}</option>
            <option value="house">{t('chambers.house')}</option>
          </select>
        </div>
        <div className={styles.control}>
          <label htmlFor={`${ids}-sort`}>{t('controls.sort')}</label>
          <select
            id={`${ids}-sort`}
            value={view.sort}
            onChange={(event) => update({ sort: event.target.value as SortKey })}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`columns.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.control}>
          <label htmlFor={`${ids}-direction`}>{t('controls.direction')}</label>
          <select
            id={`${ids}-direction`}
            value={view.direction}
            onChange={(event) => update({ direction: event.target.value as Direction })}
          >
            <option value="ascending">{t(`controls.ascending.${view.sort}`)}</option>
            <option value="descending">{t(`controls.descending.${view.sort}`)}</option>
          </select>
        </div>
      </form>
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
              <th scope="col">{t('columns.chamber')}</th>
              {sortHeader('district', t('columns.district'))}
              {bills.map((bill) => (
                <th scope="col" key={bill.key} className={styles.billHeader}>
                  {bill.label}
                  <span className={styles.position}>{t(`positions.${bill.position}`)}</span>
                </th>
              ))}
              {sortHeader('score', t('columns.score'))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.slug}>
                <th scope="row">{name(row)}</th>
                <td>{chamberName(row.chamber)}</td>
                <td>{row.district}</td>
                {bills.map((bill) => (
                  <td key={bill.key}>
                    <VoteText vote={voteOn(row, bill.key)} />
                  </td>
                ))}
                <td>
                  <ScoreText score={row.score} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className={styles.cards} aria-label={t('table.caption')}>
        {shown.map((row) => (
          <li key={row.slug} className={styles.card}>
            <h2 className={styles.cardName}>{name(row)}</h2>
            <p className={styles.cardSeat}>
              {t('seat', { chamber: chamberName(row.chamber), district: row.district })}
            </p>
            <p className={styles.cardScore}>
              {t('columns.score')}: <ScoreText score={row.score} />
            </p>
            {row.name !== null && (
              <dl className={styles.cardVotes}>
                {bills.map((bill) => (
                  <div key={bill.key}>
                    <dt>
                      {bill.label}{' '}
                      <span className={styles.position}>{t(`positions.${bill.position}`)}</span>
                    </dt>
                    <dd>
                      <VoteText vote={voteOn(row, bill.key)} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
};
