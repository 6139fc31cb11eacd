import { promises as fs } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { hooksStateDir } from '../shared/state-dir';
import { RELEASE_NAME } from './releases';

/**
 * A build makes two releases when the server indexes search after the pages go live: its
 * pages (named after the build) and the same pages with their search index. To a person they
 * are one build; this file, kept with the hooks' state, says which indexed copy belongs to
 * which build: `{ "<indexed copy>": "<build id>" }`.
 */
const FILE = 'indexed-copies.json';

/** The build a release belongs to (a release not listed is a build of its own). */
export type BuildOfRelease = (releaseId: string) => string;

async function readCopies(releasesDir: string): Promise<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(
      await fs.readFile(path.join(hooksStateDir(releasesDir), FILE), 'utf8'),
    );
    if (typeof parsed !== 'object' || parsed === null) return {};
    // Data from disk: keep only entries that still look like release ids.
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] =>
          RELEASE_NAME.test(entry[0]) &&
          typeof entry[1] === 'string' &&
          RELEASE_NAME.test(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

export async function readBuildOfRelease(releasesDir: string): Promise<BuildOfRelease> {
  const copies = await readCopies(releasesDir);
  return (releaseId) => copies[releaseId] ?? releaseId;
}

/** Records that `indexedCopy` holds the pages of `build`; forgets releases no longer kept. */
export async function recordIndexedCopy(
  releasesDir: string,
  build: string,
  indexedCopy: string,
  kept: readonly string[],
): Promise<void> {
  const copies = await readCopies(releasesDir);
  copies[indexedCopy] = build;
  const stillKept = Object.fromEntries(
    Object.entries(copies).filter(([copy]) => copy === indexedCopy || kept.includes(copy)),
  );
  const dir = hooksStateDir(releasesDir);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, FILE);
  await writeFileAtomic(file, JSON.stringify(stillKept));
}

/**
 * Releases grouped by build, oldest build first; each group lists its releases oldest first,
 * so the last one is the build's best (its indexed copy once there is one).
 */
export function groupByBuild(
  releases: readonly string[],
  buildOf: BuildOfRelease,
): Array<{ build: string; releases: string[] }> {
  const groups = new Map<string, string[]>();
  for (const release of [...releases].sort()) {
    const build = buildOf(release);
    groups.set(build, [...(groups.get(build) ?? []), release]);
  }
  return [...groups.entries()]
    .map(([build, members]) => ({ build, releases: members }))
    .sort((a, b) => (a.build < b.build ? -1 : a.build > b.build ? 1 : 0));
}
