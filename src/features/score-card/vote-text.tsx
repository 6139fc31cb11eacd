import React from 'react';
import type { TFunction } from 'i18next';
import { gradeOf } from '../../../contract/score-card/columns';
import * as styles from './score-card.module.css';

const KNOWN_VOTES = ['for', 'against', 'absent', 'notServing', 'notRecorded'];

// These take the caller's `t` rather than calling useTranslation themselves: the score card
// draws hundreds of them, and a hook in each made the page's hydration a long task.

/** The vote as one of the words we have: an odd or missing one reads "Not recorded". */
export const knownVote = (vote: string | undefined): string =>
  vote && KNOWN_VOTES.includes(vote) ? vote : 'notRecorded';

/** "80% (B)", or "No score" for a seat with no vote cast. */
export const scoreWords = (score: number | null, t: TFunction): string =>
  score === null
    ? t('noScore')
    : t('scoreValue', { score, grade: t(`scale.grades.${gradeOf(score)}.grade`) });

/** "Voted for", "Voted against", "Absent": always words; the colour only repeats them. */
export const VoteText = ({ vote, t }: { vote: string | undefined; t: TFunction }) => (
  <span className={styles.vote} data-vote={knownVote(vote)}>
    {t(`votes.${knownVote(vote)}`)}
  </span>
);

export const ScoreText = ({ score, t }: { score: number | null; t: TFunction }) => (
  <span className={score === null ? styles.noScore : styles.score}>{scoreWords(score, t)}</span>
);
