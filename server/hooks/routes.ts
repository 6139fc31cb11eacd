import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BuildQueue } from '../builds/build-queue';
import type { ReleaseActions } from '../releases/release-actions';
import { hooksStateDir } from '../shared/state-dir';
import { readPublishingLock } from '../releases/publishing-lock';
import { clientKey } from '../shared/client-key';
import { readBuildOfRelease } from '../releases/release-builds';
import { lockHook, publishHook, rollbackHook, unlockHook } from './release-hooks';
import {
  bodyErrorFormatter,
  type HookBody,
  HookError,
  lockBody,
  parseRawBody,
  rebuildBody,
  releaseBody,
} from './hook-bodies';
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
  /** Publish, roll back, stop and resume: switched, announced and written to the audit log. */
  releaseActions: ReleaseActions;
  nextScheduledBuild: () => Date | null;
}

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
    /** What the hook's body must be; none: the hook takes no body. */
    hookBody?: HookBody;
  }
}

/** A route's options for a hook taking `body`: its schema, its sentences, its size limit. */
function withBody(body: HookBody, config: { bearerAllowed?: boolean } = {}) {
  return {
    bodyLimit: BODY_LIMIT,
    schema: { body: body.schema },
    schemaErrorFormatter: bodyErrorFormatter(body),
    config: { ...config, hookBody: body },
  };
}

/** Why a call is refused when what it asks could not be written down (a full disk). */
const CALL_NOT_SAVED =
  'The server could not save this call (its disk may be full); send it again later';

/** A refusal the caller should send again later: `Retry-After` says when. */
function tryLater(reply: FastifyReply, statusCode: number, seconds: number, message: string) {
  reply.header('retry-after', String(seconds));
  return new HookError(statusCode, message);
}

function carriesToken(request: FastifyRequest, token: string | undefined): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return token !== undefined && bearer !== undefined && safeEqual(bearer, token);
}

/**
 * POST /hooks/rebuild: the call joins the build queue, which builds once the CMS has been quiet
 * for a while and hands the release to GoLive (builds/rebuild-job.ts).
 */
async function rebuildHook(
  queue: BuildQueue,
  deliveries: DeliveryLog,
  request: FastifyRequest<{ Body: { articles?: string[] } }>,
  reply: FastifyReply,
) {
  const articles = request.body.articles ?? [];
  const id = request.headers[DELIVERY_ID_HEADER];
  const reason = typeof id === 'string' ? `webhook ${id}` : 'webhook';
  const buildId = queue.trigger({ reason, articles });
  // 202 promises the change survives a restart: only once the queue is on disk. Otherwise
  // the id is forgotten, so the CMS's retry under it is accepted rather than refused as seen.
  if (queue.status().unsaved) {
    if (typeof id === 'string') deliveries.forget(id);
    throw tryLater(reply, 503, 60, CALL_NOT_SAVED);
  }
  return reply.code(202).send({ buildId, articles: articles.length });
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
  const requireRecorded = (reply: FastifyReply, id: string, verdict: DeliveryVerdict) => {
    if (verdict === 'seen') throw new HookError(409, `Delivery ${id} was already received`);
    if (verdict === 'full') {
      throw tryLater(
        reply,
        429,
        60,
        'Too many calls in the last minutes; send this one again later',
      );
    }
    if (verdict === 'unsaved') throw tryLater(reply, 503, 60, CALL_NOT_SAVED);
  };

  await app.register(fastifyRateLimit, { global: false });
  const perClient = app.createRateLimit({
    max: HOOK_CALLS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `hooks ${clientKey(request.ip)}`,
  });

  // The signature covers the exact bytes received, so bodies arrive as raw buffers; they are
  // parsed once the signature holds, then checked against the route's schema.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500 && !(error instanceof HookError)) {
      request.log.error({ error: error.message }, 'hook failed');
    }
    const message =
      statusCode < 500 || error instanceof HookError
        ? error.message
        : 'The hook failed on the server; the server log says why';
    return reply.code(statusCode).header('cache-control', 'no-store').send({ message });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!secret && !bearerToken) throw new HookError(404, 'Not found');
    const limit = await perClient(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw tryLater(
        reply,
        429,
        Math.max(1, limit.ttlInSeconds),
        'Too many calls from this address; try again in a minute',
      );
    }
  });
  app.addHook('preValidation', async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    authenticate(request, reply, raw);
    const { hookBody } = request.routeOptions.config;
    if (hookBody) request.body = parseRawBody(raw, hookBody);
  });

  function authenticate(request: FastifyRequest, reply: FastifyReply, body: Buffer): void {
    if (secret && request.headers[SIGNATURE_HEADER] !== undefined) {
      const call = { method: request.method, path: request.url, body };
      const verdict = verifyHookCall(request.headers, call, secret);
      if (!verdict.ok) throw new HookError(verdict.statusCode, verdict.message);
      return requireRecorded(reply, verdict.deliveryId, deliveries.record(verdict.deliveryId));
    }
    if (request.routeOptions.config.bearerAllowed && carriesToken(request, bearerToken)) {
      // A captured bearer call is refused again under the same id, as a signed one is.
      const id = request.headers[DELIVERY_ID_HEADER];
      if (typeof id !== 'string' || !DELIVERY_ID.test(id)) {
        throw new HookError(
          400,
          `${DELIVERY_ID_HEADER} must be 8-128 of A-Z 0-9 _ . : - (a fresh id per call)`,
        );
      }
      return requireRecorded(reply, id, deliveries.record(id));
    }
    throw new HookError(401, 'Missing or invalid signature');
  }

  app.post<{ Body: { articles?: string[] } }>(
    '/hooks/rebuild',
    withBody(rebuildBody, { bearerAllowed: true }),
    (request, reply) => rebuildHook(options.queue, deliveries, request, reply),
  );

  app.post<{ Body: { release?: string } }>(
    '/hooks/rollback',
    withBody(releaseBody('release', false)),
    (request, reply) => rollbackHook(options, request, reply),
  );
  app.post<{ Body: { release: string } }>(
    '/hooks/publish',
    withBody(releaseBody('release', true)),
    (request, reply) => publishHook(options, request, reply),
  );
  app.post<{ Body: { publish?: string } }>(
    '/hooks/unlock',
    withBody(releaseBody('publish', false)),
    (request, reply) => unlockHook(options, request, reply),
  );
  app.post<{ Body: { reason: string } }>('/hooks/lock', withBody(lockBody), (request) =>
    lockHook(options, request),
  );

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
