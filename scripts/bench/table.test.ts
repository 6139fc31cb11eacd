import { markdownTable, median, ratio, siteFloor } from './table';
import { buildTable, targetsOf } from './build-table';

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
  const build = (seconds: number, peakRssKb: number) => ({ pages: 9000, seconds, peakRssKb });

  it('holds the 3000-article clean build to 1.2× the floor and 2 GiB, the warm one to 1.5×', () => {
    const floor = build(70, 1);
    const clean = (seconds: number, kb: number) =>
      targetsOf({ kind: 'clean', articles: 3000, site: build(seconds, kb), floor });
    expect(clean(84, 1024 * 1024)).toBe('≤ 1.2× ✓, < 2048 MiB ✓');
    expect(clean(85, 3 * 1024 * 1024)).toBe('≤ 1.2× ✗, < 2048 MiB ✗');
    const warm = (seconds: number) =>
      targetsOf({ kind: 'warm', articles: 3000, site: build(seconds, 1), floor: build(10, 1) });
    expect(warm(15)).toBe('≤ 1.5× ✓');
    expect(warm(16)).toBe('≤ 1.5× ✗');
    expect(targetsOf({ kind: 'warm', articles: 3000, site: build(15, 1) })).toBe('≤ 1.5× ✗');
    expect(targetsOf({ kind: 'clean', articles: 30, site: build(10, 1) })).toBe('—');
  });

  it('shows a failed build as n/a, which misses its target', () => {
    const table = buildTable([{ kind: 'warm', articles: 3000, note: 'failed: boom' }]);
    expect(table.split('\n')[2]).toMatch(
      /^\| warm, 1 of 3000 articles changed \| n\/a \/ n\/a .*\| +n\/a \| ≤ 1.5× ✗ \|$/,
    );
  });

  it('gives pages per second and memory in MiB beside the floor', () => {
    const table = buildTable([
      { kind: 'clean', articles: 30, site: build(90, 2048 * 1024), floor: build(30, 512 * 1024) },
    ]);
    const cells = (table.split('\n')[2] as string).split('|').map((cell) => cell.trim());
    expect(cells.slice(2, 8)).toEqual([
      '9000 / 9000',
      '90.0 / 30.0',
      '3.0×',
      '100.0 / 300.0',
      '2048 / 512',
      '4.0×',
    ]);
  });
});
