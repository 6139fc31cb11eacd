// Issue 50, finding 3: a switch without its lock, as the console reports it. A rollback on a
// nearly full disk answered "It could not be done: ENOSPC … Nothing else was changed." while
// visitors already saw the old build, and nobody was told or audited. Here the console's action
// runs GoLive on a real filesystem that fails: a small full tmpfs, an immutable lock file.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { BuildQueue } from '../builds/build-queue';
import type { StaffMessage } from '../notify';
import { ReleaseActions } from '../releases/release-actions';
import { GoLive, type ReleaseLiveEvent } from '../releases/go-live';
import { LOCK_FILE, readPublishingLock, writePublishingLock } from '../releases/publishing-lock';
import { currentRelease, switchRelease } from '../releases/releases';
import { NotSwitchedError } from '../releases/switch-failures';
import { fillDiskLeaving, nearlyFullDisk, twoReleases } from '../test-support/nearly-full-disk';
import type { StaffActionRecord } from '../audit/action-record';
import { performAction } from './actions';
import type { Timeline, TimelineBuild } from './timeline';

const disk = nearlyFullDisk('switch-outcome');
const ANA = { via: 'staff' as const, name: 'Ana Ruiz', email: 'ana@example.org' };

function build(id: string, live: boolean): TimelineBuild {
  return {
    id,
    name: `the build ${id}`,
    release: id,
    live,
    startedAt: null,
    finishedAt: null,
    startedBy: 'the CMS',
    changed: null,
    articles: [],
    fullRefresh: false,
    outcome: 'succeeded',
    state: live ? 'live' : 'kept',
    skipped: [],
    repaired: [],
    steps: [],
    search: null,
  };
}

function timeline(live: string, other: string, locked: boolean): Timeline {
  return {
    summary: '',
    liveBuild: live,
    liveRelease: live,
    locked,
    running: null,
    queued: null,
    builds: [build(other, false), build(live, true)],
    newestKept: locked ? build(other, false) : null,
  };
}

/** The console's action on `releasesDir`, with what staff were told and what was audited. */
function consoleOn(releasesDir: string) {
  const events: ReleaseLiveEvent[] = [];
  const told: StaffMessage[] = [];
  const audited: StaffActionRecord[] = [];
  const actions = {
    record: (entry: StaffActionRecord) => void audited.push(entry),
    recent: async () => [],
  };
  const releaseActions = new ReleaseActions({
    releasesDir,
    goLive: new GoLive({ releasesDir, onReleaseLive: (event) => void events.push(event) }),
    notifyStaff: (message: StaffMessage) => void told.push(message),
    actions,
    logError: () => undefined,
  });
  const deps = { releaseActions, queue: {} as BuildQueue, actions, logError: () => undefined };
  return { events, told, audited, deps };
}

describe('issue 50 finding 3: a switch without its lock, as the console reports it', () => {
  test('a console rollback on a nearly full disk changes visitors’ release only with its lock, and says which', async () => {
    const dir = disk.dir;
    if (!dir) return;
    const { releasesDir, older, newer } = twoReleases(dir);
    await switchRelease(releasesDir, newer);
    fillDiskLeaving(dir, 1);
    const { events, told, audited, deps } = consoleOn(releasesDir);
    const form = { build: older, reason: '', publishNewest: false };
    let answer: unknown;
    try {
      answer = await performAction('rollback', form, ANA, timeline(newer, older, false), deps);
    } catch (error) {
      answer = error;
    }
    const live = await currentRelease(releasesDir);
    const lock = await readPublishingLock(releasesDir);
    if (live === newer) {
      expect(answer).toBeInstanceOf(NotSwitchedError);
      expect((answer as NotSwitchedError).afterwards).toBe(
        'Visitors still see the same release; nothing was changed.',
      );
      expect({ lock, events, told, audited }).toEqual({
        lock: null,
        events: [],
        told: [],
        audited: [],
      });
    } else {
      expect(live).toBe(older);
      expect(lock?.reason).toMatch(/^rolled back/);
      expect(answer).toEqual({ done: 'rolled-back' });
      expect(events).toEqual([{ releaseId: older, reason: 'rollback' }]);
      expect(told.map((message) => message.subject)).toEqual(['Website rolled back by Ana Ruiz']);
      expect(audited).toMatchObject([{ action: 'rollback', build: older }]);
    }
  });

  test('a console resume that published but could not lift the lock says visitors see the build, and still tells and audits', async () => {
    const dir = disk.dir;
    if (!dir) return;
    const { releasesDir, older, newer } = twoReleases(dir);
    await switchRelease(releasesDir, older);
    await writePublishingLock(releasesDir, 'the gala post has the wrong date', 'Ana Ruiz');
    const lockFile = path.join(releasesDir, LOCK_FILE);
    // A lock file even root cannot remove: a filesystem that refuses the second write.
    if (spawnSync('chattr', ['+i', lockFile]).status !== 0) return;
    try {
      const { events, told, audited, deps } = consoleOn(releasesDir);
      const form = { reason: '', publishNewest: true };
      const answer = await performAction('unlock', form, ANA, timeline(older, newer, true), deps);
      expect(await currentRelease(releasesDir)).toBe(newer);
      expect(await readPublishingLock(releasesDir)).not.toBeNull();
      expect(answer).toEqual({
        partly: [
          `The build ${newer} is live: visitors see it now.`,
          'But publishing could not be resumed (the file system did not allow it), so it is still stopped.',
          'Publishing is stopped: new builds are kept but do not go live until someone resumes it.',
        ],
      });
      expect(events).toEqual([{ releaseId: newer, reason: 'unlock' }]);
      expect(told).toHaveLength(1);
      expect(told[0]?.text).toMatch(
        /visitors now see it.*Publishing is stopped.*could not be resumed/s,
      );
      expect(audited).toMatchObject([{ action: 'publish', build: newer, from: older }]);
    } finally {
      spawnSync('chattr', ['-i', lockFile]);
    }
  });
});
