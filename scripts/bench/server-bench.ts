import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { BenchContext } from './context';
import { edgeTable, measureEdgeLoads, secondsUntilVisible } from './edge-bench';
import { floorWarmRebuild, writeFloorPages } from './floor-site';
import { gatsbyClean, measuredBuild, QUIET } from './gatsby-build';
import { changeArticle, firstArticleOfYear } from './sandbox-client';
import { signedHeaders } from '../../server/shared/webhook-signature';
import { proxyModeEnv, publishAndServe, startSandbox } from './serve-site';
import { fixed, markdownTable, ratio } from './table';
import { freePort, logPath } from './processes';
import { ensureVarnish } from '../edge/ensure-varnish';
import { startVarnish } from '../edge/start-varnish';

// The production server as staff and visitors meet it: how long a webhook call
// takes to put a one-article change live, and how many home-page requests per second it
// serves on loopback. Both against the site built in proxy mode from the written articles.

const SECRET = 'bench-webhook-secret-not-used-anywhere-else';
/** The server's default quiet period (REBUILD_QUIET_S), set here so the figure says what it includes. */
const QUIET_SECONDS = 10;
const LOAD_SECONDS = 10;
const CONNECTIONS = 20;
const POLL_MS = 250;
/** Articles the sandbox is seeded with: the scale the target is set at, fewer with --quick. */
const ARTICLES = 3000;
const QUICK_ARTICLES = 300;
/** Webhook to live (without the quiet period) in at most this many floor warm rebuilds (issue 54). */
const FLOOR_RATIO_TARGET = 2;
/** The search index live within this many seconds of the pages (issue 54). */
const SEARCH_TARGET_SECONDS = 10;

const releaseOf = async (url: string) =>
  ((await (await fetch(`${url}/healthz`)).json()) as { release?: string }).release;

const waitForNewRelease = async (url: string, previous: string | undefined, limitMs: number) => {
  for (const deadline = Date.now() + limitMs; Date.now() < deadline; await sleep(POLL_MS)) {
    const release = await releaseOf(url);
    if (release && release !== previous) return;
  }
  throw new Error(`no new release within ${limitMs / 1000} s`);
};

/** The signed webhook call a CMS makes for one changed article (so only its body is fetched again). */
const callRebuildHook = async (serverUrl: string, uuid: string): Promise<void> => {
  const body = JSON.stringify({ articles: [uuid] });
  const answer = await fetch(`${serverUrl}/hooks/rebuild`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...signedHeaders(SECRET, { method: 'POST', path: '/hooks/rebuild', body }),
    },
    body,
  });
  if (answer.status !== 202) throw new Error(`the webhook answered ${answer.status}`);
};

