import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BuildQueue } from './build-queue';
import type { ReleaseLiveListener } from './edge-purge';
import { parseRebuildBody } from './rebuild-body';
import { currentRelease, listReleases, rollbackRelease } from './releases';
import { safeEqual } from './safe-equal';
import {
  DELIVERY_ID_HEADER,
  DeliveryLog,
  SIGNATURE_HEADER,
  verifyHookCall,
} from './webhook-signature';

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
  /** Told after a rollback went live (edge purge). */
  onReleaseLive?: ReleaseLiveListener;
  nextScheduledBuild: () => Date | null;
}

const BODY_LIMIT = 256 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether the fixed bearer token is enough for this hook. */
    bearerAllowed?: boolean;
  }
}

function refuse(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply.code(statusCode).header('cache-control', 'no-store').send({ message });
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
  const deliveries = new DeliveryLog();
  const { secret, bearerToken } = options;

  // The signature covers the exact bytes received, so bodies stay raw buffers.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (_request, reply) => {
    if (!secret && !bearerToken) return refuse(reply, 404, 'Not found');
  });
  app.addHook('preHandler', async (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (secret && request.headers[SIGNATURE_HEADER] !== undefined) {
      const call = { method: request.method, path: request.url, body };
      const verdict = verifyHookCall(request.headers, call, secret);
      if (!verdict.ok) return refuse(reply, verdict.statusCode, verdict.message);
      if (!deliveries.record(verdict.deliveryId)) {
        return refuse(reply, 409, `Delivery ${verdict.deliveryId} was already received`);
      }
      return;
    }
    if (request.routeOptions.config.bearerAllowed && carriesToken(request, bearerToken)) return;
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

  app.post('/hooks/rollback', { bodyLimit: BODY_LIMIT }, async (_request, reply) => {
    try {
      const current = await rollbackRelease(options.releasesDir);
      await options.onReleaseLive?.({ releaseId: current, reason: 'rollback' });
      return { current };
    } catch (error) {
      return refuse(reply, 409, (error as Error).message);
    }
  });

  app.get('/hooks/status', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      current: await currentRelease(options.releasesDir),
      releases: await listReleases(options.releasesDir),
      ...options.queue.status(),
      nextScheduledBuild: options.nextScheduledBuild()?.toISOString() ?? null,
    };
  });
}
