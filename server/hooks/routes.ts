import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BuildQueue } from '../builds/build-queue';
import type { GoLive } from '../releases/go-live';
import { hooksStateDir } from '../shared/state-dir';
import type { StaffMessage } from '../notify';
import { readPublishingLock } from '../releases/publishing-lock';
import { clientKey } from '../proxy/proxy-limits';
import { readBuildOfRelease } from '../releases/release-builds';
import { oneLine } from '../notify/staff-words';
import type { StaffActionRecord } from '../staff/action-record';
import type { Actor } from '../staff/staff-user';
import {
  lockedMessage,
  publishedMessage,
  rolledBackMessage,
  unlockedMessage,
} from '../releases/switch-messages';
import { parseRebuildBody } from './rebuild-body';
import { parseReleaseBody } from './release-body';
import { currentRelease, listReleases } from '../releases/releases';
import { safeEqual } from '../shared/safe-equal';
import {
  DELIVERY_ID,
  DELIVERY_ID_HEADER,
  DeliveryLog,
  type DeliveryVerdict,
  SIGNATURE_HEADER,
  verifyHookCall,
} from '../shared/webhook-signature';

export interface HooksRoutesOptions {
  /** HMAC secret: signed calls reach every hook. Without it (and without a token) the hooks answer 404. */
  secret?: string;
  /**
   * A fixed `Authorization: Bearer` token for CMSs that cannot sign. The weaker choice: a
   * captured call can be replayed, so it only ever starts a rebuild (never rollback or status).
   */
  bearerToken?: string;
  queue: BuildQueue;
  releasesDir: string;
  goLive: GoLive;
  notifyStaff: (message: StaffMessage) => void;
  nextScheduledBuild: () => Date | null;
  /** The audit log: each change made through a hook, with who (the caller) and why. */
  recordAction?: (entry: StaffActionRecord) => Promise<void> | void;
}

/** A signed hook call is the CMS or a script holding the secret; it has no person's name. */
const HOOK_ACTOR: Actor = { via: 'cms', name: 'a signed hook call (the CMS or a script)' };
const LOCK_REASON_MAX = 500;

const BODY_LIMIT = 256 * 1024;
/**
 * Per client address, signed or not: a CMS sends a few calls a minute (a bulk edit a burst
 * the build queue folds into one build), staff tools poll the status a few times a second at
 * most; a flood past this is refused before any signature is checked or any id written, so it
 * cannot slow the pages served beside it.
 */
export const HOOK_CALLS_PER_MINUTE = 600;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether the fixed bearer token is enough for this hook. */
    bearerAllowed?: boolean;
  }
}

function refuse(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply.code(statusCode).header('cache-control', 'no-store').send({ message });
}

/** `{"reason": "..."}`, required: a lock without a reason leaves the next person guessing. */
function parseLockReason(raw: Buffer): string | { message: string } {
  const example =
    'The body must be JSON naming why, e.g. {"reason": "wrong date on the gala post"}';
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return { message: example };
  }
  const reason = (body as { reason?: unknown } | null)?.reason;
  if (typeof reason !== 'string' || reason.trim() === '') return { message: example };
  const text = oneLine(reason);
  if (text.length > LOCK_REASON_MAX) {
    return { message: `"reason" is ${text.length} characters long; at most ${LOCK_REASON_MAX}` };
  }
  return text;
}

function carriesToken(request: FastifyRequest, token: string | undefined): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return token !== undefined && bearer !== undefined && safeEqual(bearer, token);
}

