import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BuildQueue } from './build-queue';
import { currentRelease, listReleases, rollbackRelease } from './releases';
import { DeliveryLog, isAuthenticHookCall } from './webhook-auth';

export interface HooksRoutesOptions {
  /** Without a secret every hook answers 404, as if it did not exist. */
  secret?: string;
  queue: BuildQueue;
  releasesDir: string;
  nextScheduledBuild: () => Date | null;
}

const BODY_LIMIT = 256 * 1024;

function deliveryId(request: FastifyRequest): string | undefined {
  const id = request.headers['x-github-delivery'] ?? request.headers['x-delivery-id'];
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** Rebuild, rollback and status hooks for staff and the CMS. */
export async function hooksRoutes(
  app: FastifyInstance,
  options: HooksRoutesOptions,
): Promise<void> {
  const deliveries = new DeliveryLog();
  const secret = options.secret;

  // The signature covers the exact bytes received, so bodies stay raw buffers.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (_request, reply) => {
    if (!secret) return reply.code(404).send({ message: 'Not found' });
  });
  app.addHook('preHandler', async (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!secret || !isAuthenticHookCall(request.headers, body, secret)) {
      return reply.code(401).send({ message: 'Missing or invalid signature' });
    }
  });

  app.post('/hooks/rebuild', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    if (request.headers['x-github-event'] === 'ping') return { message: 'pong' };
    const id = deliveryId(request);
    if (id !== undefined && !deliveries.record(id)) {
      return reply.code(409).send({ message: `Delivery ${id} was already received` });
    }
    const buildId = options.queue.trigger(id ? `webhook ${id}` : 'webhook');
    return reply.code(202).send({ buildId });
  });

  app.post('/hooks/rollback', { bodyLimit: BODY_LIMIT }, async (_request, reply) => {
    try {
      return { current: await rollbackRelease(options.releasesDir) };
    } catch (error) {
      return reply.code(409).send({ message: (error as Error).message });
    }
  });

  app.get('/hooks/status', async () => ({
    current: await currentRelease(options.releasesDir),
    releases: await listReleases(options.releasesDir),
    ...options.queue.status(),
    nextScheduledBuild: options.nextScheduledBuild()?.toISOString() ?? null,
  }));
}
