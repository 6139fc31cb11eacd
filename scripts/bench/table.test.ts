import { markdownTable, median, ratio, siteFloor } from './table';
import { failingAuditsLines, lighthouseSummary, lighthouseTable } from './lighthouse-table';
import { buildTable, targetsOf } from './build-table';
import type { LighthouseFigures, UrlResult } from './lighthouse-report';

const result = (overrides: Partial<LighthouseFigures> = {}, failing: string[] = []): UrlResult => ({
  figures: {
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1200,
    tbtMs: 30,
    cls: 0,
    ...overrides,
  },
  failing,
});

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

describe('lighthouse section', () => {
  it('marks each site median against its target, with the floor beside it', () => {
    const table = lighthouseTable([
      {
        page: 'home',
        language: 'es',
        site: result({ performance: 96, cls: 0.05 }),
        floor: result({ performance: 100 }),
      },
    ]);
    const row = table.split('\n')[2] as string;
    expect(row).toContain('96 / 100 ✗');
    expect(row).toContain('100 / 100 ✓');
    expect(row).toContain('1200 / 1200 (1.0×)');
    expect(row).toContain('30 / 30 (1.0×) ✓');
    expect(row).toContain('0.050 / 0.000 ✗');
  });

  it('holds blocking time to twice the floor’s, so over a floor of 0 ms only 0 ms meets it', () => {
    const tbtCell = (site: number, floor: number) =>
      lighthouseTable([
        {
          page: 'home',
          language: 'en',
          site: result({ tbtMs: site }),
          floor: result({ tbtMs: floor }),
        },
      ]).split('\n')[2];
    expect(tbtCell(60, 30)).toContain('60 / 30 (2.0×) ✓');
    expect(tbtCell(61, 30)).toContain('61 / 30 (2.0×) ✗');
    expect(tbtCell(0, 0)).toContain('0 / 0 (—) ✓');
    expect(tbtCell(6, 0)).toContain('6 / 0 (—) ✗');
  });

  it('counts the targets met and names the ones missed', () => {
    const summary = lighthouseSummary([
      { page: 'home', language: 'en', site: result(), floor: undefined },
      { page: 'donate', language: 'pt', site: result({ seo: 92 }), floor: undefined },
    ]);
    // Without a floor figure the blocking-time target cannot be met.
    expect(summary).toBe(
      '9 of 12 medians meet their target. Missed: home (en) tbt 30 ms; donate (pt) seo 92; donate (pt) tbt 30 ms.',
    );
  });

  it('lists the failing audits of the site pages and of the floor, once per floor language', () => {
    const floor = result({}, ['errors-in-console']);
    const lines = failingAuditsLines([
      { page: 'home', language: 'en', site: result({}, ['color-contrast', 'image-alt']), floor },
      { page: 'donate', language: 'en', site: result(), floor },
    ]);
    expect(lines).toEqual([
      'Failing accessibility, best-practices and SEO audits (in any run):',
      '',
      '- home (en): color-contrast, image-alt',
      '- floor (en): errors-in-console',
    ]);
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
