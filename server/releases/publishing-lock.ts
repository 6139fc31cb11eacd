import { promises as fs } from 'node:fs';
import path from 'node:path';

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
  const file = path.join(releasesDir, LOCK_FILE);
  await fs.writeFile(`${file}.tmp`, `${JSON.stringify(lock)}\n`);
  await fs.rename(`${file}.tmp`, file);
  return lock;
}

export async function removePublishingLock(releasesDir: string): Promise<void> {
  await fs.rm(path.join(releasesDir, LOCK_FILE), { force: true });
}
