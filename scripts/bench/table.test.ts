import { markdownTable, median, ratio, siteFloor } from './table';
import { buildNotes, buildTable, targetsOf } from './build-table';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores failed runs and is NaN when every run failed', () => {
    expect(median([Number.NaN, 5, 7, Number.NaN])).toBe(6);
    expect(median([Number.NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });
});

describe('markdownTable', () => {
  it('pads every cell to its column, right-aligning where asked, as Prettier lays tables out', () => {
    const table = markdownTable(
      [{ header: 'Page' }, { header: 'Score', align: 'right' }],
      [
        ['home', '98'],
        ['legislator lookup', '100'],
      ],
    );
    expect(table.split('\n')).toEqual([
      '| Page              | Score |',
      '| ----------------- | ----: |',
      '| home              |    98 |',
      '| legislator lookup |   100 |',
    ]);
  });

  it('shows failed figures as n/a and ratios only over a non-zero floor', () => {
    expect(siteFloor(Number.NaN, 12.345, 1)).toBe('n/a / 12.3');
    expect(ratio(300, 100)).toBe('3.0×');
    expect(ratio(300, 0)).toBe('—');
    expect(ratio(undefined, 100)).toBe('—');
  });
});

describe('build section', () => {
  const build = (seconds: number, peakRssKb = 1024) => ({ pages: 9000, seconds, peakRssKb });
  const cellsOf = (table: string) =>
    (table.split('\n')[2] as string).split('|').map((cell) => cell.trim());

  it('holds the clean build to 0.5× the reference and 2 GiB, the warm one to 0.5×', () => {
    const clean = (seconds: number, kb: number) =>
      targetsOf({
        kind: 'clean',
        articles: 3000,
        targeted: true,
        site: build(seconds, kb),
        reference: build(200),
        floor: build(20),
      });
    expect(clean(100, 2047 * 1024)).toBe('≤ 0.5× ref. ✓, < 2048 MiB ✓');
    expect(clean(101, 2048 * 1024)).toBe('≤ 0.5× ref. ✗, < 2048 MiB ✗');
    const warm = (seconds: number) =>
      targetsOf({
        kind: 'warm',
        articles: 3000,
        targeted: true,
        site: build(seconds),
        reference: build(40),
        floor: build(5),
      });
    expect(warm(20)).toBe('≤ 0.5× ref. ✓');
    expect(warm(21)).toBe('≤ 0.5× ref. ✗');
  });

  it('misses the target when the reference failed, and sets none on rows without it', () => {
    const site = build(10);
    expect(targetsOf({ kind: 'warm', articles: 3000, targeted: true, site })).toBe('≤ 0.5× ref. ✗');
    expect(targetsOf({ kind: 'clean', articles: 30, site, floor: build(1) })).toBe('—');
  });

  it('shows each figure as site / reference / floor, with the ratios to both', () => {
    const table = buildTable([
      {
        kind: 'clean',
        articles: 300,
        targeted: true,
        site: build(90, 2048 * 1024),
        reference: build(200, 3072 * 1024),
        floor: build(30, 512 * 1024),
        apiRequests: 315,
      },
    ]);
    expect(cellsOf(table).slice(1, 10)).toEqual([
      'clean, 300 articles',
      '9000 / 9000 / 9000',
      '90.0 / 200.0 / 30.0',
      '0.45×',
      '3.0×',
      '100.0 / 45.0 / 300.0',
      '2048 / 3072 / 512',
      '315',
      '≤ 0.5× ref. ✓, < 2048 MiB ✗',
    ]);
  });

  it('reads a dash for the reference on rows it does not build, n/a where it failed', () => {
    const untargeted = buildTable([
      { kind: 'clean', articles: 30, site: build(9), floor: build(3) },
    ]);
    expect(cellsOf(untargeted).slice(3, 5)).toEqual(['9.0 / — / 3.0', '—']);
    const failed = buildTable([
      { kind: 'warm', articles: 3000, targeted: true, site: build(9), floor: build(3) },
    ]);
    expect(cellsOf(failed).slice(3, 5)).toEqual(['9.0 / n/a / 3.0', '—']);
  });

  it('shows a failed build as n/a, which misses its target', () => {
    const table = buildTable([{ kind: 'warm', articles: 3000, targeted: true, note: 'failed' }]);
    expect(table.split('\n')[2]).toMatch(
      /^\| warm, 1 of 3000 articles changed \| n\/a \/ n\/a \/ n\/a .*\| +n\/a \| ≤ 0.5× ref. ✗ \|$/,
    );
  });

  it('notes what the site and the reference each proved or why they failed', () => {
    expect(
      buildNotes([
        { kind: 'clean', articles: 3000, referenceNote: 'failed: out of memory' },
        { kind: 'warm', articles: 3000, note: 'shows it', referenceNote: 'shows it too' },
      ]),
    ).toEqual([
      '- clean, 3000 articles, reference: failed: out of memory',
      '- warm, 1 of 3000 articles changed: shows it',
      '- warm, 1 of 3000 articles changed, reference: shows it too',
    ]);
  });
});
