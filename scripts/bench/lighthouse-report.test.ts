import { failingAudits, figuresOf, summariseRuns, type Report } from './lighthouse-report';

const report = (
  performance: number,
  lcp: number,
  failing: string[] = [],
  finalDisplayedUrl = 'http://127.0.0.1/',
): Report => ({
  finalDisplayedUrl,
  categories: {
    performance: { score: performance },
    accessibility: {
      score: failing.length ? 0.9 : 1,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'image-alt', weight: 10 },
        { id: 'tabindex', weight: 0 },
      ],
    },
    'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    seo: { score: 1, auditRefs: [{ id: 'document-title', weight: 1 }] },
  },
  audits: {
    'first-contentful-paint': { score: 1, numericValue: lcp / 2 },
    'largest-contentful-paint': { score: 0.9, numericValue: lcp },
    'total-blocking-time': { score: 1, numericValue: 10 },
    'cumulative-layout-shift': { score: 1, numericValue: 0.001 },
    'color-contrast': { score: failing.includes('color-contrast') ? 0 : 1 },
    'image-alt': { score: null },
    tabindex: { score: 0 },
    'errors-in-console': { score: 1 },
    'document-title': { score: 1 },
  },
});

describe('Lighthouse reports', () => {
  it('reads the scores out of 100 and the metrics', () => {
    expect(figuresOf(report(0.97, 1500))).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      fcpMs: 750,
      lcpMs: 1500,
      tbtMs: 10,
      cls: 0.001,
    });
  });

  it('names failing weighted audits, not unweighted or not-applicable ones', () => {
    expect(failingAudits(report(1, 1000, ['color-contrast']))).toEqual(['color-contrast']);
    expect(failingAudits(report(1, 1000))).toEqual([]);
  });

  it('takes the median of each figure over the runs and the audits failing in any run', () => {
    const summary = summariseRuns([
      report(0.9, 3000),
      report(0.99, 1000, ['color-contrast']),
      report(0.95, 2000),
    ]);
    expect(summary.figures.performance).toBe(95);
    expect(summary.figures.lcpMs).toBe(2000);
    expect(summary.figures.accessibility).toBe(100);
    expect(summary.failing).toEqual(['color-contrast']);
    expect(summary.finalUrls).toEqual(['http://127.0.0.1/']);
  });

  it('lists every address the runs ended on, so a run that was not moved shows', () => {
    const summary = summariseRuns([
      report(1, 1000, [], 'http://127.0.0.1/es/'),
      report(1, 1000, [], 'http://127.0.0.1/'),
      report(1, 1000, [], 'http://127.0.0.1/es/'),
    ]);
    expect(summary.finalUrls).toEqual(['http://127.0.0.1/', 'http://127.0.0.1/es/']);
  });

  it('reads n/a figures when every run failed', () => {
    expect(summariseRuns([]).figures.performance).toBeNaN();
  });
});
