import { median } from './table';

// What the bench reads from a Lighthouse report (LHR): the category scores, four metrics,
// which weighted audits failed, so a missed target says why, and the address the page ended
// on, so a measurement of `/` that should have moved to `/es/` shows that it did.

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface Report {
  categories: Record<
    string,
    { score: number | null; auditRefs?: Array<{ id: string; weight: number }> } | undefined
  >;
  audits: Record<string, { score?: number | null; numericValue?: number } | undefined>;
  runtimeError?: { message: string };
  /** The address of the page Lighthouse saw last, after any redirect (also a script's). */
  finalDisplayedUrl?: string;
}

export interface UrlResult {
  figures: LighthouseFigures;
  /** Weighted accessibility, best-practices and SEO audits that failed in any run. */
  failing: string[];
  /** Every address the runs ended on (one, unless a run was moved elsewhere). */
  finalUrls: string[];
}

const KEYS: Array<keyof LighthouseFigures> = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
];

const score = (report: Report, id: string) => (report.categories[id]?.score ?? Number.NaN) * 100;
const numeric = (report: Report, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

export const figuresOf = (report: Report): LighthouseFigures => ({
  performance: score(report, 'performance'),
  accessibility: score(report, 'accessibility'),
  bestPractices: score(report, 'best-practices'),
  seo: score(report, 'seo'),
  fcpMs: numeric(report, 'first-contentful-paint'),
  lcpMs: numeric(report, 'largest-contentful-paint'),
  tbtMs: numeric(report, 'total-blocking-time'),
  cls: numeric(report, 'cumulative-layout-shift'),
});

export const failingAudits = (report: Report): string[] =>
  ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      // A null score is "not applicable" or informative: it neither passes nor fails.
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );

/** Each figure's median over the runs; failed runs are left out (n/a when none is left). */
export const summariseRuns = (reports: Report[]): UrlResult => {
  const runs = reports.map(figuresOf);
  return {
    figures: Object.fromEntries(
      KEYS.map((key) => [key, median(runs.map((run) => run[key]))]),
    ) as unknown as LighthouseFigures,
    failing: [...new Set(reports.flatMap(failingAudits))].sort(),
    finalUrls: [...new Set(reports.flatMap((report) => report.finalDisplayedUrl ?? []))].sort(),
  };
};
