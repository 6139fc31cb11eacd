import { promises as fs } from 'node:fs';
import { type BuildReport, checkBuildReport } from '../../contract/build-report';

// What the source plugins wrote about the last build (contract/build-report.ts): records they
// skipped or repaired and the fallbacks they used, so staff can see in `GET /hooks/status`
// and the build's message what did not publish and why. Checked here, once.

export interface ReadBuildReport {
  /** The report, or null when there is none (a build that failed early, an unreadable file). */
  report: BuildReport | null;
  /** What could not be read, as a sentence for the build's log; null when all was read. */
  problem: string | null;
}

/** The report the build wrote, checked against the contract; never throws. */
export async function readBuildReport(file: string): Promise<ReadBuildReport> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return { report: null, problem: null };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {
      report: null,
      problem:
        'The build report is not JSON, so what the build skipped, repaired or replaced is not shown.',
    };
  }
  return checkBuildReport(parsed);
}
