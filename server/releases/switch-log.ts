import path from 'node:path';
import { hooksStateDir } from '../shared/state-dir';
import { diskStateFs, type StateFs } from '../shared/state-file';
import { RELEASE_NAME } from './releases';

/**
 * Every switch of visitors' release, one JSON line each, so the console can say when each
 * build was live after a restart and after its releases are deleted. Written by GoLive inside
 * the switch mutex (by the server and the release command alike), so lines never interleave.
 */
export interface SwitchEntry {
  at: string;
  release: string;
  /** The build the release belongs to when it went live (its indexed copy is the same build). */
  build: string;
  /** What made it live: "build", "search index", "publish", "rollback", "unlock". */
  reason: string;
  /** The staff member who did it, when a person did. */
  by?: string;
}

/** Years of builds every few minutes stay a few hundred kilobytes. */
export const SWITCHES_KEPT = 2000;

export const switchLogFile = (releasesDir: string) =>
  path.join(hooksStateDir(releasesDir), 'switches.jsonl');

// Data from disk: a line that does not look like a switch is left out, not trusted.
function parseLine(line: string): SwitchEntry | null {
  try {
    const entry = JSON.parse(line) as Partial<SwitchEntry> | null;
    if (
      typeof entry?.at !== 'string' ||
      Number.isNaN(Date.parse(entry.at)) ||
      typeof entry.release !== 'string' ||
      !RELEASE_NAME.test(entry.release) ||
      typeof entry.build !== 'string' ||
      !RELEASE_NAME.test(entry.build) ||
      typeof entry.reason !== 'string'
    ) {
      return null;
    }
    const { at, release, build, reason, by } = entry;
    return typeof by === 'string' ? { at, release, build, reason, by } : { at, release, build, reason };
  } catch {
    return null;
  }
}

/** The switches recorded, oldest first; none when there is no log yet. */
export function readSwitches(releasesDir: string, fs: StateFs = diskStateFs): SwitchEntry[] {
  const text = fs.read(switchLogFile(releasesDir)) ?? '';
  return text
    .split('\n')
    .map(parseLine)
    .filter((entry): entry is SwitchEntry => entry !== null);
}

/**
 * Appends one switch (synced); past twice `kept` lines the oldest are dropped in one rewrite,
 * so the file stays bounded without a rewrite per switch. Call inside the switch mutex.
 */
export function recordSwitch(
  releasesDir: string,
  entry: SwitchEntry,
  { kept = SWITCHES_KEPT, fs = diskStateFs }: { kept?: number; fs?: StateFs } = {},
): void {
  const file = switchLogFile(releasesDir);
  fs.append(file, `${JSON.stringify(entry)}\n`);
  const entries = readSwitches(releasesDir, fs);
  if (entries.length > 2 * kept) {
    fs.replace(file, entries.slice(-kept).map((e) => `${JSON.stringify(e)}\n`).join(''));
  }
}