const loadHomePage = (url: string) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      { url: `${url}/`, connections: CONNECTIONS, duration: LOAD_SECONDS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

interface Phase {
  name: string;
  seconds: number;
  /** HTML pages Gatsby rendered (its HTML step). */
  pages?: number;
}

interface HooksStatus {
  running: unknown;
  queued: unknown;
  last?: { startedAt?: string; phases?: Phase[]; searchIndexError?: string; logTail?: string[] };
}

const hooksStatus = async (url: string): Promise<HooksStatus> => {
  const headers = signedHeaders(SECRET, { method: 'GET', path: '/hooks/status', body: '' });
  return (await (await fetch(`${url}/hooks/status`, { headers })).json()) as HooksStatus;
};

/**
 * The last build once the server is idle: after the pages go live the server may still be
 * building the search index and switching again, and the next webhook must not start before.
 */
const lastBuildWhenIdle = async (url: string, limitMs: number) => {
  for (const deadline = Date.now() + limitMs; Date.now() < deadline; await sleep(POLL_MS)) {
    const status = await hooksStatus(url);
    if (status.running === null && status.queued === null && status.last) return status.last;
  }
  throw new Error(`the server was still building after ${limitMs / 1000} s`);
};

interface WebhookTiming {
  /** From the call to the new release live, the quiet period included. */
  seconds: number;
  /** From the pages live to their release with its search index live (the next switch). */
  searchSeconds: number;
  /** The same without the time the call waited for the quiet period. */
  withoutQuiet: number;
  /** The steps of the build, from the server's status (the quiet wait first). */
  phases: Phase[];
}

/**
 * Changes the first article of `year`, calls the webhook naming it, and times it until live;
 * the build's start (from the status) splits off the quiet period.
 */
const webhookToLive = async (
  context: BenchContext,
  serverUrl: string,
  sandboxUrl: string,
  year: number,
  which: string,
): Promise<WebhookTiming> => {
  const uuid = await firstArticleOfYear(sandboxUrl, year);
  const marker = await changeArticle(sandboxUrl, uuid);
  const before = await releaseOf(serverUrl);
  context.log(`Server: ${which} webhook for a one-article change`);
  const started = performance.now();
  const calledAt = Date.now();
  await callRebuildHook(serverUrl, uuid);
  await waitForNewRelease(serverUrl, before, 15 * 60_000);
  const live = performance.now();
  const seconds = (live - started) / 1000;
  const pages = await releaseOf(serverUrl);
  const page = await (await fetch(`${serverUrl}/news/article/${uuid}/`)).text();
  if (!page.includes(marker)) throw new Error('the new release lacks the changed article');
  // The indexed copy of those pages goes live next; a failed index leaves them (logged below).
  const searchSeconds = await waitForNewRelease(serverUrl, pages, 5 * 60_000).then(
    () => (performance.now() - live) / 1000,
    () => Number.NaN,
  );
  const last = await lastBuildWhenIdle(serverUrl, 5 * 60_000);
  const buildStart = Date.parse(last.startedAt ?? '');
  if (Number.isNaN(buildStart)) throw new Error('the status names no last build');
  // The build as the status shows it (its log's last lines), to read beside the figures.
  writeFileSync(logPath(`webhook-${which}-build-status`), `${JSON.stringify(last, null, 2)}\n`);
  if (last.searchIndexError) context.log(`Server: search index failed: ${last.searchIndexError}`);
  // Whether the index used the pages read in the quiet period, or read every page again.
  const searchLine = last.logTail?.find((line) => line.startsWith('search index:'));
  if (searchLine) context.log(`Server: ${searchLine}`);
  const waited = Math.max(0, buildStart - calledAt) / 1000;
  return { seconds, searchSeconds, withoutQuiet: seconds - waited, phases: last.phases ?? [] };
};

/** One row per webhook build: its total and each step the server reported. */
const phaseTable = (builds: Array<[string, WebhookTiming]>): string => {
  const names = [...new Set(builds.flatMap(([, timing]) => timing.phases.map((p) => p.name)))];
  return markdownTable(
    [
      { header: 'Webhook build' },
      { header: 'Live, with quiet / without (s)', align: 'right' },
      ...names.map((name) => ({ header: `${name} (s)`, align: 'right' as const })),
    ],
    builds.map(([which, timing]) => [
      which,
      `${fixed(timing.seconds, 1)} / ${fixed(timing.withoutQuiet, 1)}`,
      ...names.map((name) => {
        const phase = timing.phases.find((p) => p.name === name);
        if (!phase) return '';
        const pages = phase.pages === undefined ? '' : ` (${phase.pages} pages)`;
        return `${fixed(phase.seconds, 2)}${pages}`;
      }),
    ]),
  );
};

/**
 * Like webhookToLive, watched through the edge: seconds from the webhook call, and from the
 * origin's switch to the new release, until the edge shows the changed article.
 */
const webhookToVisibleThroughEdge = async (
  serverUrl: string,
  edgeUrl: string,
  sandboxUrl: string,
  year: number,
): Promise<{ fromWebhook: number; fromSwitch: number }> => {
  const uuid = await firstArticleOfYear(sandboxUrl, year);
  const page = `${edgeUrl}/news/article/${uuid}/`;
  await fetch(page); // cached at the edge before the change, as a visited page is
  const marker = await changeArticle(sandboxUrl, uuid);
  const before = await releaseOf(serverUrl);
  const started = performance.now();
  await callRebuildHook(serverUrl, uuid);
  const switched = (async () => {
    while ((await releaseOf(serverUrl)) === before) await sleep(20);
    return performance.now();
  })();
  const fromWebhook = await secondsUntilVisible(page, marker, started, 15 * 60_000);
  return { fromWebhook, fromSwitch: (performance.now() - (await switched)) / 1000 };
};

/**
 * The bare floor's warm rebuild of `pages` pages after one changed: what a webhook build is
 * held against in the same run. Built from clean first, so the figure does not depend on
 * whether the build-scaling section ran before.
 */
const floorWarmSeconds = async (context: BenchContext, pages: number): Promise<number> => {
  context.log(`Server: the floor's clean, settling and warm builds, ${pages} pages`);
  writeFloorPages(context.floorDir, pages);
  await gatsbyClean(context.floorDir, `floor-${pages}-server`);
  await measuredBuild(context.floorDir, {}, `floor-${pages}-pages-server-build`);
  return (await floorWarmRebuild(context.floorDir, pages)).seconds;
};

export const benchServer = async (context: BenchContext): Promise<string> => {
  ensureVarnish();
  const articles = context.quick ? QUICK_ARTICLES : ARTICLES;
  const sandbox = await startSandbox(context.siteDir, context.sandboxPort, articles);
  try {
    context.log('Server: first build and release');
    const { pages } = await measuredBuild(
      context.siteDir,
      proxyModeEnv(sandbox.url),
      'server-first-build',
    );
    // Before the server starts, so neither build shares the cores with the other.
    const floorSeconds = await floorWarmSeconds(context, pages);
    const edgePort = process.env.BENCH_EDGE_PORT
      ? Number(process.env.BENCH_EDGE_PORT)
      : await freePort();
    const server = await publishAndServe(context.siteDir, context.serverPort, sandbox.url, {
      // The environment of the first build, so the webhook builds start from its bundles.
      ...QUIET,
      REBUILD_WEBHOOK_SECRET: SECRET,
      REBUILD_QUIET_S: String(QUIET_SECONDS),
      // Behind the edge, as deploy/edge/README.md sets it up.
      TRUST_PROXY: '127.0.0.1',
      EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}/`,
    });
    const edge = await startVarnish({ port: edgePort, backendPort: context.serverPort });
    try {
      // The first webhook build follows the cold build; the ones after it are what staff meet
      // day to day. All three are measured.
      const year = new Date().getFullYear();
      const firstLive = await webhookToLive(context, server.url, sandbox.url, year, 'first');
      const nextLive = await webhookToLive(context, server.url, sandbox.url, year - 1, 'next');
      const againLive = await webhookToLive(context, server.url, sandbox.url, year - 3, 'third');

      context.log(`Server: ${LOAD_SECONDS} s of load on the home page`);
      const load = await loadHomePage(server.url);
      const failed = load.errors + load.timeouts + load.non2xx;

      const article = `/news/article/${await firstArticleOfYear(sandbox.url, year)}/`;
      const edgeLoads = await measureEdgeLoads(
        server.url,
        edge.url,
        [
          { name: 'Home page', path: '/' },
          { name: 'An article', path: article },
        ],
        context.quick ? 3 : LOAD_SECONDS,
        context.log,
      );
      context.log('Edge: webhook for a one-article change, watched through the edge');
      const visible = await webhookToVisibleThroughEdge(
        server.url,
        edge.url,
        sandbox.url,
        year - 2,
      );
      return [
        '## Server',
        `Production server (\`server/main.ts\`) on 127.0.0.1, site built in proxy mode against the sandbox seeded with ${articles} articles. The load is autocannon in the bench's own process, ${CONNECTIONS} connections for ${LOAD_SECONDS} s, so client and server share the 2 cores.`,
        markdownTable(
          [{ header: 'Measure' }, { header: 'Figure', align: 'right' }],
          [
            [
              `Webhook call to new release live, one article changed, first after the first build, with the ${QUIET_SECONDS} s quiet period / without it (s)`,
              `${fixed(firstLive.seconds, 1)} / ${fixed(firstLive.withoutQuiet, 1)}`,
            ],
            [
              `Webhook call to new release live, one article changed, the next one, with the ${QUIET_SECONDS} s quiet period / without it (s)`,
              `${fixed(nextLive.seconds, 1)} / ${fixed(nextLive.withoutQuiet, 1)}`,
            ],
            [
              `Webhook call to new release live, one article changed, a third one, with the ${QUIET_SECONDS} s quiet period / without it (s)`,
              `${fixed(againLive.seconds, 1)} / ${fixed(againLive.withoutQuiet, 1)}`,
            ],
            [
              `The bare floor's warm rebuild of as many pages (${pages}), one page changed (s)`,
              fixed(floorSeconds, 1),
            ],
            [
              `Webhook call to live without the quiet period ÷ the floor's warm rebuild, first / next / third (target ≤ ${FLOOR_RATIO_TARGET}×)`,
              [firstLive, nextLive, againLive]
                .map((live) => ratio(live.withoutQuiet, floorSeconds))
                .join(' / '),
            ],
            [
              `Search index live after the pages, first / next / third (s; target ≤ ${SEARCH_TARGET_SECONDS})`,
              [firstLive, nextLive, againLive]
                .map((live) => fixed(live.searchSeconds, 1))
                .join(' / '),
            ],
            ['Home page requests per second (mean)', fixed(load.requests.average)],
            ['Home page latency p50 / p99 (ms)', `${load.latency.p50} / ${load.latency.p99}`],
            ['Failed requests (errors, timeouts, non-2xx)', String(failed)],
          ],
        ),
        'Steps of each webhook build, from the server\'s `GET /hooks/status` (a step after "switch" ran once the pages were live):',
        phaseTable([
          ['first', firstLive],
          ['next', nextLive],
          ['third', againLive],
        ]),
        '## Edge',
        `Varnish with \`deploy/edge/site.vcl\` on 127.0.0.1 in front of the same server, in the same run; autocannon as above (${context.quick ? 3 : LOAD_SECONDS} s per figure). The edge serves from memory what the origin reads, compresses and checks on every request.`,
        edgeTable(edgeLoads, visible.fromWebhook, visible.fromSwitch),
      ].join('\n\n');
    } finally {
      await edge.stop();
      await server.stop();
    }
  } finally {
    await sandbox.stop();
  }
};
