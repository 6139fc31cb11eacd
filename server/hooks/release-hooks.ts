// The four hooks that switch what visitors see (roll back, publish, resume, stop), one named
// function each: each hands the call's release or reason to the release service, which
// switches through GoLive, tells staff and writes the audit entry (releases/release-actions.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../audit/actor';
import { oneLine } from '../notify/staff-words';
import type { ReleaseActions } from '../releases/release-actions';
import { currentRelease } from '../releases/releases';
import { notSwitched, type SwitchedButError } from '../releases/switch-failures';
import { HookError, LOCK_REASON_MAX } from './hook-bodies';

/** A signed hook call is the CMS or a script holding the secret; it has no person's name. */
const HOOK_ACTOR: Actor = { via: 'cms', name: 'a signed hook call (the CMS or a script)' };

/** What the switch hooks need of the server. */
export interface ReleaseHooksDeps {
  releaseActions: ReleaseActions;
  releasesDir: string;
}

/**
 * A switch through the release service. One that did not happen is a refusal (no such release,
 * nothing to roll back to: the caller's 409) or the server's failure (500); both say where
 * things stand.
 */
const settle = <T>(switching: Promise<T>): Promise<T> =>
  switching.catch((error: unknown) => {
    const failure = notSwitched(error);
    throw new HookError(failure.refused ? 409 : 500, `${failure.message}. ${failure.afterwards}`);
  });

/** The answer to a switch: 200, or 500 with `message` when a step after it failed. */
const answer = (
  reply: FastifyReply,
  body: { current: string | null; locked: boolean },
  failure: SwitchedButError | null,
) =>
  failure
    ? reply
        .code(500)
        .header('cache-control', 'no-store')
        .send({ ...body, locked: failure.locked, message: failure.message })
    : body;

/** POST /hooks/rollback: back to `release` (default: the build before), publishing stopped. */
export async function rollbackHook(
  deps: ReleaseHooksDeps,
  request: FastifyRequest<{ Body: { release?: string } }>,
  reply: FastifyReply,
) {
  const switching = deps.releaseActions.rollBackTo(request.body.release, HOOK_ACTOR);
  const { release, failure } = await settle(switching);
  return answer(reply, { current: release, locked: true }, failure);
}

/** POST /hooks/publish: a kept release made live, publishing stopped. */
export async function publishHook(
  deps: ReleaseHooksDeps,
  request: FastifyRequest<{ Body: { release: string } }>,
  reply: FastifyReply,
) {
  const switching = deps.releaseActions.publishKept(request.body.release, HOOK_ACTOR);
  const { release, failure } = await settle(switching);
  return answer(reply, { current: release, locked: true }, failure);
}

/** POST /hooks/unlock: publishing resumed, with `publish` made live at once when given. */
export async function unlockHook(
  deps: ReleaseHooksDeps,
  request: FastifyRequest<{ Body: { publish?: string } }>,
  reply: FastifyReply,
) {
  const switching = deps.releaseActions.resumePublishing(request.body.publish, HOOK_ACTOR);
  const published = await settle(switching);
  const current = await currentRelease(deps.releasesDir);
  return answer(reply, { current, locked: false }, published?.failure ?? null);
}

/** POST /hooks/lock: publishing stopped without touching what is live (the CMS or a script). */
export async function lockHook(
  deps: ReleaseHooksDeps,
  request: FastifyRequest<{ Body: { reason: string } }>,
) {
  const reason = oneLine(request.body.reason);
  if (reason.length > LOCK_REASON_MAX) {
    throw new HookError(
      400,
      `"reason" is ${reason.length} characters long; at most ${LOCK_REASON_MAX}`,
    );
  }
  const stopping = deps.releaseActions.stopPublishing(reason, HOOK_ACTOR);
  const lock = await settle(stopping);
  return { current: await currentRelease(deps.releasesDir), locked: true, lock };
}
