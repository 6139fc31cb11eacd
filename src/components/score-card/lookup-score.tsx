import React, { createContext, useContext } from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { gradeOf } from '../../../contract/score-card/columns';
import { legislatorPath } from '../../lib/score-card-paths';
import * as styles from './lookup-score.module.css';

export interface SeatScore {
  chamber: string;
  district: number;
  name: string | null;
  slug: string;
  score: number | null;
}

/** The score card's seats, given by the lookup page's query; empty without a score card. */
export const ScoreCardSeats = createContext<readonly SeatScore[]>([]);

/**
 * On a lookup result: the legislator's score and a link to their score card page, found by
 * seat (the API and the spreadsheet spell names differently). Nothing when the seat is not on it.
 */
export const LookupScore = ({ chamber, district }: { chamber: string; district: unknown }) => {
  const { t } = useTranslation('legislator-score-card');
  const seat = useContext(ScoreCardSeats).find(
    (entry) => entry.chamber === chamber && String(entry.district) === String(district).trim(),
  );
  if (!seat || seat.name === null) return null;
  return (
    <p className={styles.lookupScore}>
      {seat.score === null
        ? t('lookup.noScore')
        : t('lookup.score', {
            score: seat.score,
            grade: t(`scale.grades.${gradeOf(seat.score)}.grade`),
          })}{' '}
      <Link to={legislatorPath(seat.slug)}>
        {t('lookup.link')}
        <span className="visually-hidden"> ({seat.name})</span>
      </Link>
    </p>
  );
};
