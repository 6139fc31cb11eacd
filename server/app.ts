// The production server: Fastify, the app-wide settings (logging, trusted proxies, compression)
// and one plugin per room, registered in the rooms' order (server/README.md). Each plugin
// decorates the app with what the rooms after it use, so the flow reads top to bottom here.
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { auditPlugin } from './audit/audit-plugin';
import { buildsPlugin } from './builds/builds-plugin';
import type { AppOptions } from './config';
import { consolePlugin } from './console/console-plugin';
import { hooksRoutes } from './hooks/routes';
import { notifyPlugin } from './notify/notify-plugin';
import { proxyRoutes } from './proxy/proxy';
import { releasesPlugin } from './releases/releases-plugin';
import { redactUrl } from './shared/redact';
import { sitePlugin } from './site/site-plugin';
import { staffAuthPlugin } from './staff-auth/register-staff-auth';

function loggerOptions(options: AppOptions) {
  if (!options.logger && !options.logStream) return false;
  return {
    ...(options.logStream ? { stream: options.logStream } : {}),
    // Request URLs carry life-grant uids and SMS codes: log them masked (redact.ts).
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * proxy-addr walks X-Forwarded-For from the nearest hop outwards; `hop < n` trusts exactly
 * the n proxies in front of us, so the address they saw is the client's, whatever the client
 * wrote further left.
 */
function trustedProxies(trust: number | string[]) {
  if (Array.isArray(trust)) return trust;
  return trust > 0 ? (_address: string, hop: number) => hop < trust : false;
}

/** Builds the production server (not yet listening), so tests can start it on port 0. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options),
    trustProxy: trustedProxies(options.trustProxy),
    // Gatsby asset and page-data paths can be long; the default (100) would 404 them.
    routerOptions: { maxParamLength: 2048 },
    // A request must arrive whole within this time (slow-loris); the largest body is 256 KiB.
    requestTimeout: 30_000,
    // Bodies are checked as they were sent: a number where an id belongs is refused, not
    // turned into the string "42" (Fastify's default coerces types).
    ajv: { customOptions: { coerceTypes: false } },
  });
  // Compression first: @fastify/compress sets itself up on each route as it is added. A 206
  // carries a Content-Range of the uncompressed file, so its bytes are never compressed (this
  // hook runs before the plugin's own, hooks running in the order they are added).
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 206) request.headers['x-no-compression'] = 'partial content';
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });

  const { siteDir, releasesDir, siteUrl, hooks } = options;
  await app.register(notifyPlugin, { notify: options.notify, siteUrl });
  await app.register(auditPlugin, { releasesDir });
  await app.register(proxyRoutes, { proxy: options.proxy, siteUrl });
  await app.register(releasesPlugin, {
    releasesDir,
    guardedSecrets: hooks.guardedSecrets,
    edgePurgeUrls: options.edgePurgeUrls,
    onReleaseLive: options.onReleaseLive,
  });
  await app.register(sitePlugin, { siteDir, releasesDir, siteUrl, csp: options.csp });
  await app.register(buildsPlugin, { siteDir, releasesDir, siteUrl, settings: hooks });
  await app.register(staffAuthPlugin, { settings: options.staff ?? null, releasesDir });
  await app.register(consolePlugin, { releasesDir, enabled: Boolean(options.staff) });
  const { queue, schedule } = app.builds;
  await app.register(hooksRoutes, {
    secret: hooks.secret,
    bearerToken: hooks.bearerToken,
    queue,
    releasesDir,
    releaseActions: app.releaseActions,
    nextScheduledBuild: () => schedule?.nextRunAt() ?? null,
  });
  return app;
}
