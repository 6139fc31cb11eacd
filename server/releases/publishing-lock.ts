import { promises as fs } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/** While this file exists, builds keep their releases but none goes live (Netlify's deploy lock). */
export const LOCK_FILE = 'publishing-lock.json';

export interface PublishingLock {
  lockedAt: string;
  /** Why, in words for staff: "release X was rolled back to". */
  reason: string;
  /** Who locked it, by name ("Ana Ruiz", "the release command"); older lock files have none. */
  by?: string;
}

export async function readPublishingLock(releasesDir: string): Promise<PublishingLock | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.readFile(path.join(releasesDir, LOCK_FILE), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // A damaged lock file still locks: publishing by accident is the worse mistake.
    return { lockedAt: new Date(0).toISOString(), reason: 'the lock file could not be read' };
  }
  const lock = (parsed ?? {}) as Partial<PublishingLock>;
  return {
    lockedAt: typeof lock.lockedAt === 'string' ? lock.lockedAt : new Date(0).toISOString(),
    reason: typeof lock.reason === 'string' ? lock.reason : 'locked',
    ...(typeof lock.by === 'string' && lock.by !== '' ? { by: lock.by } : {}),
  };
}

export async function writePublishingLock(
  releasesDir: string,
  reason: string,
  by?: string,
): Promise<PublishingLock> {
  const lock: PublishingLock = {
    lockedAt: new Date().toISOString(),
    reason,
    ...(by ? { by } : {}),
  };
  await replaceLockFile(releasesDir, `${JSON.stringify(lock)}\n`);
  return lock;
}

/** The lock file's text as it is, or null when publishing is not locked: what a switch that fails puts back. */
export async function readLockFileText(releasesDir: string): Promise<string | null> {
  try {
    return await fs.readFile(path.join(releasesDir, LOCK_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Puts the lock file back as `readLockFileText` found it (null: no lock). */
export async function restoreLockFileText(releasesDir: string, text: string | null): Promise<void> {
  if (text === null) await removePublishingLock(releasesDir);
  else await replaceLockFile(releasesDir, text);
}

/**
 * Written whole or not at all (write-file-atomic removes its temporary file when the disk
 * refuses it): a full disk leaves the lock as it was, never a half-written lock nor a
 * temporary file beside it.
 */
async function replaceLockFile(releasesDir: string, text: string): Promise<void> {
  await writeFileAtomic(path.join(releasesDir, LOCK_FILE), text);
}

export async function removePublishingLock(releasesDir: string): Promise<void> {
  // unlink, not rm: rm answers a file it may not remove with a misleading ENOTDIR.
  try {
    await fs.unlink(path.join(releasesDir, LOCK_FILE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
