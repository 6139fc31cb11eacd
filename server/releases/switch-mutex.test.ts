import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLISH_MUTEX_FILE, withSwitchMutex } from './switch-mutex';
import { makeTempDir } from '../test-support/fake-site';

// Real files, processes and timers: slow on a busy machine.
jest.setTimeout(30_000);

let dir: string;
let lockFile: string;
beforeEach(() => {
  dir = makeTempDir('mutex');
  lockFile = path.join(dir, PUBLISH_MUTEX_FILE);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const QUICK = { waitMs: 2_000 };
const ago = (file: string, seconds: number) => {
  const then = new Date(Date.now() - seconds * 1000);
  utimesSync(file, then, then);
};
/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;
const enospc = async () => {
  throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
};

/** Runs contenders at once and returns the most that ever held the mutex together. */
async function mostAtOnce(contenders: number, options = {}): Promise<number> {
  let inside = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: contenders }, () =>
      withSwitchMutex(
        dir,
        async () => {
          inside += 1;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 20));
          inside -= 1;
        },
        options,
      ),
    ),
  );
  return most;
}

test('a 0-byte lock left by a full disk is taken over', async () => {
  writeFileSync(lockFile, '');
  ago(lockFile, 5);
  await expect(withSwitchMutex(dir, async () => 'switched', QUICK)).resolves.toBe('switched');
  expect(existsSync(lockFile)).toBe(false);
});

test("an older version's lock (a bare pid) is waited for while its process lives, taken over once gone", async () => {
  writeFileSync(lockFile, `${process.ppid}\n`);
  await expect(withSwitchMutex(dir, async () => 'x', { waitMs: 300 })).rejects.toThrow(
    `(process ${process.ppid})`,
  );
  writeFileSync(lockFile, `${deadPid()}\n`);
  await expect(withSwitchMutex(dir, async () => 'switched', QUICK)).resolves.toBe('switched');
});

test('a full disk while locking leaves no lock behind', async () => {
  await expect(withSwitchMutex(dir, async () => 'never', { writeFile: enospc })).rejects.toThrow(
    /ENOSPC/,
  );
  expect(readdirSync(dir)).toEqual([]);
  await expect(withSwitchMutex(dir, async () => 'next', QUICK)).resolves.toBe('next');
});

test('the lock is written whole and names its holder by pid, start time and nonce', async () => {
  const seen = await withSwitchMutex(dir, async () => readFileSync(lockFile, 'utf8'));
  expect(JSON.parse(seen)).toEqual({
    pid: process.pid,
    startedAt: expect.any(Number),
    nonce: expect.stringMatching(/^[0-9a-f]{24}$/),
  });
});

test('a lock left by an earlier run with our own pid is taken over', async () => {
  // A container restarted: node is pid 1 again, as it was for the run that left the lock.
  writeFileSync(lockFile, JSON.stringify({ pid: process.pid, startedAt: 1, nonce: 'old' }));
  await expect(withSwitchMutex(dir, async () => 'switched', QUICK)).resolves.toBe('switched');
});

test('a live pid that stopped refreshing the lock is taken over once the lock is stale', async () => {
  // The pid was reused by an unrelated live process (our parent stands in for it).
  writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, startedAt: 1, nonce: 'reused' }));
  await expect(withSwitchMutex(dir, async () => 'x', { waitMs: 300 })).rejects.toThrow(
    `another publish is running (process ${process.ppid})`,
  );
  ago(lockFile, 60);
  await expect(withSwitchMutex(dir, async () => 'switched', QUICK)).resolves.toBe('switched');
});

test('a holder that refreshes its lock is never taken over, however long it works', async () => {
  const options = { staleMs: 300, refreshMs: 50, waitMs: 5_000 };
  let firstDone = false;
  const first = withSwitchMutex(
    dir,
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      firstDone = true;
    },
    options,
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  await withSwitchMutex(dir, async () => expect(firstDone).toBe(true), options);
  await first;
});

test('contenders racing over a dead holder take turns', async () => {
  for (let trial = 0; trial < 3; trial += 1) {
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: deadPid(), startedAt: 1, nonce: `dead${trial}` }),
    );
    expect(await mostAtOnce(4, QUICK)).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
  }
});

test("a holder whose lock was taken over does not remove the new holder's lock", async () => {
  const other = JSON.stringify({ pid: deadPid(), startedAt: 1, nonce: 'someone-else' });
  await withSwitchMutex(dir, async () => {
    // What a takeover leaves: the same name, another holder's token.
    rmSync(lockFile);
    writeFileSync(lockFile, other);
  });
  expect(readFileSync(lockFile, 'utf8')).toBe(other);
});

test('four processes racing over a dead holder take turns', async () => {
  const tsx = path.join(__dirname, '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const contender = path.join(__dirname, '..', 'test-support', 'mutex-contender.ts');
  const go = path.join(dir, '.go');
  writeFileSync(lockFile, JSON.stringify({ pid: deadPid(), startedAt: 1, nonce: 'dead' }));
  const exits = Array.from({ length: 4 }, () => {
    const child = spawn(process.execPath, [tsx, contender, dir, go], { stdio: 'inherit' });
    return new Promise<number | null>((resolve) => child.on('exit', resolve));
  });
  // All four start the race together, once each is loaded.
  while (readdirSync(dir).filter((name) => name.startsWith('.ready-')).length < 4) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  writeFileSync(go, '');
  expect(await Promise.all(exits)).toEqual([0, 0, 0, 0]);
  expect(existsSync(lockFile)).toBe(false);
}, 60_000);