/** Rebuild, rollback and status hooks for staff and the CMS. */
export async function hooksRoutes(
  app: FastifyInstance,
  options: HooksRoutesOptions,
): Promise<void> {
  // One id a line, appended (deliveries.json, from before, held them all and was rewritten per call).
  const deliveries = new DeliveryLog(
    path.join(hooksStateDir(options.releasesDir), 'deliveries.jsonl'),
    { log: (level, text) => app.log[level](text) },
  );
  const { secret, bearerToken } = options;
  /** A call may go ahead only once its id is remembered on disk (Stripe's rule). */
  const refuseUnrecorded = (reply: FastifyReply, id: string, verdict: DeliveryVerdict) => {
    if (verdict === 'seen') return refuse(reply, 409, `Delivery ${id} was already received`);
    if (verdict === 'full') {
      reply.header('retry-after', '60');
      return refuse(reply, 429, 'Too many calls in the last minutes; send this one again later');
    }
    if (verdict === 'unsaved') {
      reply.header('retry-after', '60');
      return refuse(
        reply,
        503,
        'The server could not save this call (its disk may be full); send it again later',
      );
    }
    return undefined;
  };

  await app.register(fastifyRateLimit, { global: false });
  const perClient = app.createRateLimit({
    max: HOOK_CALLS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `hooks ${clientKey(request.ip)}`,
  });

  // The signature covers the exact bytes received, so bodies stay raw buffers.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (request, reply) => {
    if (!secret && !bearerToken) return refuse(reply, 404, 'Not found');
    const limit = await perClient(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)));
      return refuse(reply, 429, 'Too many calls from this address; try again in a minute');
    }
  });
  app.addHook('preHandler', async (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (secret && request.headers[SIGNATURE_HEADER] !== undefined) {
      const call = { method: request.method, path: request.url, body };
      const verdict = verifyHookCall(request.headers, call, secret);
      if (!verdict.ok) return refuse(reply, verdict.statusCode, verdict.message);
      return refuseUnrecorded(reply, verdict.deliveryId, deliveries.record(verdict.deliveryId));
    }
    if (request.routeOptions.config.bearerAllowed && carriesToken(request, bearerToken)) {
      // A captured bearer call is refused again under the same id, as a signed one is.
      const id = request.headers[DELIVERY_ID_HEADER];
      if (typeof id !== 'string' || !DELIVERY_ID.test(id)) {
        return refuse(
          reply,
          400,
          `${DELIVERY_ID_HEADER} must be 8-128 of A-Z 0-9 _ . : - (a fresh id per call)`,
        );
      }
      return refuseUnrecorded(reply, id, deliveries.record(id));
    }
    return refuse(reply, 401, 'Missing or invalid signature');
  });

  app.post(
    '/hooks/rebuild',
    { bodyLimit: BODY_LIMIT, config: { bearerAllowed: true } },
    async (request, reply) => {
      const body = parseRebuildBody(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
      if (!body.ok) return refuse(reply, 400, body.message);
      const id = request.headers[DELIVERY_ID_HEADER];
      const reason = typeof id === 'string' ? `webhook ${id}` : 'webhook';
      const buildId = options.queue.trigger({ reason, articles: body.articles });
      return reply.code(202).send({ buildId, articles: body.articles.length });
    },
  );

  const bodyOf = (request: FastifyRequest) =>
    Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const buildOf = async (release: string | null) =>
    release ? (await readBuildOfRelease(options.releasesDir))(release) : null;
  const record = async (entry: Omit<StaffActionRecord, 'actor'>) => {
    try {
      await options.recordAction?.({ actor: HOOK_ACTOR, ...entry });
    } catch (error) {
      app.log.error(
        { error: (error as Error).message, ...entry },
        'action not written to the audit log',
      );
    }
  };

  app.post('/hooks/rollback', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = parseReleaseBody(bodyOf(request), ['release']);
    if (!body.ok) return refuse(reply, 400, body.message);
    try {
      const from = await buildOf(await currentRelease(options.releasesDir));
      const current = await options.goLive.rollback(body.value.release, HOOK_ACTOR.name);
      const build = (await buildOf(current)) ?? current;
      options.notifyStaff(rolledBackMessage(HOOK_ACTOR, build, from));
      await record({ action: 'rollback', build, from });
      return { current, locked: true };
    } catch (error) {
      return refuse(reply, 409, (error as Error).message);
    }
  });

  app.post('/hooks/publish', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = parseReleaseBody(bodyOf(request), ['release']);
    if (!body.ok) return refuse(reply, 400, body.message);
    const release = body.value.release;
    if (!release) return refuse(reply, 400, 'Name the release: {"release": "<release id>"}');
    try {
      const from = await buildOf(await currentRelease(options.releasesDir));
      const current = await options.goLive.publish(release, undefined, HOOK_ACTOR.name);
      const build = (await buildOf(current)) ?? current;
      options.notifyStaff(publishedMessage(HOOK_ACTOR, build, from));
      await record({ action: 'publish', build, from });
      return { current, locked: true };
    } catch (error) {
      return refuse(reply, 409, (error as Error).message);
    }
  });

  app.post('/hooks/unlock', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = parseReleaseBody(bodyOf(request), ['publish']);
    if (!body.ok) return refuse(reply, 400, body.message);
    try {
      const published = await options.goLive.unlock(body.value.publish);
      const current = await currentRelease(options.releasesDir);
      const build = await buildOf(published);
      options.notifyStaff(unlockedMessage(HOOK_ACTOR, build, await buildOf(current)));
      await record({ action: 'unlock', ...(build ? { build } : {}) });
      return { current, locked: false };
    } catch (error) {
      return refuse(reply, 409, (error as Error).message);
    }
  });

  // Stops publishing without touching what is live (the lock the CMS or a script can set).
  app.post('/hooks/lock', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const reason = parseLockReason(bodyOf(request));
    if (typeof reason !== 'string') return refuse(reply, 400, reason.message);
    const lock = await options.goLive.lock(reason, HOOK_ACTOR.name);
    const current = await currentRelease(options.releasesDir);
    options.notifyStaff(lockedMessage(HOOK_ACTOR, reason, await buildOf(current)));
    await record({ action: 'lock', why: reason });
    return { current, locked: true, lock };
  });

  app.get('/hooks/status', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const [current, releases, lock] = await Promise.all([
      currentRelease(options.releasesDir),
      listReleases(options.releasesDir),
      readPublishingLock(options.releasesDir),
    ]);
    // Release ids start with their creation time, so the ones made after the lock sort after it.
    const lockStamp = lock?.lockedAt.replace(/[-:.]/g, '') ?? '';
    const builtWhileLocked = lock ? releases.filter((id) => id > lockStamp) : [];
    const buildOfRelease = await readBuildOfRelease(options.releasesDir);
    return {
      current,
      // One name per build: its pages-only release and its indexed copy are one build.
      liveBuild: current && buildOfRelease(current),
      keptBuilds: [...new Set(releases.map(buildOfRelease))],
      releases,
      locked: lock !== null,
      lock: lock && {
        ...lock,
        newestRelease:
          builtWhileLocked.length > 0 ? buildOfRelease(builtWhileLocked.at(-1)!) : null,
      },
      ...options.queue.status(),
      nextScheduledBuild: options.nextScheduledBuild()?.toISOString() ?? null,
    };
  });
}
