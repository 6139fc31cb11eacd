// Every release action a person or the CMS takes (publish, roll back, stop or resume publishing)
// in one place, whoever asks: the console, the signed hooks and the release command. Each does
// the switch through GoLive (which purges the edge caches after it), tells staff, and writes
// the audit entry, in that order, so no way of switching is left out of the record.
import type { StaffActionLog, StaffActionRecord } from '../audit/action-record';
import type { Actor } from '../audit/actor';
import type { StaffMessage } from '../notify';
import type { BuildPublishResult, GoLive } from './go-live';
import type { PublishingLock } from './publishing-lock';
import { readBuildOfRelease } from './release-builds';
import { currentRelease } from './releases';
import { SwitchedButError, withUnfinished } from './switch-failures';
import {
  lockedMessage,
  publishedMessage,
  releasedMessage,
  rolledBackMessage,
  unlockedMessage,
} from './switch-messages';

export interface ReleaseActionsDeps {
  releasesDir: string;
  goLive: GoLive;
  notifyStaff: (message: StaffMessage) => void;
  /** The audit log; a write that fails is logged and never undoes the switch. */
  actions: StaffActionLog;
  logError: (facts: object, text: string) => void;
}

/** What a switch made live, and what did not get done after it (when something did not). */
export interface SwitchOutcome {
  /** The live release now. */
  release: string;
  /** The build it holds (its release name when it has no build record). */
  build: string;
  /** The build that was live before, if any. */
  from: string | null;
  /** Visitors' release did change, but a step after the switch failed. */
  failure: SwitchedButError | null;
}

/**
 * A switch GoLive made, or the step after it that failed; a switch that did not happen is
 * thrown on as GoLive threw it (a NotSwitchedError saying where things stand, or the cause).
 */
async function settle(switching: Promise<string>): Promise<[string, SwitchedButError | null]> {
  try {
    return [await switching, null];
  } catch (error) {
    if (error instanceof SwitchedButError) return [error.releaseId, error];
    throw error;
  }
}

export class ReleaseActions {
  // Typed fields, not constructor parameter properties: ctags reads those as a parameter
  // named `private`, and code navigation then loses `this.goLive` to GoLive.
  private readonly deps: ReleaseActionsDeps;
  private readonly goLive: GoLive;

  constructor(deps: ReleaseActionsDeps) {
    this.deps = deps;
    this.goLive = deps.goLive;
  }

  /**
   * Makes a kept release live and stops publishing, so no build replaces it unseen; the lock
   * says `lockReason` (default: the reason given, else GoLive's "published by hand").
   */
  async publishKept(
    release: string,
    actor: Actor,
    why?: string,
    lockReason = why,
  ): Promise<SwitchOutcome> {
    const from = await this.liveBuild();
    const switching = this.goLive.publishByHand(release, lockReason, actor.name);
    const switched = await settle(switching);
    const outcome = await this.outcome(switched, from);
    this.deps.notifyStaff(
      withUnfinished(publishedMessage(actor, outcome.build, from, why), outcome.failure),
    );
    await this.record({ actor, action: 'publish', build: outcome.build, from, why });
    return outcome;
  }

  /**
   * Makes a release just made from a build live, as a build going live does (publishing stays
   * on), or keeps it while publishing is stopped: then nothing changed for visitors.
   */
  async publishNew(releaseId: string, actor: Actor): Promise<BuildPublishResult> {
    const from = await this.liveBuild();
    const result = await this.goLive.publishBuild(releaseId);
    if (!result.live) return result;
    const { build } = await this.outcome([releaseId, null], from);
    this.deps.notifyStaff(releasedMessage(actor, build, from));
    await this.record({ actor, action: 'publish', build, from });
    return result;
  }

  /** Makes `release` (default: the one before the live one) live and stops publishing. */
  async rollBackTo(release: string | undefined, actor: Actor, why?: string): Promise<SwitchOutcome> {
    const from = await this.liveBuild();
    const switching = this.goLive.rollback(release, actor.name);
    const switched = await settle(switching);
    const outcome = await this.outcome(switched, from);
    this.deps.notifyStaff(
      withUnfinished(rolledBackMessage(actor, outcome.build, from, why), outcome.failure),
    );
    await this.record({ actor, action: 'rollback', build: outcome.build, from, why });
    return outcome;
  }

  /** Stops publishing: builds are kept, none goes live. */
  async stopPublishing(why: string, actor: Actor): Promise<PublishingLock> {
    const live = await this.liveBuild();
    const lock = await this.goLive.lock(why, actor.name);
    this.deps.notifyStaff(lockedMessage(actor, why, live));
    await this.record({ actor, action: 'lock', why });
    return lock;
  }

  /**
   * Resumes publishing, making `publish` live at once when given. When that switch happened
   * but publishing could not be resumed, staff hear of a publish, which is what they see.
   */
  async resumePublishing(
    publish: string | undefined,
    actor: Actor,
    why?: string,
  ): Promise<SwitchOutcome | null> {
    const from = await this.liveBuild();
    const switched = await settle(
      this.goLive.unlock(publish).then((live) => live ?? ''),
    );
    const outcome = switched[0] ? await this.outcome(switched, from) : null;
    if (outcome?.failure) {
      this.deps.notifyStaff(
        withUnfinished(publishedMessage(actor, outcome.build, from, why), outcome.failure),
      );
      const unfinished = outcome.failure.unfinished;
      await this.record({
        actor,
        action: 'publish',
        build: outcome.build,
        from,
        why: why ? `${why} (${unfinished})` : unfinished,
      });
      return outcome;
    }
    const live = outcome ? outcome.build : await this.liveBuild().catch(() => null);
    this.deps.notifyStaff(unlockedMessage(actor, outcome?.build ?? null, live, why));
    await this.record({ actor, action: 'unlock', build: outcome?.build, why });
    return outcome;
  }

  private async outcome(
    [release, failure]: [string, SwitchedButError | null],
    from: string | null,
  ): Promise<SwitchOutcome> {
    const buildOf = await readBuildOfRelease(this.deps.releasesDir);
    return { release, build: buildOf(release) ?? release, from, failure };
  }

  /** The build visitors see now (its release name without a build record), or null. */
  private async liveBuild(): Promise<string | null> {
    const live = await currentRelease(this.deps.releasesDir);
    return live ? ((await readBuildOfRelease(this.deps.releasesDir))(live) ?? live) : null;
  }

  private async record(entry: StaffActionRecord): Promise<void> {
    const written = Object.fromEntries(
      Object.entries(entry).filter(([, value]) => value !== undefined),
    ) as StaffActionRecord;
    try {
      await this.deps.actions.record(written);
    } catch (error) {
      this.deps.logError(
        { ...written, error: (error as Error).message },
        'action not written to the audit log',
      );
    }
  }
}
