// Pure helpers for the figures and their Markdown tables. The tables come out already in
// Prettier's layout (padded cells, dashed delimiter row), so the committed results file
// passes `prettier --check` as written.

/** Median of the finite values; NaN when there is none (every run failed). */
export const median = (values: number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export interface Column {
  header: string;
  align?: 'left' | 'right';
}

const pad = (text: string, width: number, align: Column['align']): string =>
  align === 'right' ? text.padStart(width) : text.padEnd(width);

export const markdownTable = (columns: Column[], rows: string[][]): string => {
  const widths = columns.map((column, index) =>
    Math.max(3, column.header.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => pad(cell, widths[index] ?? 3, columns[index]?.align)).join(' | ')} |`;
  const delimiter = columns.map((column, index) => {
    const width = widths[index] ?? 3;
    return column.align === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width);
  });
  return [
    line(columns.map((column) => column.header)),
    `| ${delimiter.join(' | ')} |`,
    ...rows.map((row) => line(columns.map((_, index) => row[index] ?? ''))),
  ].join('\n');
};

export const mark = (ok: boolean): string => (ok ? '✓' : '✗');

/** A number for a table cell; failed measurements read "n/a" instead of "NaN". */
export const fixed = (value: number | undefined, digits = 0): string =>
  value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

/** "site / floor", the way every figure is shown beside its floor. */
export const siteFloor = (site: number | undefined, floor: number | undefined, digits = 0) =>
  `${fixed(site, digits)} / ${fixed(floor, digits)}`;

/** site ÷ floor as "2.3×"; a dash when the floor is zero or missing. */
export const ratio = (site: number | undefined, floor: number | undefined, digits = 1): string =>
  site !== undefined && floor !== undefined && Number.isFinite(site) && floor > 0
    ? `${(site / floor).toFixed(digits)}×`
    : '—';
