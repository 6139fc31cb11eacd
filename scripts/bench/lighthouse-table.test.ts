import {
  failingAuditsLines,
  lighthouseSummary,
  lighthouseTable,
  movedPageLines,
  noindexLines,
  type LighthouseRow,
} from './lighthouse-table';
import type { LighthouseFigures, UrlResult } from './lighthouse-report';

const result = (overrides: Partial<LighthouseFigures> = {}, failing: string[] = []): UrlResult => ({
  figures: {
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 800,
    lcpMs: 1000,
    tbtMs: 30,
    cls: 0,
    ...overrides,
  },
  failing,
  finalUrls: [],
});

const rowOf = (table: string) => table.split('\n')[2] as string;

describe('lighthouse section', () => {
  it('marks each site median against its target, with the floor beside it', () => {
    const row = rowOf(
      lighthouseTable([
        {
          page: 'home',
          language: 'es',
          site: result({ performance: 97, cls: 0.05 }),
          floor: result({ performance: 100 }),
        },
      ]),
    );
    expect(row).toContain('97 / 100 ✗');
    expect(row).toContain('100 / 100 ✓');
    expect(row).toContain('1000 / 1000 (1.00×) ✓');
    expect(row).toContain('0.050 / 0.000 ✗');
    expect(row).toContain('| 800 / 800 |');
  });

  // One row whose site and floor differ only in `key`.
  const rowWith = (key: 'lcpMs' | 'tbtMs', site: number, floor: number) =>
    rowOf(
      lighthouseTable([
        {
          page: 'home',
          language: 'en',
          site: result({ [key]: site }),
          floor: result({ [key]: floor }),
        },
      ]),
    );

  it('holds the largest paint to 1.25 × the floor’s', () => {
    expect(rowWith('lcpMs', 1000, 800)).toContain('1000 / 800 (1.25×) ✓');
    expect(rowWith('lcpMs', 1001, 800)).toContain('1001 / 800 (1.25×) ✗');
  });

  it('holds blocking time to the floor’s plus 50 ms, whatever the floor’s', () => {
    expect(rowWith('tbtMs', 50, 0)).toContain('50 / 0 (+50) ✓');
    expect(rowWith('tbtMs', 51, 0)).toContain('51 / 0 (+51) ✗');
    expect(rowWith('tbtMs', 10, 24)).toContain('10 / 24 (−14) ✓');
  });

  it('counts the targets met and names the ones missed; without a floor none set against it is met', () => {
    const summary = lighthouseSummary([
      { page: 'home', language: 'en', site: result(), floor: result() },
      { page: 'donate', language: 'pt', site: result({ seo: 92 }), floor: undefined },
    ]);
    expect(summary).toBe(
      '11 of 14 medians meet their target. Missed: donate (pt) seo 92; donate (pt) lcp 1000 ms; donate (pt) tbt 30 ms.',
    );
  });

  it('lists a noindex page’s SEO apart, with its reason, instead of failing it', () => {
    const rows: LighthouseRow[] = ['en', 'es'].map((language) => ({
      page: 'life grant balance',
      language,
      site: result({ seo: 69 }),
      floor: result(),
      noindex: 'it shows a named recipient’s balance.',
    }));
    expect(rowOf(lighthouseTable(rows))).toContain('69 / 100 (noindex)');
    expect(lighthouseSummary(rows)).toBe('12 of 12 medians meet their target.');
    expect(noindexLines(rows)).toEqual([
      'Not meant to be found, so its SEO score is not held to 100: **life grant balance** (en 69, es 69): it shows a named recipient’s balance.',
    ]);
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

  describe('an address the site moves a browser away from', () => {
    const base = 'http://127.0.0.1:4250';
    const direct: LighthouseRow = {
      page: 'home',
      language: 'es',
      site: { ...result({ fcpMs: 900, lcpMs: 1200 }), finalUrls: [`${base}/es/`] },
      floor: result(),
      url: `${base}/es/`,
    };
    const moved = (figures: Partial<LighthouseFigures>, finalUrls: string[]): LighthouseRow => ({
      page: 'home, Spanish browser at /',
      language: 'es',
      site: { ...result(figures), finalUrls },
      floor: result(),
      url: `${base}/`,
      movedTo: `${base}/es/`,
    });

    it('is held to the page it moves to, opened directly, and must end there', () => {
      expect(movedPageLines([direct, moved({ fcpMs: 880, lcpMs: 1200 }, [`${base}/es/`])])).toEqual(
        [
          '**home, Spanish browser at /** (`/`, no language saved): every run ended on `/es/` ✓; ' +
            'against `/es/` opened directly: FCP 880 / 900 ms (−20) ✓, LCP 1200 / 1200 ms (+0) ✓.',
        ],
      );
    });

    it('says when it painted later, or a run stayed where it started', () => {
      const [line] = movedPageLines([
        moved({ fcpMs: 1500, lcpMs: 1800 }, [`${base}/`, `${base}/es/`]),
        direct,
      ]);
      expect(line).toContain('runs ended on `/`, `/es/` ✗');
      expect(line).toContain('FCP 1500 / 900 ms (+600) ✗, LCP 1800 / 1200 ms (+600) ✗');
    });

    it('adds no line when nothing is moved, and fails one whose comparison is missing', () => {
      expect(movedPageLines([direct])).toEqual([]);
      expect(movedPageLines([moved({}, [`${base}/es/`])])[0]).toContain('FCP 800 ms / n/a ✗');
    });
  });
});
