import React from 'react';
import type { TFunction } from 'i18next';
import {
  gradeOf,
  votedOurWay,
  type Position,
  type Vote,
} from '../../../contract/score-card/columns';
import * as styles from './score-card.module.css';

const KNOWN_VOTES = ['for', 'against', 'absent', 'notServing', 'notRecorded'];

// These take the caller's `t` rather than calling useTranslation themselves: the score card
// draws hundreds of them, and a hook in each made the page's hydration a long task.

/** How a legislator voted on one scored bill, as the spreadsheet has it (undefined: no entry). */
export const voteOn = (
  votes: ReadonlyArray<{ bill: string; vote: string }>,
  bill: string,
): string | undefined => votes.find((v) => v.bill === bill)?.vote;

/** The vote as one of the words we have: an odd or missing one reads "Not recorded". */
export const knownVote = (vote: string | undefined): string =>
  vote && KNOWN_VOTES.includes(vote) ? vote : 'notRecorded';

/**
 * Whether a vote counted with our position or against it, for the mark (✓ green or ✗ red)
 * beside the vote's words: a vote against a bill we oppose is a ✓. None for a vote not cast.
 */
export const wayOf = (
  vote: string | undefined,
  position: string,
): 'with' | 'against' | undefined => {
  const known = knownVote(vote);
  if (known !== 'for' && known !== 'against') return undefined;
  const ours = votedOurWay(
    known as Vote,
    position === 'oppose' ? 'oppose' : ('support' as Position),
  );
  return ours === null ? undefined : ours ? 'with' : 'against';
};

/** "80% (B)", or "No score" for a seat with no vote cast. */
export const scoreWords = (score: number | null, t: TFunction): string =>
  score === null
    ? t('noScore')
    : t('scoreValue', { score, grade: t(`scale.grades.${gradeOf(score)}.grade`) });

/**
 * "Voted for", "Voted against", "Absent": always the vote's direction in words, with a mark
 * that says whether it went our way.
 */
export const VoteText = ({
  vote,
  position,
  t,
}: {
  vote: string | undefined;
  position: string;
  t: TFunction;
}) => (
  <span className={styles.vote} data-vote={knownVote(vote)} data-way={wayOf(vote, position)}>
    {t(`votes.${knownVote(vote)}`)}
  </span>
);

export const ScoreText = ({ score, t }: { score: number | null; t: TFunction }) => (
  <span className={score === null ? styles.noScore : styles.score}>{scoreWords(score, t)}</span>
);
