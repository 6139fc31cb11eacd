import React from 'react';
import type { TFunction } from 'i18next';
import { gradeOf } from '../../../contract/score-card/columns';
import * as styles from './score-card.module.css';

const KNOWN_VOTES = ['for', 'against', 'absent', 'notServing', 'notRecorded'];

// These take the caller's `t` rather than calling useTranslation themselves: the score card
// draws hundreds of them, and a hook in each made the page's hydration a long task.

/** "Voted for", "Voted against", "Absent": always words; the colour only repeats them. */
export const VoteText = ({ vote, t }: { vote: string | undefined; t: TFunction }) => {
  const known = vote && KNOWN_VOTES.includes(vote) ? vote : 'notRecorded';
  return (
    <span className={styles.vote} data-vote={known}>
      {t(`votes.${known}`)}
    </span>
  );
};

/** "80% (B)", or "No score" for a seat with no vote cast. */
export const ScoreText = ({ score, t }: { score: number | null; t: TFunction }) => {
  if (score === null) return <span className={styles.noScore}>{t('noScore')}</span>;
  return (
    <span className={styles.score} data-grade={gradeOf(score)}>
      {t('scoreValue', { score, grade: t(`scale.grades.${gradeOf(score)}.grade`) })}
    </span>
  );
};
