import { withSwitchMutex } from './switch-mutex';
import {
  type PublishingLock,
  readLockFileText,
  readPublishingLock,
  removePublishingLock,
  restoreLockFileText,
  writePublishingLock,
} from './publishing-lock';
import {
  failureInWords,
  NotSwitchedError,
  notSwitched,
  SwitchedButError,
} from './switch-failures';
import { readBuildOfRelease } from './release-builds';
import { recordSwitch } from './switch-log';
import {
  currentRelease,
  KEEP_RELEASES,
  listReleases,
  pruneReleases,
  switchRelease,
} from './releases';
import { moveReleaseAside, removeTree } from './remove-tree';

export interface ReleaseLiveEvent {
  releaseId: string;
  /** What made it live: "build", "search index", "publish", "rollback", "unlock". */
  reason: string;
}

/** Called after every switch (e.g. to purge an edge cache); its failure never undoes the switch. */
export type ReleaseLiveListener = (event: ReleaseLiveEvent) => Promise<void> | void;

export interface GoLiveOptions {
  releasesDir: string;
  onReleaseLive?: ReleaseLiveListener;
  /** Where a listener's failure is reported. */
  onListenerError?: (error: unknown, event: ReleaseLiveEvent) => void;
  keep?: number;
  /**
   * Called before every switch, inside the switch mutex: throws to keep the release from going
   * live (the secret scan, scan-record.ts: `ensureScanned` with the server's guarded secrets).
   */
  scanGate?: (releaseId: string) => Promise<void>;
}

export type BuildPublishResult =
  { live: true; releaseId: string } | { live: false; releaseId: string; lock: PublishingLock };

/**
 * Every way a release becomes live goes through here: a build publishing, a staff publish,
 * a rollback and an unlock that publishes; and every way one is deleted (pruning the oldest,
 * discarding one that must not or need not go live), so no deletion races a switch. Each
 * holds the switch mutex (shared with the release CLI); each switch is followed by the
 * `onReleaseLive` listener.
 */
export class GoLive {
  constructor(private readonly options: GoLiveOptions) {}

  get releasesDir(): string {
    return this.options.releasesDir;
  }

  /**
   * Removes a release that must not go live (credentials found in it) or is no longer needed
   * (a search index that lost its race, a pages-only release replaced by its indexed copy).
   * Never the live one: staff may have made it live in the meantime. True when removed.
   */
  async discard(releaseId: string): Promise<boolean> {
    const { releasesDir } = this.options;
    const aside = await withSwitchMutex(releasesDir, async () => {
      if ((await currentRelease(releasesDir)) === releaseId) return false;
      return moveReleaseAside(releasesDir, releaseId);
    });
    if (aside === false) return false;
    // Out of the lock: the removal goes a few files at a time, behind visitors' reads.
    if (aside) await removeTree(aside);
    return true;
  }

  /** A finished build: live unless publishing is locked, in which case it is only kept. */
  async publishBuild(releaseId: string): Promise<BuildPublishResult> {
    const result = await withSwitchMutex(this.options.releasesDir, async () => {
      const lock = await readPublishingLock(this.options.releasesDir);
      if (lock) {
        await pruneReleases(this.options.releasesDir, this.options.keep ?? KEEP_RELEASES);
        return { live: false as const, releaseId, lock };
      }
      await this.switchTo(releaseId, { reason: 'build' });
      return { live: true as const, releaseId };
    });
    if (result.live) {
      await this.tell({ releaseId, reason: 'build' });
      await this.pruneAfterTelling();
    }
    return result;
  }

  /**
   * The same pages with their new search index: replaces `pagesRelease` only while it is
   * still live and publishing is unlocked, so a publish or rollback made meanwhile wins.
   */
  async followUp(pagesRelease: string, releaseId: string): Promise<boolean> {
    const switched = await withSwitchMutex(this.options.releasesDir, () =>
      this.replaceWhileLive(pagesRelease, releaseId),
    );
    if (switched) {
      await this.tell({ releaseId, reason: 'search index' });
      await this.pruneAfterTelling();
    }
    return switched;
  }

