// Issue 50, finding 3: a switch without its lock. A rollback on a nearly full disk pointed
// `current` at the old build, then could not write the publishing lock (a 0-byte `.tmp` left),
// answered as if nothing had changed, and skipped the purge; the next build went live over
// the rollback. Here the releases live on a small tmpfs this test mounts and fills: a real
// ENOSPC, not an injected one.
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  ftruncateSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { GoLive, type ReleaseLiveEvent } from './go-live';
import { LOCK_FILE, writePublishingLock } from './publishing-lock';
import { createReleaseId, currentRelease, switchRelease } from './releases';
import { NotSwitchedError, SwitchedButError } from './switch-failures';
import { makeTempDir } from '../test-support/fake-site';

const PAGE = 4096;

let dir: string;
let disk: string;
let mounted = false;

beforeAll(() => {
  dir = makeTempDir('switch-without-lock');
  disk = path.join(dir, 'disk');
  mkdirSync(disk);
  const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', disk], {
    encoding: 'utf8',
  });
  mounted = mount.status === 0;
  if (!mounted) {
    console.warn(
      `Skipping the full-disk switch tests: mounting a tmpfs needs root (${mount.stderr.trim()}).`,
    );
  }
});

afterAll(() => {
  if (mounted) spawnSync('umount', [disk]);
  rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  if (mounted) for (const name of readdirSync(disk)) rmSync(path.join(disk, name), { recursive: true });
});

/** Two releases, the newer one live, as after two builds. */
function twoReleases(): { releasesDir: string; older: string; newer: string } {
  const releasesDir = path.join(disk, 'releases');
  const [older, newer] = [createReleaseId(), createReleaseId()];
  for (const id of [older, newer]) {
    mkdirSync(path.join(releasesDir, id), { recursive: true });
    writeFileSync(path.join(releasesDir, id, 'index.html'), `<h1>${id}</h1>`);
  }
  return { releasesDir, older, newer };
}

/** Fills the disk to its last page, then frees `pagesLeft` of them. */
function fillDisk(pagesLeft: number): void {
  const fd = openSync(path.join(disk, 'filler'), 'w');
  try {
    const chunk = Buffer.alloc(PAGE, 1);
    for (;;) {
      try {
        writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
        throw error;
      }
    }
    ftruncateSync(fd, Math.max(0, fstatSync(fd).size - pagesLeft * PAGE));
  } finally {
    closeSync(fd);
  }
}

interface Seen {
  current: string | null;
  lock: string | null;
  /** Temporary files a write left behind. */
  leftovers: string[];
}

async function look(releasesDir: string): Promise<Seen> {
  let lock: string | null = null;
  try {
    lock = readFileSync(path.join(releasesDir, LOCK_FILE), 'utf8');
  } catch {
    lock = null;
  }
  return {
    current: await currentRelease(releasesDir),
    lock,
    leftovers: readdirSync(releasesDir).filter(
      (name) => name.endsWith('.tmp') || name.startsWith('.current-'),
    ),
  };
}

/** A rollback on the full disk, with what it answered and what the listener heard. */
async function rollBack(releasesDir: string) {
  const events: ReleaseLiveEvent[] = [];
  const goLive = new GoLive({ releasesDir, onReleaseLive: (event) => void events.push(event) });
  let failure: unknown = null;
  try {
    await goLive.rollback(undefined, 'Ana Ruiz');
  } catch (error) {
    failure = error;
  }
  return { events, failure };
}

/** The switch and its lock went together or not at all, and the answer says which. */
function expectTogetherOrNotAtAll(
  before: Seen,
  after: Seen,
  outcome: { events: ReleaseLiveEvent[]; failure: unknown },
) {
  const switched = after.current !== before.current;
  expect({ switched, lockChanged: after.lock !== before.lock }).toEqual({
    switched,
    lockChanged: switched,
  });
  expect(after.leftovers).toEqual([]);
  if (switched) {
    expect(outcome.events).toEqual([{ releaseId: after.current, reason: 'rollback' }]);
    expect(outcome.failure === null || outcome.failure instanceof SwitchedButError).toBe(true);
  } else {
    expect(outcome.events).toEqual([]);
    expect(outcome.failure).toBeInstanceOf(NotSwitchedError);
    expect((outcome.failure as NotSwitchedError).afterwards).toMatch(/nothing was changed/);
  }
}

const onTmpfs = (name: string, fn: () => Promise<void>) =>
  test(name, async () => {
    if (!mounted) return;
    await fn();
  });

describe('issue 50 finding 3: a switch without its lock (a rollback on a real full disk)', () => {
  onTmpfs('with one free page, the rollback switches and locks together or not at all', async () => {
    const { releasesDir, older, newer } = twoReleases();
    await switchRelease(releasesDir, newer);
    fillDisk(1);
    const before = await look(releasesDir);
    const outcome = await rollBack(releasesDir);
    const after = await look(releasesDir);
    expectTogetherOrNotAtAll(before, after, outcome);
    expect([newer, older]).toContain(after.current);
  });

  onTmpfs('with no free page, nothing changes and the answer says so', async () => {
    const { releasesDir, newer } = twoReleases();
    await switchRelease(releasesDir, newer);
    fillDisk(0);
    const before = await look(releasesDir);
    const outcome = await rollBack(releasesDir);
    expectTogetherOrNotAtAll(before, await look(releasesDir), outcome);
  });

  onTmpfs('while publishing is already stopped, the old lock stays whole', async () => {
    const { releasesDir, newer } = twoReleases();
    await switchRelease(releasesDir, newer);
    await writePublishingLock(releasesDir, 'the gala post has the wrong date', 'Ana Ruiz');
    fillDisk(1);
    const before = await look(releasesDir);
    const outcome = await rollBack(releasesDir);
    const after = await look(releasesDir);
    expectTogetherOrNotAtAll(before, after, outcome);
    if (after.current === newer) expect(after.lock).toBe(before.lock);
  });

});
