// Where a followed bill stands, as one of a few states a visitor understands: the build picks
// one from the bill's last action, the pages word it in their language. One list for both.
export const BILL_STATES = [
  'drafting',
  'introduced',
  'inCommittee',
  'passedHouse',
  'passedSenate',
  'passedBoth',
  'signed',
  'vetoed',
  'stopped',
] as const;
export type BillState = (typeof BILL_STATES)[number];

export const isBillState = (value: string): value is BillState =>
  (BILL_STATES as readonly string[]).includes(value);
