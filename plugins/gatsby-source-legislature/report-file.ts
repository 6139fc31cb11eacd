import fs from 'fs';
import path from 'path';
import {
  checkBuildReport,
  type BuildReport,
  type ReportedRecord,
  type ReportFallback,
} from '../../contract/build-report';
import type { SheetProblem } from './sheet-problem';

/**
 * Adds this plugin's lines to the build report gatsby-source-pluapi wrote moments before
 * (sourceNodes runs plugin by plugin), in the shape contract/build-report.ts gives it:
 * `skipped` and `repaired` records carry a `message` the staff notification shows as it is.
 */
export function addToReport(
  file: string,
  problems: SheetProblem[],
  fallbacks: ReportFallback[],
): void {
  if (!file) return;
  let written: unknown = null;
  try {
    written = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // No report yet (or an unreadable one): start a new one.
  }
  const report = checkBuildReport(written).report;
  const record = ({ source, row, field, message }: SheetProblem): ReportedRecord => ({
    endpoint: source,
    ...(row === undefined ? {} : { row }),
    ...(field === undefined ? {} : { field }),
    reason: message,
    message,
  });
  const next: BuildReport = {
    skipped: [
      ...(report?.skipped ?? []),
      ...problems.filter((p) => p.outcome === 'skipped').map(record),
    ],
    repaired: [
      ...(report?.repaired ?? []),
      ...problems.filter((p) => p.outcome !== 'skipped').map(record),
    ],
    fallbacks: [...(report?.fallbacks ?? []), ...fallbacks],
    changedArticles: report?.changedArticles ?? null,
    requests: report?.requests ?? 0,
  };
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(next, null, 2));
}
