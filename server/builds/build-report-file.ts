import { promises as fs } from 'node:fs';

// What the source plugin wrote about the last build (plugins/gatsby-source-pluapi/build-report.ts):
// records it skipped or repaired and the fallbacks it used, so staff can see in
// `GET /hooks/status` what did not publish and why.
export interface PluapiBuildReport {
  skipped: unknown[];
  repaired: unknown[];
  fallbacks: unknown[];
  requests: number | null;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The report the build wrote, or null when there is none (a build that failed early). */
export async function readBuildReport(file: string): Promise<PluapiBuildReport | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const report = parsed as Record<string, unknown>;
  return {
    skipped: list(report.skipped),
    repaired: list(report.repaired),
    fallbacks: list(report.fallbacks),
    requests: typeof report.requests === 'number' ? report.requests : null,
  };
}
