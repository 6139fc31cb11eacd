import React from 'react';
import { ScoreCardFrame } from './score-card-frame';
import { ScoreCardBrowser } from './score-card-browser';
import { SpreadsheetLink } from './spreadsheet-link';
import type { ScoreCardRow, ScoredBillRow } from './score-card-types';

interface Props {
  rows: readonly ScoreCardRow[];
  bills: readonly ScoredBillRow[];
  /** When the build read the spreadsheet. */
  readOn?: string | null;
  /** The published spreadsheet for people (GATSBY_SCORE_CARD_URL). */
  spreadsheetUrl: string;
}

/**
 * The build read the spreadsheet (SCORE_CARD_CSV_URL): its rows as a table a phone and a
 * screen reader can use, the sheet one link away. It did not: the spreadsheet in its frame.
 */
export const ScoreCardSection = ({ rows, bills, readOn, spreadsheetUrl }: Props) =>
  rows.length > 0 ? (
    <>
      <ScoreCardBrowser rows={rows} bills={bills} />
      <SpreadsheetLink url={spreadsheetUrl} readOn={readOn} />
    </>
  ) : (
    <ScoreCardFrame url={spreadsheetUrl} />
  );
