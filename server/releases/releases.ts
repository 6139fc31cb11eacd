import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { moveReleaseAside, removeTree } from './remove-tree';

/** Releases live in `<releasesDir>/<id>/`; `<releasesDir>/current` is a relative symlink to the live one. */
export const CURRENT_LINK = 'current';
export const KEEP_RELEASES = 5;
export const RELEASE_NAME = /^\d{8}T\d{9}Z-[0-9a-f]{6}$/;

let lastIdMs = 0;

/** A sortable, unique id such as `20250601T030000123Z-a1b2c3`; later calls always sort later. */
export function createReleaseId(now = Date.now()): string {
  lastIdMs = Math.max(now, lastIdMs + 1);
  const stamp = new Date(lastIdMs).toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Release names, oldest first. */
export async function listReleases(releasesDir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(releasesDir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory() && RELEASE_NAME.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

export async function currentRelease(releasesDir: string): Promise<string | null> {
  try {
    return path.basename(await fs.readlink(path.join(releasesDir, CURRENT_LINK)));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Points `current` at a release atomically: rename(2) over the old link leaves no moment without one. */
export async function switchRelease(releasesDir: string, name: string): Promise<void> {
  await fs.access(path.join(releasesDir, name, 'index.html'));
  const temporaryLink = path.join(releasesDir, `.current-${randomBytes(4).toString('hex')}`);
  await fs.symlink(name, temporaryLink);
  try {
    // rename, not write-file-atomic: that writes a file's content and cannot make a symlink.
    await fs.rename(temporaryLink, path.join(releasesDir, CURRENT_LINK));
  } catch (error) {
    await fs.rm(temporaryLink, { force: true });
    throw error;
  }
}

/** Deletes all but the newest `keep` releases, never the current one. Returns the deleted names. */
export async function pruneReleases(releasesDir: string, keep = KEEP_RELEASES): Promise<string[]> {
  const [releases, current] = await Promise.all([
    listReleases(releasesDir),
    currentRelease(releasesDir),
  ]);
  const doomed = releases
    .slice(0, Math.max(0, releases.length - keep))
    .filter((r) => r !== current);
  // Each moved aside at once, then removed a few files at a time, behind visitors' reads.
  for (const name of doomed) {
    const aside = await moveReleaseAside(releasesDir, name);
    if (aside) await removeTree(aside);
  }
  return doomed;
}