  /**
   * Staff make a kept release live; publishing stays locked until they unlock. `by` names
   * who did it in the lock (the console, the hooks and the CLI all come through here).
   * Throws a NotSwitchedError when visitors' release did not change.
   */
  async publishByHand(releaseId: string, why?: string, by?: string): Promise<string> {
    const lockReason = why ?? `release ${releaseId} was published by hand`;
    try {
      await withSwitchMutex(this.options.releasesDir, () =>
        this.lockThenSwitch(releaseId, lockReason, { reason: 'publish', by }),
      );
    } catch (error) {
      throw notSwitched(error);
    }
    await this.afterStaffSwitch({ releaseId, reason: 'publish' }, true);
    return releaseId;
  }

  /**
   * Back to `target`, or to the newest release of the build before the live one (never the
   * live build's own pages-only release); locks publishing. Throws a NotSwitchedError when
   * visitors' release did not change.
   */
  async rollback(target?: string, by?: string): Promise<string> {
    const { releasesDir } = this.options;
    let releaseId: string;
    try {
      releaseId = await withSwitchMutex(releasesDir, async () => {
        const chosen = target ?? (await previousRelease(releasesDir));
        const from = await currentRelease(releasesDir);
        await this.lockThenSwitch(
          chosen,
          `rolled back from release ${from ?? '(none)'} to release ${chosen}`,
          { reason: 'rollback', by },
        );
        return chosen;
      });
    } catch (error) {
      throw notSwitched(error);
    }
    await this.afterStaffSwitch({ releaseId, reason: 'rollback' }, true);
    return releaseId;
  }

  async lock(why: string, by?: string): Promise<PublishingLock> {
    try {
      return await withSwitchMutex(this.options.releasesDir, () =>
        writePublishingLock(this.options.releasesDir, why, by),
      );
    } catch (error) {
      throw new NotSwitchedError(
        `publishing could not be stopped: ${failureInWords(error)}`,
        'Publishing was not stopped and visitors still see the same release; nothing was changed.',
        false,
      );
    }
  }

  /**
   * Lifts the lock; with `publish`, makes that release live at once. When that release went
   * live but the lock could not be lifted, the listener still runs and a SwitchedButError
   * says so; when nothing changed, a NotSwitchedError.
   */
  async unlock(publish?: string): Promise<string | null> {
    const { releasesDir } = this.options;
    let lockError: unknown = null;
    try {
      lockError = await withSwitchMutex(releasesDir, () => this.switchThenUnlock(publish));
    } catch (error) {
      throw notSwitched(
        error,
        'Publishing is still stopped and visitors still see the same release; nothing was changed.',
      );
    }
    if (!publish) return null;
    if (lockError) {
      await this.tell({ releaseId: publish, reason: 'unlock' });
      throw new SwitchedButError(
        publish,
        true,
        `But publishing could not be resumed (${failureInWords(lockError)}), so it is still stopped.`,
      );
    }
    await this.afterStaffSwitch({ releaseId: publish, reason: 'unlock' }, false);
    return publish;
  }

  /** Inside the switch mutex: `pagesRelease` replaced only while it is live and unlocked. */
  private async replaceWhileLive(pagesRelease: string, releaseId: string): Promise<boolean> {
    const { releasesDir } = this.options;
    if ((await currentRelease(releasesDir)) !== pagesRelease) return false;
    if (await readPublishingLock(releasesDir)) return false;
    await this.switchTo(releaseId, { reason: 'search index' });
    return true;
  }

  /**
   * Inside the switch mutex: `publish` made live, then the lock removed. With a release made
   * live, a lock that stays is returned rather than thrown (the switch stands); without, thrown.
   */
  private async switchThenUnlock(publish?: string): Promise<unknown> {
    if (publish) await this.switchTo(publish, { reason: 'unlock' });
    try {
      await removePublishingLock(this.options.releasesDir);
      return null;
    } catch (error) {
      if (publish) return error;
      throw error;
    }
  }

