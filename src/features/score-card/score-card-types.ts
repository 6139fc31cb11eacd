// The score card as the pages query it (plugins/gatsby-source-legislature).
import type { Chamber, Position, Vote } from '../../../contract/score-card/columns';

export type { Chamber, Position, Vote };

export interface ScoredBillRow {
  key: string;
  label: string;
  position: string;
}

export interface ScoreCardRow {
  chamber: string;
  district: number;
  /** null: a vacant seat. */
  name: string | null;
  slug: string;
  score: number | null;
  votes: ReadonlyArray<{ bill: string; vote: string }>;
}

export { SCORE_CARD_PATH, legislatorPath } from '../../lib/score-card-paths';
