import path from 'node:path';
import { checkBuildReport } from '../../contract/build-report';
import type { BuildRecord } from './build-queue';
import { hooksStateDir } from '../shared/state-dir';
import { JsonFile } from './queue-state';

/** How many finished builds the console lists (a month of nightly builds and a few more). */
export const HISTORY_LENGTH = 60;

const isRecord = (value: unknown): value is BuildRecord => {
  const record = value as Partial<BuildRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.id === 'string' &&
    typeof record.reason === 'string' &&
    typeof record.startedAt === 'string' &&
    Array.isArray(record.articles) &&
    Array.isArray(record.phases)
  );
};

// The report was checked when the build read it; the file is data from disk, so again here.
const withCheckedReport = (record: BuildRecord): BuildRecord =>
  record.report == null ? record : { ...record, report: checkBuildReport(record.report).report };

/**
 * Finished builds, newest first, kept with the hooks' state so the console's timeline
 * survives a restart. Only the server writes it (one build finishes at a time).
 */
export class BuildHistory {
  private readonly file: JsonFile<unknown[]>;
  private builds: BuildRecord[];

  constructor(releasesDir: string) {
    this.file = new JsonFile(path.join(hooksStateDir(releasesDir), 'build-history.json'));
    const saved = this.file.read();
    this.builds = Array.isArray(saved) ? saved.filter(isRecord).map(withCheckedReport) : [];
  }

  add(build: BuildRecord): void {
    // The log tail stays out: it is for engineers, and the file stays small.
    const kept: BuildRecord = { ...build, logTail: [] };
    this.builds = [kept, ...this.builds.filter((b) => b.id !== build.id)].slice(0, HISTORY_LENGTH);
    this.file.write(this.builds);
  }

  list(): readonly BuildRecord[] {
    return this.builds;
  }
}