  /**
   * The lock before the switch, so that a switch never goes without its lock: when the lock
   * cannot be written nothing changes, and when the switch fails the lock is put back as it
   * was (the publishing lock of before, or none).
   */
  private async lockThenSwitch(
    releaseId: string,
    why: string,
    how: { reason: 'publish' | 'rollback'; by?: string },
  ): Promise<void> {
    const { releasesDir } = this.options;
    const before = await readLockFileText(releasesDir);
    try {
      await writePublishingLock(releasesDir, why, how.by);
    } catch (error) {
      throw new NotSwitchedError(
        `publishing could not be stopped before the switch: ${failureInWords(error)}`,
        'Visitors still see the same release; nothing was changed.',
        false,
      );
    }
    try {
      await this.switchTo(releaseId, how);
    } catch (error) {
      try {
        await restoreLockFileText(releasesDir, before);
      } catch (restoreError) {
        throw notSwitched(
          error,
          'Visitors still see the same release, but publishing is now stopped: the lock ' +
            `could not be put back as it was (${failureInWords(restoreError)}).`,
        );
      }
      throw notSwitched(error);
    }
  }

  /**
   * After a staff switch: the listener (the edge purge), then the oldest releases deleted. A
   * deletion that fails is said, without hiding that visitors' release changed.
   */
  private async afterStaffSwitch(event: ReleaseLiveEvent, locked: boolean): Promise<void> {
    await this.tell(event);
    try {
      await this.pruneAfterTelling();
    } catch (error) {
      throw new SwitchedButError(
        event.releaseId,
        locked,
        `But the oldest kept releases could not be deleted (${failureInWords(error)}); ` +
          'the next build tries again.',
      );
    }
  }

  /**
   * Deleting a 9,000-page release takes seconds on a busy disk: a build's switch does it
   * after the listeners (the edge purge) have run, not between the switch and them.
   */
  private async pruneAfterTelling(): Promise<void> {
    await withSwitchMutex(this.options.releasesDir, () =>
      pruneReleases(this.options.releasesDir, this.options.keep ?? KEEP_RELEASES),
    );
  }

  /** Inside the switch mutex; the switch is recorded (switch-log.ts) with what made it. */
  private async switchTo(
    releaseId: string,
    how: { reason: ReleaseLiveEvent['reason']; by?: string },
  ): Promise<void> {
    const { releasesDir } = this.options;
    const releases = await listReleases(releasesDir);
    if (!releases.includes(releaseId)) {
      throw new Error(
        `there is no kept release ${releaseId} (kept: ${releases.join(', ') || 'none'})`,
      );
    }
    await this.options.scanGate?.(releaseId);
    const buildOf = await readBuildOfRelease(releasesDir);
    await switchRelease(releasesDir, releaseId);
    try {
      recordSwitch(releasesDir, {
        at: new Date().toISOString(),
        release: releaseId,
        build: buildOf(releaseId),
        reason: how.reason,
        ...(how.by ? { by: how.by } : {}),
      });
    } catch {
      // The switch happened and stands: an unrecorded one (a full disk) only costs the console
      // its exact time, and the console then dates the live build by the `current` link itself.
    }
  }

  private async tell(event: ReleaseLiveEvent): Promise<void> {
    try {
      await this.options.onReleaseLive?.(event);
    } catch (error) {
      this.options.onListenerError?.(error, event);
    }
  }
}

/**
 * The newest release of the build before the live one. In the first minute after a build's
 * search index goes live its pages-only release is still kept: it belongs to the live build,
 * so a rollback skips it (landing there would change nothing a visitor sees).
 */
async function previousRelease(releasesDir: string): Promise<string> {
  const [releases, current, buildOf] = await Promise.all([
    listReleases(releasesDir),
    currentRelease(releasesDir),
    readBuildOfRelease(releasesDir),
  ]);
  if (!current) throw new Error('there is no current release to roll back from');
  const liveBuild = buildOf(current);
  const earlier = releases.filter((release) => release < current && buildOf(release) !== liveBuild);
  const previous = earlier.at(-1);
  if (!previous) {
    throw new Error(`release ${current} is the oldest one kept; there is nothing to roll back to`);
  }
  return previous;
}
