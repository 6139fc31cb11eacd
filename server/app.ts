import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { bareHostRedirect } from './bare-host';
import { BuildQueue, type BuildRecord } from './build-queue';
import { DEFAULT_REBUILD_TIMEZONE, startCronSchedule } from './cron-schedule';
import { edgeCacheHeaders } from './edge-headers';
import type { ReleaseLiveListener } from './edge-purge';
import { hooksRoutes } from './hooks-routes';
import { proxyRoutes, type ProxyOptions } from './proxy';
import { createRebuildJob } from './rebuild-job';
import { redactUrl } from './redact';
import type { NamedSecret } from './secret-scan';
import { type CspOptions, needsWebAssembly, securityHeaders } from './security-headers';
import { resolveSiteRoot } from './site-root';
import { registerStaticSite } from './static-site';

export interface HooksOptions {
  /** HMAC secret of signed hook calls (every hook). */
  secret?: string;
  /** Fixed bearer token that may start a rebuild, for CMSs that cannot sign. */
  bearerToken?: string;
  buildCommand: string;
  /** 5-field cron expression for scheduled rebuilds; none: no schedule. */
  cron?: string;
  /** IANA time zone the cron expression is read in (default America/Denver). */
  timezone?: string;
  guardedSecrets: NamedSecret[];
  /** Values masked in build logs (credentials). */
  redactedValues?: string[];
}

export interface AppOptions {
  /** Gatsby project root: holds `public/` and `.cache/`; the build command runs here. */
  siteDir: string;
  releasesDir: string;
  siteUrl: string;
  /** Proxy hops (or proxy addresses) trusted for X-Forwarded-*; 0: none. */
  trustProxy: number | string[];
  csp: CspOptions;
  proxy: ProxyOptions | null;
  hooks: HooksOptions;
  logger?: boolean;
  /** Where JSON log lines go instead of stdout (tests read them). Implies logging. */
  logStream?: { write(line: string): void };
  /** Called after every switch of the live release (a build, a rollback), e.g. to purge an edge cache. */
  onReleaseLive?: ReleaseLiveListener;
}

function logBuild(app: FastifyInstance, build: BuildRecord): void {
  const summary = { buildId: build.id, reason: build.reason, durationMs: build.durationMs };
  if (build.outcome === 'succeeded') {
    app.log.info(summary, 'build published');
  } else {
    // The log tail is already redacted (rebuild-job.ts): no credentials, uids or codes.
    app.log.error({ ...summary, error: build.error, logTail: build.logTail }, 'build failed');
  }
}

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

/** The site's own origin and its bare-host twin: pages on either may call the proxy. */
function siteOriginsOf(siteUrl: string): string[] {
  const url = new URL(siteUrl);
  const bare = new URL(siteUrl);
  bare.hostname = url.hostname.replace(/^www\./, '');
  return [...new Set([url.origin, bare.origin])];
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
  });

  const siteHeaders = securityHeaders(options.csp);
  const searchHeaders = securityHeaders(options.csp, { webAssembly: true });
  app.addHook('onSend', async (request, reply) => {
    // API answers carry their own, stricter policy (proxy-answer.ts).
    const ownPolicy = reply.hasHeader('content-security-policy');
    const pathname = request.url.split('?')[0] ?? '/';
    const headers = needsWebAssembly(pathname) ? searchHeaders : siteHeaders;
    for (const [name, value] of Object.entries(headers)) {
      if (!(ownPolicy && name.startsWith('content-security-policy'))) reply.header(name, value);
    }
  });
  app.addHook('onSend', edgeCacheHeaders);
  const redirectBareHost = bareHostRedirect(options.siteUrl);
  if (redirectBareHost) app.addHook('onRequest', redirectBareHost);

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  // Files are sent per request from the release resolved for that request (see static-site.ts).
  await app.register(fastifyStatic, {
    root: options.siteDir,
    serve: false,
    cacheControl: false,
    index: false,
  });

  const queue = new BuildQueue(
    createRebuildJob({
      siteDir: options.siteDir,
      releasesDir: options.releasesDir,
      buildCommand: options.hooks.buildCommand,
      guardedSecrets: options.hooks.guardedSecrets,
      redactedValues: options.hooks.redactedValues,
      onReleaseLive: options.onReleaseLive,
    }),
    (build) => logBuild(app, build),
  );
  const schedule = options.hooks.cron
    ? startCronSchedule(
        options.hooks.cron,
        options.hooks.timezone ?? DEFAULT_REBUILD_TIMEZONE,
        () => queue.trigger({ reason: 'schedule' }),
      )
    : null;
  app.addHook('onClose', async () => {
    schedule?.stop();
    await queue.stop();
  });

  app.get('/healthz', async (_request, reply) => {
    const site = await resolveSiteRoot(options.releasesDir, options.siteDir);
    if (!site) return reply.code(503).send({ status: 'no release published' });
    return { status: 'ok', release: site.release ?? 'public' };
  });
  await app.register(hooksRoutes, {
    secret: options.hooks.secret,
    bearerToken: options.hooks.bearerToken,
    queue,
    releasesDir: options.releasesDir,
    onReleaseLive: options.onReleaseLive,
    nextScheduledBuild: () => schedule?.nextRunAt() ?? null,
  });
  await app.register(proxyRoutes, {
    proxy: options.proxy,
    siteOrigins: siteOriginsOf(options.siteUrl),
  });
  registerStaticSite(app, options);
  return app;
}
