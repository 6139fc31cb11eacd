import { parse } from 'csv-parse/sync';
import * as v from 'valibot';
import {
  fixedColumnOf,
  isVacantName,
  readBillHeader,
  readChamber,
  readVote,
  scoreFromVotes,
  type FixedColumn,
  type ScoredBill,
  type Vote,
} from '../../contract/score-card/columns';
import { ScoreCardLegislator } from '../../contract/score-card/schema';
import type { SheetProblem } from './sheet-problem';

export interface ScoreCard {
  bills: ScoredBill[];
  legislators: ScoreCardLegislator[];
  problems: SheetProblem[];
}

/** The sheet as a whole cannot be read: the reason, for the build report. */
export class UnusableSheet extends Error {}

const SOURCE = 'score card';
const HEADER_SEARCH_ROWS = 10;
const MAX_ROWS = 1000;
const MAX_BYTES = 2_000_000;

const chamberWord = (chamber: string) => (chamber === 'senate' ? 'Senate' : 'House');
const quoted = (cell: string) => `'${cell.trim().slice(0, 40)}'`;

/** "12", "12.0", "District 12", "SD 12". */
const readDistrict = (cell: string): number | null => {
  const match = /^\D{0,12}?(\d{1,3})(?:\.0+)?$/.exec(cell.trim());
  return match ? Number(match[1]) : null;
};

/** "85", "85%", "85.5 %"; null when blank; NaN when not a score. */
const readScore = (cell: string): number | null => {
  const text = cell.trim();
  if (text === '') return null;
  const match = /^(\d{1,3}(?:\.\d+)?)\s*%?$/.exec(text);
  const value = match ? Number(match[1]) : NaN;
  return value <= 100 ? Math.round(value) : NaN;
};

function parseRows(csv: string): string[][] {
  if (csv.length > MAX_BYTES) throw new UnusableSheet('the file is larger than 2 MB');
  try {
    return parse(csv, { bom: true, relax_column_count: true, relax_quotes: true }) as string[][];
  } catch (error) {
    throw new UnusableSheet(`the file is not readable CSV (${(error as Error).message})`);
  }
}

interface Columns {
  fixed: Partial<Record<FixedColumn, number>>;
  bills: Array<ScoredBill & { index: number }>;
}

function readHeader(header: string[], headerRow: number, problems: SheetProblem[]): Columns {
  const columns: Columns = { fixed: {}, bills: [] };
  header.forEach((cell, index) => {
    const fixed = fixedColumnOf(cell);
    if (fixed) {
      columns.fixed[fixed] ??= index;
      return;
    }
    const bill = readBillHeader(cell);
    if (!bill) return; // Notes, party, grade: columns the site does not show.
    const leaveOut = (why: string) =>
      problems.push({
        source: SOURCE,
        outcome: 'left out',
        row: headerRow,
        field: cell.trim(),
        message: `Score card: column ${quoted(cell)} ${why}, left out`,
      });
    if (!bill.position) leaveOut('names no position (write Support or Oppose after the bill)');
    else if (columns.bills.some(({ key }) => key === bill.key))
      leaveOut(`is a second column for ${bill.label}`);
    else columns.bills.push({ ...bill, position: bill.position, header: cell.trim(), index });
  });
  return columns;
}

/**
 * The score card spreadsheet (its published CSV) read against the contract in
 * contract/score-card: a row that cannot be published is skipped, a cell that can be
 * mended is, and each is named in `problems`. Throws UnusableSheet when the sheet has no
 * usable header row.
 */
