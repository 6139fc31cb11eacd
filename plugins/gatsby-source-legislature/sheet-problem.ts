/** One thing the build did about the outside data, in a sentence staff can act on. */
export interface SheetProblem {
  /** "score card", "bill HB0012", "meetings". */
  source: string;
  outcome: 'skipped' | 'repaired' | 'left out';
  /** The spreadsheet's row (the header is row 1), when the problem is one row's. */
  row?: number;
  field?: string;
  /** "Score card: row 14 has no district, skipped". */
  message: string;
}
