import type { ScoreCardRow } from './score-card-types';

export const SORT_KEYS = ['score', 'district', 'name'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type Direction = 'ascending' | 'descending';
export type ChamberFilter = 'all' | 'house' | 'senate';

export interface View {
  sort: SortKey;
  direction: Direction;
  chamber: ChamberFilter;
  name: string;
}

export const DEFAULT_VIEW: View = {
  sort: 'district',
  direction: 'ascending',
  chamber: 'all',
  name: '',
};

/** Score and name sort first ascending too; the first click on a column heading says so. */
export const nextDirection = (view: View, key: SortKey): Direction =>
  view.sort === key && view.direction === 'ascending' ? 'descending' : 'ascending';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const CHAMBER_ORDER: Record<string, number> = { senate: 0, house: 1 };

/** Vacant seats and seats with no score always come last, whichever the direction. */
export function applyView(rows: readonly ScoreCardRow[], view: View): ScoreCardRow[] {
  const wanted = fold(view.name);
  const sign = view.direction === 'ascending' ? 1 : -1;
  const bySeat = (a: ScoreCardRow, b: ScoreCardRow) =>
    (CHAMBER_ORDER[a.chamber] ?? 2) - (CHAMBER_ORDER[b.chamber] ?? 2) || a.district - b.district;
  const compare = (a: ScoreCardRow, b: ScoreCardRow): number => {
    if (view.sort === 'score') {
      if (a.score === null || b.score === null)
        return (a.score === null ? 1 : 0) - (b.score === null ? 1 : 0);
      return sign * (a.score - b.score) || bySeat(a, b);
    }
    if (view.sort === 'name') {
      if (a.name === null || b.name === null)
        return (a.name === null ? 1 : 0) - (b.name === null ? 1 : 0);
      return sign * a.name.localeCompare(b.name) || bySeat(a, b);
    }
    return (
      sign * (a.district - b.district) ||
      (CHAMBER_ORDER[a.chamber] ?? 2) - (CHAMBER_ORDER[b.chamber] ?? 2)
    );
  };
  return rows
    .filter((row) => view.chamber === 'all' || row.chamber === view.chamber)
    .filter((row) => !wanted || fold(row.name ?? '').includes(wanted))
    .sort(compare);
}