export function readScoreCard(csv: string): ScoreCard {
  const rows = parseRows(csv).slice(0, MAX_ROWS);
  const problems: SheetProblem[] = [];
  const headerIndex = rows
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => row.some((cell) => fixedColumnOf(cell) === 'name'));
  if (headerIndex < 0)
    throw new UnusableSheet('no header row with a Name column in its first 10 rows');
  const columns = readHeader(rows[headerIndex] ?? [], headerIndex + 1, problems);
  for (const needed of ['chamber', 'district'] as const)
    if (columns.fixed[needed] === undefined)
      throw new UnusableSheet(`the header row (row ${headerIndex + 1}) has no ${needed} column`);
  if (columns.bills.length === 0)
    throw new UnusableSheet(`the header row (row ${headerIndex + 1}) names no scored bill`);
  if (columns.fixed.score === undefined)
    problems.push({
      source: SOURCE,
      outcome: 'repaired',
      row: headerIndex + 1,
      field: 'score',
      message:
        'Score card: the sheet has no Score column; each score was worked out from the votes',
    });

  const legislators: ScoreCardLegislator[] = [];
  const seats = new Map<string, number>();
  rows.slice(headerIndex + 1).forEach((cells, offset) => {
    const row = headerIndex + 2 + offset;
    if (cells.every((cell) => cell.trim() === '')) return;
    const legislator = readRow(cells, row, columns, problems);
    if (!legislator) return;
    const seat = `${legislator.chamber} ${legislator.district}`;
    const first = seats.get(seat);
    if (first !== undefined) {
      problems.push({
        source: SOURCE,
        outcome: 'skipped',
        row,
        field: 'district',
        message:
          `Score card: row ${row} is a second row for ${chamberWord(legislator.chamber)} ` +
          `district ${legislator.district} (the first is row ${first}), skipped`,
      });
      return;
    }
    seats.set(seat, row);
    legislators.push(legislator);
  });
  return { bills: columns.bills.map(({ index: _index, ...bill }) => bill), legislators, problems };
}

function readRow(
  cells: string[],
  row: number,
  { fixed, bills }: Columns,
  problems: SheetProblem[],
): ScoreCardLegislator | null {
  const cell = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? ''));
  const skip = (field: string, why: string) => {
    problems.push({
      source: SOURCE,
      outcome: 'skipped',
      row,
      field,
      message: `Score card: row ${row} ${why}, skipped`,
    });
    return null;
  };
  const chamberCell = cell(fixed.chamber);
  const chamber = readChamber(chamberCell);
  if (!chamber)
    return chamberCell.trim()
      ? skip('chamber', `has chamber ${quoted(chamberCell)}, which is neither House nor Senate`)
      : skip('chamber', 'has no chamber (House or Senate)');
  const districtCell = cell(fixed.district);
  const district = readDistrict(districtCell);
  if (district === null)
    return districtCell.trim()
      ? skip('district', `has district ${quoted(districtCell)}, which is not a number`)
      : skip('district', 'has no district');
  const rawName = cell(fixed.name).trim().replace(/\s+/g, ' ');
  const vacant = isVacantName(rawName);
  if (!rawName) return skip('name', 'has no name (write Vacant for an empty seat)');
  const who = vacant ? `row ${row}` : `row ${row} (${rawName})`;

  const votes = bills.map(({ key, label, position, index }) => {
    const written = cell(index);
    const vote: Vote | null = vacant ? 'notServing' : readVote(written);
    if (vote !== null) return { bill: key, vote, position };
    problems.push({
      source: SOURCE,
      outcome: 'repaired',
      row,
      field: label,
      message: `Score card: ${who}: the vote on ${label} reads ${quoted(written)}, shown as no vote recorded`,
    });
    return { bill: key, vote: 'notRecorded' as const, position };
  });

  let score = vacant ? null : readScore(cell(fixed.score));
  if (Number.isNaN(score)) {
    problems.push({
      source: SOURCE,
      outcome: 'repaired',
      row,
      field: 'score',
      message: `Score card: ${who}: the score ${quoted(cell(fixed.score))} is not a number from 0 to 100; worked out from the votes instead`,
    });
    score = null;
  }
  if (score === null && !vacant) score = scoreFromVotes(votes);

  const contact = (column: 'phone' | 'email', fits: (text: string) => boolean) => {
    const written = cell(fixed[column]).trim();
    if (!written || vacant) return null;
    if (fits(written)) return written;
    problems.push({
      source: SOURCE,
      outcome: 'repaired',
      row,
      field: column,
      message: `Score card: ${who}: the ${column === 'phone' ? 'phone number' : 'e-mail address'} ${quoted(written)} is not one, left out`,
    });
    return null;
  };
  const phone = contact('phone', (text) => /^[+()\d][\d ().+-]{6,24}$/.test(text));
  const email = contact('email', (text) => v.is(v.pipe(v.string(), v.email()), text));

  const checked = v.safeParse(ScoreCardLegislator, {
    phone,
    email,
    row,
    chamber,
    district,
    name: vacant ? null : rawName,
    votes: votes.map(({ bill, vote }) => ({ bill, vote })),
    score,
  });
  if (!checked.success) {
    const field = v.getDotPath(checked.issues[0]) ?? 'row';
    return field === 'district'
      ? skip(field, `has district ${district}, past the last ${chamberWord(chamber)} district`)
      : skip(field, `has a ${field} that does not fit (${checked.issues[0].message})`);
  }
  return checked.output;
}
