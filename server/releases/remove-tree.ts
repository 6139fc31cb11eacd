import { promises as fs } from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import { removeInChild } from './tree-in-child';

/**
 * Files and folders removed at once when the server removes them itself. It reads every file
 * it serves in the same four threads of libuv: fs.rm queues a whole release's removals at once
 * (47,000 files and folders at 3,000 articles) ahead of them, and a visitor's read then waited
 * up to 1.8 s.
 */
const REMOVALS_AT_ONCE = 4;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Removes `target` and, for a folder, everything under it: by `rm` in a child process at a low
 * priority (tree-in-child.ts), or where that fails, in the server a few entries at a time so
 * that visitors' reads keep their place. Nothing there is fine (as `fs.rm` with `force`).
 */
export async function removeTree(target: string): Promise<void> {
  const stat = await fs.lstat(target).catch((error: unknown) => {
    if (missing(error)) return null;
    throw error;
  });
  if (!stat) return;
  if (stat.isDirectory() && (await removeInChild(target))) return;
  await removeInServer(target, stat.isDirectory());
}

/** Removes `target` in the server's own file-system threads, REMOVALS_AT_ONCE at a time. */
async function removeInServer(target: string, targetIsFolder: boolean): Promise<void> {
  const limit = pLimit(REMOVALS_AT_ONCE);
  const remove = async (entry: string, isFolder: boolean): Promise<void> => {
    if (!isFolder) {
      await limit(() => fs.rm(entry, { force: true }));
      return;
    }
    const children = await limit(() => fs.readdir(entry, { withFileTypes: true })).catch(
      (error: unknown) => {
        if (missing(error)) return [];
        throw error;
      },
    );
    await Promise.all(
      children.map((child) => remove(path.join(entry, child.name), child.isDirectory())),
    );
    await limit(() => fs.rm(entry, { recursive: true, force: true }));
  };
  await remove(target, targetIsFolder);
}

/**
 * Moves release `name` out of the way at once, under the staging prefix (removed at the next
 * start if the server stops before `removeTree` is done), and returns where it went; null
 * when there was no such release.
 */
export async function moveReleaseAside(releasesDir: string, name: string): Promise<string | null> {
  const aside = path.join(releasesDir, `.staging-removed-${name}`);
  try {
    await fs.rename(path.join(releasesDir, name), aside);
    return aside;
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}
