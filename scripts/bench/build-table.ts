import type { AppScriptFigures } from './app-script';
import type { BuildFigures } from './gatsby-build';
import { fixed, mark, markdownTable, ratio } from './table';

// The build-scaling section: each build beside the reference's (same articles, built as
// Gatsby's documentation teaches) and the floor's (as many trivial pages).

export interface ScalingRow {
  kind: 'clean' | 'warm';
  articles: number;
  site?: BuildFigures;
  /** Built on the targeted row only. */
  reference?: BuildFigures;
  floor?: BuildFigures;
  /** The row the targets hold for: 3,000 articles (with --quick, the last, smaller count). */
  targeted?: boolean;
  /** Every page's app script and the largest shared chunk after the site's clean build. */
  appScript?: AppScriptFigures;
  /** Requests the site's build made to the provider API (from its build report). */
  apiRequests?: number;
  /** What went wrong, or what the row proves (the warm rebuild shows the changed article). */
  note?: string;
  referenceNote?: string;
}

// Ratios to a reference doing the same work, built in the same run; the floor stays
// beside them as the least Gatsby itself costs.
export const TARGETS = { articles: 3000, cleanRatio: 0.5, peakMiB: 2048, warmRatio: 0.5 };

const mib = (figures: BuildFigures | undefined) =>
  figures === undefined ? undefined : figures.peakRssKb / 1024;
const pagesPerSecond = (figures: BuildFigures | undefined) =>
  figures === undefined ? undefined : figures.pages / figures.seconds;

const label = (row: ScalingRow) =>
  row.kind === 'clean'
    ? `clean, ${row.articles} articles`
    : `warm, 1 of ${row.articles} articles changed`;

export const targetsOf = (row: ScalingRow): string => {
  if (!row.targeted) return '—';
  const times = (row.site?.seconds ?? Number.NaN) / (row.reference?.seconds ?? Number.NaN);
  if (row.kind === 'warm')
    return `≤ ${TARGETS.warmRatio}× ref. ${mark(times <= TARGETS.warmRatio)}`;
  const memory = mib(row.site) ?? Number.NaN;
  return (
    `≤ ${TARGETS.cleanRatio}× ref. ${mark(times <= TARGETS.cleanRatio)}, ` +
    `< ${TARGETS.peakMiB} MiB ${mark(memory < TARGETS.peakMiB)}`
  );
};

/** "site / reference / floor"; the reference reads "—" on rows it does not build. */
const threeWay = (
  row: ScalingRow,
  figure: (figures: BuildFigures | undefined) => number | undefined,
  digits = 0,
) =>
  [
    fixed(figure(row.site), digits),
    row.targeted ? fixed(figure(row.reference), digits) : '—',
    fixed(figure(row.floor), digits),
  ].join(' / ');

const seconds = (figures: BuildFigures | undefined) => figures?.seconds;

export const buildTable = (rows: ScalingRow[]): string =>
  markdownTable(
    [
      { header: 'Build' },
      { header: 'Pages', align: 'right' },
      { header: 'Seconds', align: 'right' },
      { header: '× ref.', align: 'right' },
      { header: '× floor', align: 'right' },
      { header: 'Pages/s', align: 'right' },
      { header: 'Peak RSS MiB', align: 'right' },
      { header: 'API requests', align: 'right' },
      { header: 'Target' },
    ],
    rows.map((row) => [
      label(row),
      threeWay(row, (figures) => figures?.pages),
      threeWay(row, seconds, 1),
      // Two digits: the target is 0.5×, and 0.54× must not read as meeting it.
      row.targeted ? ratio(seconds(row.site), seconds(row.reference), 2) : '—',
      ratio(seconds(row.site), seconds(row.floor)),
      threeWay(row, pagesPerSecond, 1),
      threeWay(row, mib),
      row.apiRequests === undefined ? 'n/a' : String(row.apiRequests),
      targetsOf(row),
    ]),
  );

export const buildNotes = (rows: ScalingRow[]): string[] =>
  rows.flatMap((row) => [
    ...(row.note ? [`- ${label(row)}: ${row.note}`] : []),
    ...(row.referenceNote ? [`- ${label(row)}, reference: ${row.referenceNote}`] : []),
  ]);
