import type { BuildFigures } from './gatsby-build';
import { mark, markdownTable, ratio, siteFloor } from './table';

// The build-scaling section: each build beside the floor's build of as many pages.

export interface ScalingRow {
  kind: 'clean' | 'warm';
  articles: number;
  site?: BuildFigures;
  floor?: BuildFigures;
  /** Requests the site's build made to the provider API (from its build report). */
  apiRequests?: number;
  /** What went wrong, or what the row proves (the warm rebuild shows the changed article). */
  note?: string;
}

// Issue 10: ratios to the floor built in the same run, as the machine's speed varies.
export const CLEAN_TARGET = { articles: 3000, ratio: 1.2, peakMiB: 2048 };
export const WARM_TARGET_RATIO = 1.5;

const mib = (figures: BuildFigures | undefined) =>
  figures === undefined ? undefined : figures.peakRssKb / 1024;
const pagesPerSecond = (figures: BuildFigures | undefined) =>
  figures === undefined ? undefined : figures.pages / figures.seconds;

const label = (row: ScalingRow) =>
  row.kind === 'clean'
    ? `clean, ${row.articles} articles`
    : `warm, 1 of ${row.articles} articles changed`;

export const targetsOf = (row: ScalingRow): string => {
  const times = (row.site?.seconds ?? Number.NaN) / (row.floor?.seconds ?? Number.NaN);
  if (row.kind === 'warm') return `≤ ${WARM_TARGET_RATIO}× ${mark(times <= WARM_TARGET_RATIO)}`;
  if (row.articles !== CLEAN_TARGET.articles) return '—';
  const memory = mib(row.site) ?? Number.NaN;
  return (
    `≤ ${CLEAN_TARGET.ratio}× ${mark(times <= CLEAN_TARGET.ratio)}, ` +
    `< ${CLEAN_TARGET.peakMiB} MiB ${mark(memory < CLEAN_TARGET.peakMiB)}`
  );
};

export const buildTable = (rows: ScalingRow[]): string =>
  markdownTable(
    [
      { header: 'Build' },
      { header: 'Pages', align: 'right' },
      { header: 'Seconds', align: 'right' },
      { header: '× floor', align: 'right' },
      { header: 'Pages/s', align: 'right' },
      { header: 'Peak RSS MiB', align: 'right' },
      { header: '× floor', align: 'right' },
      { header: 'API requests', align: 'right' },
      { header: 'Target' },
    ],
    rows.map((row) => [
      label(row),
      siteFloor(row.site?.pages, row.floor?.pages),
      siteFloor(row.site?.seconds, row.floor?.seconds, 1),
      ratio(row.site?.seconds, row.floor?.seconds),
      siteFloor(pagesPerSecond(row.site), pagesPerSecond(row.floor), 1),
      siteFloor(mib(row.site), mib(row.floor)),
      ratio(mib(row.site), mib(row.floor)),
      row.apiRequests === undefined ? 'n/a' : String(row.apiRequests),
      targetsOf(row),
    ]),
  );

export const buildNotes = (rows: ScalingRow[]): string[] =>
  rows.filter((row) => row.note).map((row) => `- ${label(row)}: ${row.note}`);
