// Our own lock, not proper-lockfile (issue 51, point 4): measured with proper-lockfile 4.1.2,
// the latest (and in DEPLOYING.md, under "Build, publish, serve"), it cannot
// - name its holder: its lock is an empty directory that unlock removes with rmdir (a holder
//   file inside made unlock fail, ENOTEMPTY), so no "another publish is running (process N)";
// - see that a holder is gone: it judges by age alone (2 s at least, 10 s by default); a holder
//   killed with SIGKILL blocked the next lock for 10.1 s. Ours takes over at once when the pid is
//   gone or was an earlier run's (a restarted container's pid 1);
// - keep contenders apart over a stale lock: 4 processes, 100 trials, two holders at once in 16
//   (one removed the lock another had just made). Ours, the same trial: never, in 100;
// - read the lock on disk today: `.publish.lock` is a file (an older server or release command
//   holds it during an upgrade); proper-lockfile fails on a stale one with ENOTDIR.
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/** Held while a release switches, by the server and by the release CLI alike (Capistrano's deploy lock). */
export const PUBLISH_MUTEX_FILE = '.publish.lock';

/** Who holds the lock: a pid alone can be reused, or be ours again after a container restart. */
export interface MutexToken {
  pid: number;
  /** When the holding process started (ms since the epoch). */
  startedAt: number;
  /** Unique to one hold: only the process that wrote it may remove the lock. */
  nonce: string;
}

export interface MutexOptions {
  /** How long to wait for a live holder before giving up. */
  waitMs?: number;
  /** A lock whose file was not refreshed for this long is abandoned, whoever holds it. */
  staleMs?: number;
  /** How often a holder touches its lock to show it is still at work. */
  refreshMs?: number;
  /** Writes the lock's content; tests pass one that fails as a full disk does. */
  writeFile?: (file: string, data: string) => Promise<void>;
}

const DEFAULTS = { waitMs: 30_000, staleMs: 20_000, refreshMs: 5_000 };
const POLL_MS = 50;
const PROCESS_STARTED_AT = Math.round(Date.now() - process.uptime() * 1000);
/** The holds of this process now: another lock with our pid is a leftover of an earlier run. */
const heldHere = new Set<string>();

/** Writes and syncs a whole file; the caller links it into place: no lock is seen half-written. */
const writeSynced = (file: string, data: string): Promise<void> => writeFileAtomic(file, data);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Seen {
  token: MutexToken | null;
  ino: number;
  ageMs: number;
}

/** The lock as it is now (content and identity read through one handle), or null if gone. */
async function look(file: string): Promise<Seen | null> {
  let handle;
  try {
    handle = await fs.open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const stat = await handle.stat();
    const text = await handle.readFile('utf8');
    return { token: tokenOf(text), ino: stat.ino, ageMs: Date.now() - stat.mtimeMs };
  } finally {
    await handle.close();
  }
}

/** The holder a lock file names; null when it names none (empty or damaged). */
function tokenOf(text: string): MutexToken | null {
  // A bare pid: an older version of this code holds it (it never refreshes the file).
  if (/^\d+\n?$/.test(text)) return { pid: Number(text), startedAt: 0, nonce: 'pid only' };
  try {
    const parsed = JSON.parse(text) as Partial<MutexToken> | null;
    if (
      Number.isInteger(parsed?.pid) &&
      typeof parsed?.startedAt === 'number' &&
      typeof parsed.nonce === 'string'
    ) {
      return parsed as MutexToken;
    }
  } catch {
    // Empty or damaged (a disk that filled under that older version).
  }
  return null;
}

/** Why the lock may be taken over, or null while its holder may still be at work. */
function staleness(seen: Seen, staleMs: number): string | null {
  if (seen.ageMs > staleMs) return `not refreshed for ${Math.round(seen.ageMs / 1000)} s`;
  const { token } = seen;
  // Locks are only ever created whole, so an unreadable one is a leftover; the short grace
  // covers an older version of this code still writing its pid.
  if (!token) return seen.ageMs > 2_000 ? 'unreadable' : null;
  if (token.pid === process.pid) {
    if (token.startedAt !== PROCESS_STARTED_AT) return 'left by an earlier run with our pid';
    return heldHere.has(token.nonce) ? null : 'left by this process';
  }
  return isAlive(token.pid) ? null : `process ${token.pid} is gone`;
}

const uniqueName = (file: string, what: string) =>
  `${file}.${what}-${process.pid}-${randomBytes(6).toString('hex')}`;

