import { applyView, DEFAULT_VIEW, nextDirection } from './sort-and-filter';
import type { ScoreCardRow } from './score-card-types';

const row = (
  chamber: string,
  district: number,
  name: string | null,
  score: number | null,
): ScoreCardRow => ({
  chamber,
  district,
  name,
  slug: `${chamber}-${district}`,
  score,
  votes: [],
});
const ROWS = [
  row('house', 2, 'Zoë Alta', 40),
  row('senate', 2, 'Ana Loa', 90),
  row('house', 1, null, null),
  row('senate', 1, 'Bo Juab', 60),
];
const names = (rows: ScoreCardRow[]) => rows.map(({ name }) => name);

describe('applyView', () => {
  it('sorts by district, Senate before House in each district', () => {
    expect(names(applyView(ROWS, DEFAULT_VIEW))).toEqual(['Bo Juab', null, 'Ana Loa', 'Zoë Alta']);
  });

  it('sorts by score either way, with vacant seats last', () => {
    expect(
      names(applyView(ROWS, { ...DEFAULT_VIEW, sort: 'score', direction: 'descending' })),
    ).toEqual(['Ana Loa', 'Bo Juab', 'Zoë Alta', null]);
    expect(names(applyView(ROWS, { ...DEFAULT_VIEW, sort: 'score' }))).toEqual([
      'Zoë Alta',
      'Bo Juab',
      'Ana Loa',
      null,
    ]);
  });

  it('filters by chamber and by a part of the name, accents and case aside', () => {
    expect(names(applyView(ROWS, { ...DEFAULT_VIEW, chamber: 'senate', sort: 'name' }))).toEqual([
      'Ana Loa',
      'Bo Juab',
    ]);
    expect(names(applyView(ROWS, { ...DEFAULT_VIEW, name: 'zoe' }))).toEqual(['Zoë Alta']);
  });

  it('turns a sorted column the other way on a second click', () => {
    expect(nextDirection(DEFAULT_VIEW, 'district')).toBe('descending');
    expect(nextDirection(DEFAULT_VIEW, 'score')).toBe('ascending');
  });
});
