import React, { memo } from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { legislatorPath, type ScoreCardRow, type ScoredBillRow } from './score-card-types';
import { knownVote, scoreWords, voteOn, wayOf } from './vote-text';
import * as styles from './score-card.module.css';

interface Props {
  id: string;
  rows: readonly ScoreCardRow[];
  bills: readonly ScoredBillRow[];
}

/**
 * One row per seat, cells in the order the stylesheet expects (name, chamber, district, a
 * vote per bill, score). Each cell is its text alone, with what the stylesheet needs as a
 * data attribute on the cell (the vote's direction, and whether it went our way for the mark): the page has 104 rows, and an element or a label per cell made
 * its HTML half as long again and its first layout a long task. The cards' column names come
 * from CardLabels, one rule per column.
 */
export const ScoreCardRows = memo(function ScoreCardRows({ id, rows, bills }: Props) {
  const { t } = useTranslation('legislator-score-card');
  const chamberName = (chamber: string) =>
    t(`chambers.${chamber === 'senate' ? 'senate' : 'house'}`);
  return (
    <tbody id={id} className={styles.rows}>
      {rows.map((row) => (
        <tr key={row.slug} data-vacant={row.name === null || undefined}>
          <th scope="row">
            {row.name === null ? (
              t('vacant')
            ) : (
              <Link to={legislatorPath(row.slug)}>{row.name}</Link>
            )}
          </th>
          <td>{chamberName(row.chamber)}</td>
          <td>{row.district}</td>
          {bills.map((bill) => {
            const vote = knownVote(voteOn(row.votes, bill.key));
            return (
              <td key={bill.key} data-vote={vote} data-way={wayOf(vote, bill.position)}>
                {t(`votes.${vote}`)}
              </td>
            );
          })}
          <td data-score={row.score === null ? 'none' : undefined}>{scoreWords(row.score, t)}</td>
        </tr>
      ))}
    </tbody>
  );
});