/**
 * Removes the lock seen as `stale`, and nothing else. Contenders that judged the same lock
 * stale race to create one guard named after it (link is atomic): one wins, the rest wait.
 * The winner moves the lock aside and checks it moved what it judged; a fresh lock that
 * replaced it meanwhile is put back.
 */
async function takeOver(file: string, stale: Seen, write: MutexOptions['writeFile']) {
  const guard = `${file}.takeover-${stale.ino}-${stale.token?.nonce ?? 'unreadable'}`;
  const mine = uniqueName(file, 'guard');
  try {
    await (write ?? writeSynced)(mine, `${process.pid}\n`);
    await fs.link(mine, guard);
  } catch {
    // Another contender is taking it over (or the disk is full): look again shortly.
    return;
  } finally {
    await fs.rm(mine, { force: true });
  }
  try {
    // A contender that judged the same lock may have finished its takeover already.
    const now = await look(file);
    if (!now || now.ino !== stale.ino || now.token?.nonce !== stale.token?.nonce) return;
    const aside = uniqueName(file, 'stale');
    try {
      // A move, not a write: it takes exactly the entry judged stale, so a fresh lock is put back.
      await fs.rename(file, aside);
    } catch {
      return;
    }
    const moved = await look(aside);
    if (moved && moved.ino !== stale.ino) await fs.link(aside, file).catch(() => undefined);
    await fs.rm(aside, { force: true });
  } finally {
    await fs.rm(guard, { force: true });
  }
}

/**
 * Removes guards and temporary files (write-file-atomic's own have their name as prefix) left by
 * a process that died mid-way: they only live for milliseconds.
 */
async function sweepGuards(releasesDir: string, staleMs: number) {
  for (const name of await fs.readdir(releasesDir).catch(() => [] as string[])) {
    if (!/^\.publish\.lock\.(takeover|guard|stale|new)-/.test(name)) continue;
    const stat = await fs.stat(path.join(releasesDir, name)).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > staleMs) {
      await fs.rm(path.join(releasesDir, name), { force: true });
    }
  }
}

/** Tries once to create the lock whole: a synced temporary file, linked into place. */
async function tryCreate(file: string, token: MutexToken, options: MutexOptions) {
  const temp = uniqueName(file, 'new');
  try {
    await (options.writeFile ?? writeSynced)(temp, `${JSON.stringify(token)}\n`);
    await fs.link(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await fs.rm(temp, { force: true });
  }
}

/** Removes the lock only if it is still ours (a takeover may have replaced it). */
async function release(file: string, token: MutexToken) {
  const seen = await look(file).catch(() => null);
  if (seen?.token?.nonce === token.nonce) await fs.rm(file, { force: true });
}

/**
 * Runs `task` while holding `<releasesDir>/.publish.lock`. The lock names its holder (pid,
 * start time, nonce) and is touched every few seconds while held; one that is not refreshed,
 * whose process is gone, or that an earlier run with our pid left, is taken over. A live
 * holder is waited for, then reported by pid.
 */
export async function withSwitchMutex<T>(
  releasesDir: string,
  task: () => Promise<T>,
  options: MutexOptions = {},
): Promise<T> {
  const { waitMs, staleMs, refreshMs } = { ...DEFAULTS, ...options };
  await fs.mkdir(releasesDir, { recursive: true });
  const file = path.join(releasesDir, PUBLISH_MUTEX_FILE);
  const token: MutexToken = {
    pid: process.pid,
    startedAt: PROCESS_STARTED_AT,
    nonce: randomBytes(12).toString('hex'),
  };
  const deadline = Date.now() + waitMs;
  let swept = false;
  for (;;) {
    if (await tryCreate(file, token, options)) break;
    const seen = await look(file);
    if (!seen) continue;
    if (staleness(seen, staleMs)) {
      await takeOver(file, seen, options.writeFile);
      continue;
    }
    if (!swept) {
      swept = true;
      await sweepGuards(releasesDir, staleMs);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `another publish is running (process ${seen.token?.pid ?? 'unknown'}); try again`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  heldHere.add(token.nonce);
  const refresh = setInterval(() => {
    const now = new Date();
    void look(file)
      .then((seen) => (seen?.token?.nonce === token.nonce ? fs.utimes(file, now, now) : undefined))
      .catch(() => undefined);
  }, refreshMs);
  refresh.unref();
  try {
    return await task();
  } finally {
    clearInterval(refresh);
    heldHere.delete(token.nonce);
    await release(file, token);
  }
}
