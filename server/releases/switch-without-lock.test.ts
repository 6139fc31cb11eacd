// Issue 50, finding 3: a switch without its lock. A rollback on a nearly full disk pointed
// `current` at the old build, then could not write the publishing lock (a 0-byte `.tmp` left),
// answered as if nothing had changed, and skipped the purge; the next build went live over
// the rollback. Here the releases live on a small tmpfs this test mounts and fills: a real
// ENOSPC, not an injected one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GoLive, type ReleaseLiveEvent } from './go-live';
import { LOCK_FILE, writePublishingLock } from './publishing-lock';
import { currentRelease, switchRelease } from './releases';
import { NotSwitchedError, SwitchedButError } from './switch-failures';
import { fillDiskLeaving, nearlyFullDisk, twoReleases } from '../test-support/nearly-full-disk';

const disk = nearlyFullDisk('switch-without-lock');

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

const onTmpfs = (name: string, fn: (dir: string) => Promise<void>) =>
  test(name, async () => {
    if (disk.dir) await fn(disk.dir);
  });

describe('issue 50 finding 3: a switch without its lock (a rollback on a real full disk)', () => {
  onTmpfs('with one free page, the rollback switches and locks together or not at all', async (dir) => {
    const { releasesDir, older, newer } = twoReleases(dir);
    await switchRelease(releasesDir, newer);
    fillDiskLeaving(dir, 1);
    const before = await look(releasesDir);
    const outcome = await rollBack(releasesDir);
    const after = await look(releasesDir);
    expectTogetherOrNotAtAll(before, after, outcome);
    expect([newer, older]).toContain(after.current);
  });

  onTmpfs('with no free page, nothing changes and the answer says so', async (dir) => {
    const { releasesDir, newer } = twoReleases(dir);
    await switchRelease(releasesDir, newer);
    fillDiskLeaving(dir, 0);
    const before = await look(releasesDir);
    const outcome = await rollBack(releasesDir);
    expectTogetherOrNotAtAll(before, await look(releasesDir), outcome);
  });

  onTmpfs('while publishing is already stopped, the old lock stays whole', async (dir) => {
    const { releasesDir, newer } = twoReleases(dir);
    await switchRelease(releasesDir, newer);
    await writePublishingLock(releasesDir, 'the gala post has the wrong date', 'Ana Ruiz');
    fillDiskLeaving(dir, 1);
    const before = await look(releasesDir);
    const outcome = await rollBack(releasesDir);
    const after = await look(releasesDir);
    expectTogetherOrNotAtAll(before, after, outcome);
    if (after.current === newer) expect(after.lock).toBe(before.lock);
  });

});
