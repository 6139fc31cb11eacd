import React, { memo } from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { legislatorPath, type ScoreCardRow, type ScoredBillRow } from './score-card-types';
import { ScoreText, VoteText } from './vote-text';
import * as styles from './score-card.module.css';

interface Props {
  id: string;
  rows: readonly ScoreCardRow[];
  bills: readonly ScoredBillRow[];
}

const voteOn = (row: ScoreCardRow, bill: string) => row.votes.find((v) => v.bill === bill)?.vote;

/**
 * One row per seat, cells in the order the stylesheet expects (name, chamber, district, a
 * vote per bill, score). Below 60em it lays each row out as a card, and shows each
 * cell's column name from its data-label (CSS generated text with an empty alternative, so
 * a screen reader, which has the column header, does not hear it twice).
 */
export const ScoreCardRows = memo(function ScoreCardRows({ id, rows, bills }: Props) {
  const { t } = useTranslation('legislator-score-card');
  const chamberName = (chamber: string) =>
    t(`chambers.${chamber === 'senate' ? 'senate' : 'house'}`);
  const billLabels = bills.map((bill) => `${bill.label} · ${t(`positions.${bill.position}`)}`);
  return (
    <tbody id={id} className={styles.rows}>
      {rows.map((row) => (
        <tr key={row.slug} data-vacant={row.name === null || undefined}>
          <th scope="row">
            {row.name === null ? (
              <span className={styles.vacant}>{t('vacant')}</span>
            ) : (
              <Link to={legislatorPath(row.slug)}>{row.name}</Link>
            )}
          </th>
          <td>{chamberName(row.chamber)}</td>
          <td data-label={t('columns.district')}>{row.district}</td>
          {bills.map((bill, index) => (
            <td key={bill.key} data-label={billLabels[index]}>
              <VoteText vote={voteOn(row, bill.key)} t={t} />
            </td>
          ))}
          <td data-label={t('columns.score')}>
            <ScoreText score={row.score} t={t} />
          </td>
        </tr>
      ))}
    </tbody>
  );
});
