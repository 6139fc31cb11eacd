import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Held while a release switches, by the server and by the release CLI alike (Capistrano's deploy lock). */
export const PUBLISH_MUTEX_FILE = '.publish.lock';
const WAIT_MS = 30_000;
const POLL_MS = 50;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(file: string): Promise<number | null> {
  const pid = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Runs `task` while holding `<releasesDir>/.publish.lock`. A lock left by a process that no
 * longer exists (kill -9) is taken over; a live holder is waited for, then reported by pid.
 */
export async function withPublishMutex<T>(releasesDir: string, task: () => Promise<T>): Promise<T> {
  await fs.mkdir(releasesDir, { recursive: true });
  const file = path.join(releasesDir, PUBLISH_MUTEX_FILE);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await holderOf(file);
    if (holder !== null && !isAlive(holder)) {
      await fs.rm(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(`another publish is running (process ${holder ?? 'unknown'}); try again`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    return await task();
  } finally {
    await fs.rm(file, { force: true });
  }
}
