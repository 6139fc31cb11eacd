import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { bareHostRedirect } from './site/bare-host';
import { messageForBuild } from './builds/build-messages';
import { changedArticleWords } from './notify/staff-words';
import { BuildHistory } from './builds/build-history';
import { BuildQueue, type BuildRecord } from './builds/build-queue';
import { DEFAULT_REBUILD_TIMEZONE, startCronSchedule } from './shared/cron-schedule';
import { edgeCacheHeaders } from './site/edge-headers';
import { hooksStateDir } from './shared/state-dir';
import { GoLive, type ReleaseLiveListener } from './releases/go-live';
import { hooksRoutes } from './hooks/routes';
import { proxyRoutes, type ProxyOptions } from './proxy/proxy';
import { createRebuildJob } from './builds/rebuild-job';
import { createStaffNotifier, type NotifyOptions, type StaffMessage } from './notify';
import { redactUrl } from './shared/redact';
import type { NamedSecret } from './releases/secret-scan';
import { ensureScanned } from './releases/scan-record';
import { requiredPagesFrom } from './releases/site-check';
import { type CspOptions, needsWebAssembly, securityHeaders } from './site/security-headers';
import { removeStagingLeftovers } from './releases/staging';
import { readBuildOfRelease } from './releases/release-builds';
import { currentRelease } from './releases/releases';
import { resolveSiteRoot } from './site/site-root';
import type { SearchIndexBuilder } from './builds/search-follow-up';
import { registerStaticSite } from './site/static-site';
import { auditActionLog } from './audit/audit-action-log';
import { createPreviewPasses } from './console/preview';
import { registerStaffConsole } from './console/register-staff-console';
import { registerStaffAuth } from './staff-auth/register-staff-auth';
import type { StaffAuthSettings } from './staff-auth/staff-auth-options';

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
  /** A build running longer is stopped and fails (BUILD_TIMEOUT_S); none: no limit. */
  timeoutSeconds?: number;
  /** Calls are gathered until none came for this long (REBUILD_QUIET_S); default 0. */
  quietSeconds?: number;
  /** ...or until this long after the first one (REBUILD_MAX_WAIT_S). */
  maxWaitSeconds?: number;
  /** HTML files a build must contain to go live; default: every page of src/pages in every language. */
  requiredPages?: string[];
  /**
   * Builds the search index after a build's pages went live (the build then skips it, see
   * SKIP_SEARCH_INDEX); none: the build writes the index itself, before anything goes live.
   */
  searchIndex?: SearchIndexBuilder;
  /** How long a pages-only release stays once its indexed copy is live (tests set 0). */
  supersededGraceMs?: number;
  /** Tell staff "Your change is live" after every build that went live cleanly (NOTIFY_WHEN_LIVE). */
  notifyWhenLive?: boolean;
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
  /**
   * Called after every switch of the live release (a build publishing, POST /hooks/publish,
   * rollback, unlock that publishes), e.g. to purge an edge cache. A failure is logged and
   * never fails the publish.
   */
  onReleaseLive?: ReleaseLiveListener;
  /** Where staff are told about builds, the lock and failures (NOTIFY_URL, NOTIFY_EMAIL). */
  notify?: Omit<NotifyOptions, 'site'>;
  /** The staff console's sign-in (STAFF_OIDC_*); none: the console is off. */
  staff?: StaffAuthSettings | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells staff (NOTIFY_URL, e-mail) in the background; never throws. */
    notifyStaff: (message: StaffMessage) => void;
  }
}

