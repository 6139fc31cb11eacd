// The score card spreadsheet's header row, as staff write it. No valibot here: the site's
// pages import the vote names without the schemas.

export const CHAMBERS = ['house', 'senate'] as const;
export type Chamber = (typeof CHAMBERS)[number];

/** Seats in the Utah Legislature: 75 House districts, 29 Senate districts (104 in all). */
export const SEATS: Record<Chamber, number> = { house: 75, senate: 29 };

export const POSITIONS = ['support', 'oppose'] as const;
export type Position = (typeof POSITIONS)[number];

/** `notServing`: the legislator was not in office for that vote (served part of the session). */
export const VOTES = ['for', 'against', 'absent', 'notServing', 'notRecorded'] as const;
export type Vote = (typeof VOTES)[number];

export interface ScoredBill {
  /** "HB0012": the legislature's own spelling, so a bill links to its data. */
  key: string;
  /** "HB 12", as a visitor reads it. */
  label: string;
  position: Position;
  /** The header cell as staff wrote it, for messages. */
  header: string;
}

const norm = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

/** Columns by name; chamber, district and name are required, the score is worked out when missing. */
export const FIXED_COLUMNS = {
  chamber: ['chamber', 'house/senate', 'body'],
  district: ['district', 'dist', 'dist.', 'district #', 'district number'],
  name: ['name', 'legislator', 'legislator name', 'member'],
  score: ['score', 'score (%)', 'score %', 'percent', 'rating'],
  // Optional: for the call panel and the contact card on a legislator's page.
  phone: ['phone', 'cell', 'phone number', 'telephone'],
  email: ['email', 'e-mail', 'email address'],
} as const;
export type FixedColumn = keyof typeof FIXED_COLUMNS;

export const fixedColumnOf = (cell: string): FixedColumn | null => {
  const text = norm(cell);
  for (const [column, names] of Object.entries(FIXED_COLUMNS))
    if ((names as readonly string[]).includes(text)) return column as FixedColumn;
  return null;
};

const BILL =
  /^(h\.?\s?b|s\.?\s?b|h\.?\s?j\.?\s?r|s\.?\s?j\.?\s?r|h\.?\s?c\.?\s?r|s\.?\s?c\.?\s?r|h\.?\s?r|s\.?\s?r)\.?\s*0*(\d{1,4})\b\s*(.*)$/i;
const SUPPORT = /^(support|supports|supported|for|yes|pro)$/;
const OPPOSE = /^(oppose|opposes|opposed|against|no|anti)$/;

/**
 * "HB 12 (Support)", "SB0034 - oppose", "HJR 3: Support": a bill and the organisation's
 * position on it. `position: null` when the header names a bill but no position.
 */
export const readBillHeader = (
  cell: string,
): { key: string; label: string; position: Position | null } | null => {
  const match = BILL.exec(cell.trim());
  if (!match) return null;
  const [, letters = '', digits = '', after = ''] = match;
  const code = letters.replace(/[^a-z]/gi, '').toUpperCase();
  const number = Number(digits);
  const rest = norm(after.replace(/[()[\]:–—-]/g, ' '));
  const position = SUPPORT.test(rest) ? 'support' : OPPOSE.test(rest) ? 'oppose' : null;
  return { key: `${code}${String(number).padStart(4, '0')}`, label: `${code} ${number}`, position };
};

const VOTE_WORDS: Record<string, Vote> = {
  y: 'for',
  yes: 'for',
  yea: 'for',
  aye: 'for',
  for: 'for',
  '✓': 'for',
  n: 'against',
  no: 'against',
  nay: 'against',
  against: 'against',
  '✗': 'against',
  a: 'absent',
  abs: 'absent',
  absent: 'absent',
  excused: 'absent',
  nv: 'absent',
  'not voting': 'absent',
  'did not vote': 'absent',
  '': 'notServing',
  '-': 'notServing',
  '—': 'notServing',
  'n/a': 'notServing',
  na: 'notServing',
  'not in office': 'notServing',
};

/** A vote cell as staff type it; null when it is not one of the known spellings. */
export const readVote = (cell: string): Vote | null =>
  VOTE_WORDS[norm(cell).replace(/\.$/, '')] ?? null;

/** "Vacant", "(vacant)", "VACANT SEAT": a seat nobody holds. */
export const isVacantName = (name: string): boolean => /^\(?vacant( seat)?\)?$/i.test(name.trim());

/** "Senate", "S", "House", "H", "House of Representatives". */
export const readChamber = (cell: string): Chamber | null => {
  const text = norm(cell);
  if (['senate', 's', 'sen', 'sen.'].includes(text)) return 'senate';
  if (['house', 'h', 'rep', 'rep.', 'house of representatives'].includes(text)) return 'house';
  return null;
};

/** Whether a vote counts as the organisation's way: for a supported bill, against an opposed one. */
export const votedOurWay = (vote: Vote, position: Position): boolean | null =>
  vote === 'for' ? position === 'support' : vote === 'against' ? position === 'oppose' : null;

/** The share of cast votes that went the organisation's way, 0-100; null with no vote cast. */
export const scoreFromVotes = (
  votes: ReadonlyArray<{ vote: Vote; position: Position }>,
): number | null => {
  const cast = votes
    .map(({ vote, position }) => votedOurWay(vote, position))
    .filter((way): way is boolean => way !== null);
  if (cast.length === 0) return null;
  return Math.round((100 * cast.filter(Boolean).length) / cast.length);
};

/** The letter grade of the score card's scale (A 90+, B 75+, C 50+, F below). */
export const gradeOf = (score: number): 'a' | 'b' | 'c' | 'f' =>
  score >= 90 ? 'a' : score >= 75 ? 'b' : score >= 50 ? 'c' : 'f';
