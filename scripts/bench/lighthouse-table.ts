import type { LighthouseFigures, UrlResult } from './lighthouse-report';
import { fixed, mark, markdownTable, ratio, siteFloor, type Column } from './table';

// The Lighthouse section: every site median beside the floor's median for the same language,
// each target-bearing figure marked ✓ or ✗.

export interface LighthouseRow {
  page: string;
  language: string;
  site: UrlResult;
  floor: UrlResult | undefined;
}

interface Target {
  key: keyof LighthouseFigures;
  header: string;
  met: (value: number) => boolean;
}

const TARGETS: Target[] = [
  { key: 'performance', header: 'Performance (≥ 97)', met: (value) => value >= 97 },
  { key: 'accessibility', header: 'Accessibility (100)', met: (value) => value >= 100 },
  { key: 'bestPractices', header: 'Best practices (≥ 95)', met: (value) => value >= 95 },
  { key: 'seo', header: 'SEO (100)', met: (value) => value >= 100 },
];

const CLS_TARGET = 0.02;
const TBT_TARGET_TIMES_FLOOR = 2;

// Issue 14: at most twice the floor's, taken literally: over a floor of 0 ms only 0 ms meets
// it, and without a floor figure nothing does.
const tbtMet = (row: LighthouseRow): boolean =>
  row.floor !== undefined &&
  row.site.figures.tbtMs <= TBT_TARGET_TIMES_FLOOR * row.floor.figures.tbtMs;

const cell = (row: LighthouseRow, key: keyof LighthouseFigures, digits = 0) =>
  siteFloor(row.site.figures[key], row.floor?.figures[key], digits);

const timeCell = (row: LighthouseRow, key: 'lcpMs' | 'tbtMs') =>
  `${cell(row, key)} (${ratio(row.site.figures[key], row.floor?.figures[key])})`;

export const lighthouseTable = (rows: LighthouseRow[]): string => {
  const columns: Column[] = [
    { header: 'Page' },
    { header: 'Lang' },
    ...TARGETS.map((target) => ({ header: target.header, align: 'right' as const })),
    { header: 'LCP ms (× floor)', align: 'right' },
    { header: `TBT ms (≤ ${TBT_TARGET_TIMES_FLOOR} × floor)`, align: 'right' },
    { header: `CLS (≤ ${CLS_TARGET})`, align: 'right' },
  ];
  const cells = rows.map((row) => [
    row.page,
    row.language,
    ...TARGETS.map(
      (target) => `${cell(row, target.key)} ${mark(target.met(row.site.figures[target.key]))}`,
    ),
    timeCell(row, 'lcpMs'),
    `${timeCell(row, 'tbtMs')} ${mark(tbtMet(row))}`,
    `${cell(row, 'cls', 3)} ${mark(row.site.figures.cls <= CLS_TARGET)}`,
  ]);
  return markdownTable(columns, cells);
};

const rowChecks = (row: LighthouseRow) => {
  const { figures } = row.site;
  return [
    ...TARGETS.map((target) => ({
      name: target.key,
      value: fixed(figures[target.key]),
      ok: target.met(figures[target.key]),
    })),
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
