import type { LighthouseFigures, UrlResult } from './lighthouse-report';
import { fixed, mark, markdownTable, siteFloor, type Column } from './table';

// The Lighthouse section: every site median beside the floor's median for the same language,
// each target-bearing figure marked ✓ or ✗.

export interface LighthouseRow {
  page: string;
  language: string;
  site: UrlResult;
  floor: UrlResult | undefined;
  /** Why the page is kept out of search results, when it is (its SEO score is listed apart). */
  noindex?: string;
  /** The address measured. */
  url?: string;
  /**
   * For an address the site should move the browser away from (`/` for a browser set to
   * Spanish): where it should end. The row measured at that address is its comparison.
   */
  movedTo?: string;
}

interface Target {
  key: keyof LighthouseFigures;
  header: string;
  met: (value: number) => boolean;
}

// Targets against floors that do the same work. SEO counts only on pages meant to be
// found; a `noindex` page fails Lighthouse's crawlability audit by design and is listed apart.
const TARGETS: Target[] = [
  { key: 'performance', header: 'Performance (≥ 98)', met: (value) => value >= 98 },
  { key: 'accessibility', header: 'Accessibility (100)', met: (value) => value >= 100 },
  { key: 'bestPractices', header: 'Best practices (≥ 95)', met: (value) => value >= 95 },
  { key: 'seo', header: 'SEO (100)', met: (value) => value >= 100 },
];

const CLS_TARGET = 0.02;
const LCP_TARGET_TIMES_FLOOR = 1.25;
// The floor's blocking time is 0-25 ms and moves by more than that between runs, so a multiple
// of it means nothing; what a visitor feels is the time added to it.
const TBT_TARGET_OVER_FLOOR_MS = 50;

// Without a floor figure, a target set against the floor is not met.
const lcpMet = (row: LighthouseRow): boolean =>
  row.floor !== undefined &&
  row.site.figures.lcpMs <= LCP_TARGET_TIMES_FLOOR * row.floor.figures.lcpMs;
const tbtMet = (row: LighthouseRow): boolean =>
  row.floor !== undefined &&
  row.site.figures.tbtMs <= row.floor.figures.tbtMs + TBT_TARGET_OVER_FLOOR_MS;
const targetApplies = (row: LighthouseRow, target: Target) =>
  !(target.key === 'seo' && row.noindex);

const cell = (row: LighthouseRow, key: keyof LighthouseFigures, digits = 0) =>
  siteFloor(row.site.figures[key], row.floor?.figures[key], digits);

const targetCell = (row: LighthouseRow, target: Target) =>
  `${cell(row, target.key)} ${
    targetApplies(row, target) ? mark(target.met(row.site.figures[target.key])) : '(noindex)'
  }`;

// Two decimals: the target is 1.25×, and 1.3× would not tell a pass from a miss.
const lcpRatio = (row: LighthouseRow) => {
  const floor = row.floor?.figures.lcpMs;
  return floor && floor > 0 ? `${(row.site.figures.lcpMs / floor).toFixed(2)}×` : '—';
};
const lcpCell = (row: LighthouseRow) =>
  `${cell(row, 'lcpMs')} (${lcpRatio(row)}) ${mark(lcpMet(row))}`;

const tbtCell = (row: LighthouseRow) => {
  if (row.floor === undefined) return `${cell(row, 'tbtMs')} (+n/a) ${mark(false)}`;
  const over = row.site.figures.tbtMs - row.floor.figures.tbtMs;
  return `${cell(row, 'tbtMs')} (${over < 0 ? '−' : '+'}${fixed(Math.abs(over))}) ${mark(tbtMet(row))}`;
};

export const lighthouseTable = (rows: LighthouseRow[]): string => {
  const columns: Column[] = [
    { header: 'Page' },
    { header: 'Lang' },
    ...TARGETS.map((target) => ({ header: target.header, align: 'right' as const })),
    { header: 'FCP ms', align: 'right' },
    { header: `LCP ms (≤ ${LCP_TARGET_TIMES_FLOOR} × floor)`, align: 'right' },
    { header: `TBT ms (≤ floor + ${TBT_TARGET_OVER_FLOOR_MS})`, align: 'right' },
    { header: `CLS (≤ ${CLS_TARGET})`, align: 'right' },
  ];
  const cells = rows.map((row) => [
    row.page,
    row.language,
    ...TARGETS.map((target) => targetCell(row, target)),
    cell(row, 'fcpMs'),
    lcpCell(row),
    tbtCell(row),
    `${cell(row, 'cls', 3)} ${mark(row.site.figures.cls <= CLS_TARGET)}`,
  ]);
  return markdownTable(columns, cells);
};