function logBuild(app: FastifyInstance, build: BuildRecord): void {
  const summary = { buildId: build.id, reason: build.reason, durationMs: build.durationMs };
  if (build.outcome === 'succeeded') {
    app.log.info(summary, 'build published');
  } else if (build.outcome === 'kept') {
    app.log.warn({ ...summary, keptBecause: build.keptBecause }, 'build kept, not published');
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
    // A request must arrive whole within this time (slow-loris); the largest body is 256 KiB.
    requestTimeout: 30_000,
    // Bodies are checked as they were sent: a number where an id belongs is refused, not
    // turned into the string "42" (Fastify's default coerces types).
    ajv: { customOptions: { coerceTypes: false } },
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

  // A 206 carries a Content-Range of the uncompressed file; compressing its bytes would make
  // the range a lie. @fastify/compress skips a request marked x-no-compression; this hook runs
  // before its own (hooks run in the order they are added).
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 206) request.headers['x-no-compression'] = 'partial content';
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  // Files are sent per request from the release resolved for that request (see static-site.ts).
  await app.register(fastifyStatic, {
    root: options.siteDir,
    serve: false,
    cacheControl: false,
    index: false,
  });

  await removeStagingLeftovers(options.releasesDir, (name) =>
    app.log.warn({ name }, 'removed a half-copied release left by an interrupted publish'),
  );
  const notifier = createStaffNotifier(
    { ...options.notify, site: options.siteUrl },
    (level, facts, text) => app.log[level](facts, text),
  );
  app.decorate('notifyStaff', notifier.notifyStaff);
  const goLive = new GoLive({
    releasesDir: options.releasesDir,
    // Every switch (build, publish, rollback, unlock, follow-up) goes live only once scanned.
    scanGate: (releaseId) =>
      ensureScanned(options.releasesDir, releaseId, options.hooks.guardedSecrets),
    onReleaseLive: options.onReleaseLive,
    onListenerError: (error, event) =>
      app.log.error(
        { ...event, error: (error as Error).message },
        'release went live, but its onReleaseLive listener failed',
      ),
  });
  const history = new BuildHistory(options.releasesDir);
  const tellStaffAbout = async (build: BuildRecord) => {
    const [live, buildOf] = await Promise.all([
      currentRelease(options.releasesDir).catch(() => null),
      readBuildOfRelease(options.releasesDir),
    ]);
    const message = messageForBuild(build, {
      liveBuild: live && buildOf(live),
      consoleUrl: new URL('/staff/', options.siteUrl).href,
      articles: changedArticleWords(build),
      whenLive: options.hooks.notifyWhenLive === true,
    });
    if (message) notifier.notifyStaff(message);
  };
  const seconds = (value: number | undefined) => (value === undefined ? undefined : value * 1000);
  const queue = new BuildQueue(
    createRebuildJob({
      goLive,
      siteDir: options.siteDir,
      releasesDir: options.releasesDir,
      buildCommand: options.hooks.buildCommand,
      guardedSecrets: options.hooks.guardedSecrets,
      redactedValues: options.hooks.redactedValues,
      timeoutMs: seconds(options.hooks.timeoutSeconds),
      buildSearchIndex: options.hooks.searchIndex,
      supersededGraceMs: options.hooks.supersededGraceMs,
      requiredPages:
        options.hooks.requiredPages ??
        (await requiredPagesFrom(path.join(options.siteDir, 'src', 'pages'))),
    }),
    {
      quietMs: seconds(options.hooks.quietSeconds),
      maxWaitMs: seconds(options.hooks.maxWaitSeconds),
      stateFile: path.join(hooksStateDir(options.releasesDir), 'build-queue.json'),
      log: (level, text) => app.log[level](text),
      onFinished: (build) => {
        logBuild(app, build);
        history.add(build);
        void tellStaffAbout(build).catch((error: unknown) =>
          app.log.error({ error: (error as Error).message }, 'build message not sent'),
        );
      },
    },
  );
  queue.resume();
  const schedule = options.hooks.cron
    ? startCronSchedule(
        options.hooks.cron,
        options.hooks.timezone ?? DEFAULT_REBUILD_TIMEZONE,
        () => queue.trigger({ reason: 'schedule', now: true }),
      )
    : null;
  app.addHook('onClose', async () => {
    schedule?.stop();
    await queue.stop();
    await notifier.close();
  });

  app.get('/healthz', async (_request, reply) => {
    const site = await resolveSiteRoot(options.releasesDir, options.siteDir, (message) =>
      app.log.error(message),
    );
    if (!site) return reply.code(503).send({ status: 'no release published' });
    return { status: 'ok', release: site.release ?? 'public' };
  });
  await app.register(hooksRoutes, {
    secret: options.hooks.secret,
    bearerToken: options.hooks.bearerToken,
    queue,
    releasesDir: options.releasesDir,
    goLive,
    notifyStaff: notifier.notifyStaff,
    nextScheduledBuild: () => schedule?.nextRunAt() ?? null,
    recordAction: (entry) => auditActionLog(app.staffAuditLog).record(entry),
  });
  await app.register(proxyRoutes, {
    proxy: options.proxy,
    siteOrigins: siteOriginsOf(options.siteUrl),
  });

  // ---- Staff console: sign-in, access control and the audit log (server/staff-auth/). ----
  // Decorates app.staffGuards and app.staffAuditLog for the console's own routes.
  await registerStaffAuth(app, {
    settings: options.staff ?? null,
    releasesDir: options.releasesDir,
  });
  // ---- End of the staff console's sign-in. ----

  // The console itself (server/console/): only with a sign-in configured.
  const previews = options.staff
    ? createPreviewPasses(options.releasesDir, (session) => app.staffSessionIsLive(session))
    : null;
  if (previews) {
    await registerStaffConsole(app, {
      guards: app.staffGuards,
      releasesDir: options.releasesDir,
      goLive,
      queue,
      history,
      notifyStaff: notifier.notifyStaff,
      actions: auditActionLog(app.staffAuditLog),
      searchFollowsPages: Boolean(options.hooks.searchIndex),
      previews,
      schedule:
        schedule && options.hooks.cron
          ? { cron: options.hooks.cron, nextRunAt: () => schedule.nextRunAt() }
          : null,
    });
  }
  registerStaticSite(app, { ...options, preview: previews?.resolve });
  return app;
}
