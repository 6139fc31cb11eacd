import fs from 'fs';
import path from 'path';
import type { SheetProblem } from './sheet-problem';

interface Fallback {
  what: string;
  reason: string;
}

/**
 * Adds this plugin's lines to the build report gatsby-source-pluapi wrote moments before
 * (sourceNodes runs plugin by plugin), in the shape the server reads: `skipped` and
 * `repaired` records carry a `message` the staff notification shows as it is.
 */
export function addToReport(file: string, problems: SheetProblem[], fallbacks: Fallback[]): void {
  if (!file) return;
  let report: Record<string, unknown> = {};
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // No report yet (or an unreadable one): start a new one.
  }
  const list = (key: string) => (Array.isArray(report[key]) ? (report[key] as unknown[]) : []);
  const record = ({ source, row, field, message }: SheetProblem) => ({
    endpoint: source,
    ...(row === undefined ? {} : { row }),
    ...(field === undefined ? {} : { field }),
    reason: message,
    message,
  });
  const next = {
    ...report,
    skipped: [...list('skipped'), ...problems.filter((p) => p.outcome === 'skipped').map(record)],
    repaired: [...list('repaired'), ...problems.filter((p) => p.outcome !== 'skipped').map(record)],
    fallbacks: [...list('fallbacks'), ...fallbacks],
    requests: typeof report.requests === 'number' ? report.requests : 0,
  };
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(next, null, 2));
}
