import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { gradeOf } from '../../../contract/score-card/columns';
import * as styles from './score-card.module.css';

const KNOWN_VOTES = ['for', 'against', 'absent', 'notServing', 'notRecorded'];

/** "Voted for", "Voted against", "Absent": always words; the colour only repeats them. */
export const VoteText = ({ vote }: { vote: string | undefined }) => {
  const { t } = useTranslation('legislator-score-card');
  const known = vote && KNOWN_VOTES.includes(vote) ? vote : 'notRecorded';
  return (
    <span className={styles.vote} data-vote={known}>
      {t(`votes.${known}`)}
    </span>
  );
};

/** "80% (B)", or "No score" for a seat with no vote cast. */
export const ScoreText = ({ score }: { score: number | null }) => {
  const { t } = useTranslation('legislator-score-card');
  if (score === null) return <span className={styles.noScore}>{t('noScore')}</span>;
  return (
    <span className={styles.score} data-grade={gradeOf(score)}>
      {t('scoreValue', { score, grade: t(`scale.grades.${gradeOf(score)}.grade`) })}
    </span>
  );
};
