import type { BuildQueue } from '../builds/build-queue';
import type { ReleaseActions } from '../releases/release-actions';
import { RELEASE_NAME } from '../releases/releases';
import { buildName, oneLine } from '../notify/staff-words';
import type { SwitchedButError } from '../releases/switch-failures';
import type { StaffActionLog, StaffActionName } from '../audit/action-record';
import type { Actor } from '../audit/actor';
import type { Timeline, TimelineBuild } from './timeline';

export const ACTIONS: readonly StaffActionName[] = [
  'publish',
  'rollback',
  'lock',
  'unlock',
  'rebuild',
];
export const isAction = (value: string): value is StaffActionName =>
  (ACTIONS as readonly string[]).includes(value);

export const REASON_MAX = 500;

/** What the confirmation page says, before anything happens. */
export interface Confirmation {
  title: string;
  sentences: string[];
  button: string;
  /** The lock needs a reason; the others take one if the person wants to give it. */
  reasonRequired: boolean;
  build?: TimelineBuild;
  /** Resume: the newest build kept while publishing was stopped, to publish at once. */
  offerPublish?: TimelineBuild;
}

const live = (timeline: Timeline) =>
  timeline.liveBuild ? buildName(timeline.liveBuild) : 'nothing (no build is live yet)';
const staysStopped = 'Publishing will stay stopped until someone resumes it.';

/** The plain-words confirmation of an action, or why it cannot be done. */
export function confirmationFor(
  action: StaffActionName,
  timeline: Timeline,
  buildId: string | undefined,
): Confirmation | { problem: string } {
  if (action === 'publish' || action === 'rollback') {
    const build = timeline.builds.find((b) => b.id === buildId);
    if (!buildId || !RELEASE_NAME.test(buildId) || !build) {
      return {
        problem: 'That build is not in the list. Go back to the console and choose one there.',
      };
    }
    if (!build.release)
      return { problem: `${build.name} is no longer kept, so it cannot be made live.` };
    if (build.live) return { problem: `${build.name} is already what visitors see.` };
    return {
      title: action === 'publish' ? `Publish ${build.name}?` : `Roll back to ${build.name}?`,
      sentences: [
        `Visitors will see ${build.name} instead of ${live(timeline)}.`,
        timeline.locked
          ? staysStopped
          : `Publishing will then be stopped: new builds are kept, not live. ${staysStopped}`,
      ],
      button: action === 'publish' ? 'Publish this build' : 'Roll back to this build',
      reasonRequired: false,
      build,
    };
  }
  if (action === 'lock') {
    if (timeline.locked) return { problem: 'Publishing is already stopped.' };
    return {
      title: 'Stop publishing?',
      sentences: [
        `Visitors will keep seeing ${live(timeline)}.`,
        'New builds (from the CMS, the nightly rebuild or the console) still run, but they are kept, not live.',
        staysStopped,
      ],
      button: 'Stop publishing',
      reasonRequired: true,
    };
  }
  if (action === 'unlock') {
    if (!timeline.locked) return { problem: 'Publishing is not stopped.' };
    return {
      title: 'Resume publishing?',
      sentences: [
        `Each build that finishes well goes live again. Until the next one, visitors keep seeing ${live(timeline)}, unless you also publish the newest kept build below.`,
      ],
      button: 'Resume publishing',
      reasonRequired: false,
      ...(timeline.newestKept ? { offerPublish: timeline.newestKept } : {}),
    };
  }
  return {
    title: 'Rebuild the website now?',
    sentences: [
      'A new build starts now and fetches every article from the CMS again, so it has every change made there, even an edit of an article’s text alone. It usually takes a few minutes.',
      timeline.locked
        ? 'Publishing is stopped, so the new build will be kept, not live.'
        : 'When it finishes well, visitors see it.',
    ],
    button: 'Rebuild now',
    reasonRequired: false,
  };
}

/** The form the person sent, checked: everything from the browser is untrusted. */
export interface ActionForm {
  build?: string;
  reason: string;
  publishNewest: boolean;
}

export function readActionForm(body: unknown): ActionForm | { problem: string } {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const reason = oneLine(text('reason'));
  if (reason.length > REASON_MAX) {
    return {
      problem: `The reason is ${reason.length} characters long; please keep it under ${REASON_MAX}.`,
    };
  }
  const build = text('build');
  if (build && !RELEASE_NAME.test(build)) return { problem: 'That build is not in the list.' };
  return {
    ...(build ? { build } : {}),
    reason,
    publishNewest: text('publishNewest') === 'yes',
  };
}

/** What the console says when a build went live but a step after the switch failed. */
function partly(build: TimelineBuild, failure: SwitchedButError): { partly: string[] } {
  return {
    partly: [
      `${capitalised(build.name)} is live: visitors see it now.`,
      failure.unfinished,
      failure.locked
        ? 'Publishing is stopped: new builds are kept but do not go live until someone resumes it.'
        : 'Publishing is on: each build that finishes well goes live.',
    ],
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface ActionDeps {
  /** Publish, roll back, stop and resume, as the hooks and the release command do them. */
  releaseActions: ReleaseActions;
  queue: BuildQueue;
  actions: StaffActionLog;
  logError: (facts: object, text: string) => void;
}

/**
 * Carries out a confirmed action through the release service the hooks and the release command
 * use (it switches, tells staff and writes the audit log) or the build queue. Returns the word
 * the console shows ("published"), why it could not be done, or (visitors' release changed
 * but a step after the switch failed) the sentences saying so.
 */
export async function performAction(
  action: StaffActionName,
  form: ActionForm,
  actor: Actor,
  timeline: Timeline,
  deps: ActionDeps,
): Promise<{ done: string } | { problem: string } | { partly: string[] }> {
  const confirmation = confirmationFor(action, timeline, form.build);
  if ('problem' in confirmation) return confirmation;
  if (confirmation.reasonRequired && !form.reason) {
    return {
      problem: 'Please say why publishing is stopped: the next person to look will need it.',
    };
  }
  const why = form.reason || undefined;
  switch (action) {
    case 'publish':
    case 'rollback': {
      const build = confirmation.build!;
      const release = build.release!;
      const { failure } =
        action === 'publish'
          ? await deps.releaseActions.publishKept(
              release,
              actor,
              why,
              why ?? `${build.name} was published from the console`,
            )
          : await deps.releaseActions.rollBackTo(release, actor, why);
      if (failure) return partly(build, failure);
      return { done: action === 'publish' ? 'published' : 'rolled-back' };
    }
    case 'lock': {
      await deps.releaseActions.stopPublishing(form.reason, actor);
      return { done: 'locked' };
    }
    case 'unlock': {
      const publish = form.publishNewest ? confirmation.offerPublish : undefined;
      if (form.publishNewest && !publish?.release) {
        return { problem: 'There is no kept build to publish any more; nothing was changed.' };
      }
      const published = await deps.releaseActions.resumePublishing(
        publish?.release ?? undefined,
        actor,
        why,
      );
      if (publish && published?.failure) return partly(publish, published.failure);
      return { done: 'resumed' };
    }
    case 'rebuild': {
      // Naming no article, the build fetches every one (build-queue.ts says why).
      deps.queue.trigger({ reason: 'staff', by: actor.name, now: true });
      try {
        await deps.actions.record({ actor, action, ...(why ? { why } : {}) });
      } catch (error) {
        deps.logError(
          { action, error: (error as Error).message },
          'action not written to the audit log',
        );
      }
      return { done: 'rebuilding' };
    }
  }
}