const rowChecks = (row: LighthouseRow) => {
  const { figures } = row.site;
  return [
    ...TARGETS.filter((target) => targetApplies(row, target)).map((target) => ({
      name: target.key,
      value: fixed(figures[target.key]),
      ok: target.met(figures[target.key]),
    })),
    { name: 'lcp', value: `${fixed(figures.lcpMs)} ms`, ok: lcpMet(row) },
    { name: 'tbt', value: `${fixed(figures.tbtMs)} ms`, ok: tbtMet(row) },
    { name: 'cls', value: fixed(figures.cls, 3), ok: figures.cls <= CLS_TARGET },
  ];
};

const where = (row: LighthouseRow) => `${row.page} (${row.language})`;

/** "40 of 42 medians meet their target. Missed: home (es) performance 95; …" */
export const lighthouseSummary = (rows: LighthouseRow[]): string => {
  const checks = rows.flatMap((row) =>
    rowChecks(row).map((check) => ({ ...check, where: where(row) })),
  );
  const missed = checks.filter((check) => !check.ok);
  const list = missed.map((check) => `${check.where} ${check.name} ${check.value}`).join('; ');
  return `${checks.length - missed.length} of ${checks.length} medians meet their target.${
    missed.length > 0 ? ` Missed: ${list}.` : ''
  }`;
};

/** The pages kept out of search results, each with its SEO score and the reason. */
export const noindexLines = (rows: LighthouseRow[]): string[] => {
  const pages = new Map<string, { reason: string; scores: string[] }>();
  for (const row of rows) {
    if (!row.noindex) continue;
    const page = pages.get(row.page) ?? { reason: row.noindex, scores: [] };
    page.scores.push(`${row.language} ${fixed(row.site.figures.seo)}`);
    pages.set(row.page, page);
  }
  return [...pages].map(
    ([page, { reason, scores }]) =>
      `Not meant to be found, so its SEO score is not held to 100: **${page}** (${scores.join(', ')}): ${reason}`,
  );
};

/** Which weighted audits failed (in any run), for the site's pages and for the floor. */
export const failingAuditsLines = (rows: LighthouseRow[]): string[] => {
  const floors = new Map(rows.map((row) => [`floor (${row.language})`, row.floor?.failing ?? []]));
  const entries = [
    ...rows.map((row) => [where(row), row.site.failing] as const),
    ...floors.entries(),
  ].filter(([, failing]) => failing.length > 0);
  return entries.length === 0
    ? ['No weighted accessibility, best-practices or SEO audit failed.']
    : [
        'Failing accessibility, best-practices and SEO audits (in any run):',
        '',
        ...entries.map(([name, failing]) => `- ${name}: ${failing.join(', ')}`),
      ];
};

const path = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

// The paints a move costs, each held to the figure of the address opened directly.
const MOVE_COSTS: Array<{ key: 'fcpMs' | 'lcpMs'; name: string }> = [
  { key: 'fcpMs', name: 'FCP' },
  { key: 'lcpMs', name: 'LCP' },
];

const signed = (value: number) => `${value < 0 ? '−' : '+'}${fixed(Math.abs(value))}`;

/**
 * Each moved address against the one it moves to, opened directly: it must end there in every
 * run (no run left on the page it started from) and paint no later.
 */
export const movedPageLines = (rows: LighthouseRow[]): string[] =>
  rows.flatMap((row) => {
    if (!row.movedTo) return [];
    const target = path(row.movedTo);
    const direct = rows.find((other) => other.url === row.movedTo && !other.movedTo);
    const { finalUrls } = row.site;
    const ended =
      finalUrls.length > 0 && finalUrls.every((url) => url === row.movedTo)
        ? `every run ended on \`${target}\` ✓`
        : `runs ended on ${finalUrls.map((url) => `\`${path(url)}\``).join(', ') || 'nothing'} ✗`;
    const comparisons = MOVE_COSTS.map(({ key, name }) => {
      const site = row.site.figures[key];
      const then = direct?.site.figures[key];
      if (then === undefined || !Number.isFinite(then) || !Number.isFinite(site)) {
        return `${name} ${fixed(site)} ms / n/a ${mark(false)}`;
      }
      return `${name} ${fixed(site)} / ${fixed(then)} ms (${signed(site - then)}) ${mark(site <= then)}`;
    });
    return [
      `**${row.page}** (\`${path(row.url ?? '')}\`, no language saved): ${ended}; ` +
        `against \`${target}\` opened directly: ${comparisons.join(', ')}.`,
    ];
  });
