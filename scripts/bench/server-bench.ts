import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchContext } from './context';
import { measuredBuild } from './gatsby-build';
import { logPath, makeTempDir, removeTempDir, runToEnd } from './processes';
import { changeArticle, firstArticleOfYear } from './sandbox-client';
import { signedHeaders } from '../../server/webhook-signature';
import { proxyModeEnv, serve, startSandbox } from './serve-site';
import { fixed, markdownTable } from './table';

// The production server as staff and visitors meet it (issue 5): how long a webhook call
// takes to put a one-article change live, and how many home-page requests per second it
// serves on loopback. Both against the site built in proxy mode from the written articles.

const SECRET = 'bench-webhook-secret-not-used-anywhere-else';
const LOAD_SECONDS = 10;
const CONNECTIONS = 20;
const POLL_MS = 250;

const waitForRelease = async (url: string, previous: string, limitMs: number) => {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const { release } = (await (await fetch(`${url}/healthz`)).json()) as { release?: string };
    if (release && release !== previous) return release;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`no new release within ${limitMs / 1000} s`);
};

const currentRelease = async (url: string): Promise<string> =>
  ((await (await fetch(`${url}/healthz`)).json()) as { release: string }).release;

const loadHomePage = (url: string) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      { url: `${url}/`, connections: CONNECTIONS, duration: LOAD_SECONDS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

export const benchServer = async (context: BenchContext): Promise<string> => {
  const { siteDir, sandboxPort, serverPort } = context;
  const sandbox = await startSandbox(siteDir, sandboxPort);
  const releasesDir = makeTempDir('bench-server-releases-');
  try {
    const env = { ...proxyModeEnv(sandbox.url), RELEASES_DIR: releasesDir, SITE_DIR: siteDir };
    context.log('Server: first build and release');
    await measuredBuild(siteDir, env, 'server-first-build');
    await runToEnd(
      path.join(siteDir, 'node_modules', '.bin', 'tsx'),
      ['server/release-cli.ts', 'publish'],
      siteDir,
      env,
      logPath('server-publish'),
    );
    const server = await serve(siteDir, siteDir, serverPort, {
      ...env,
      CSP_IMG_SRC_EXTRA: sandbox.url,
      REBUILD_WEBHOOK_SECRET: SECRET,
    });
    try {
      const uuid = await firstArticleOfYear(sandbox.url, new Date().getFullYear());
      const marker = await changeArticle(sandbox.url, uuid);
      const before = await currentRelease(server.url);
      context.log('Server: webhook for a one-article change');
      const started = performance.now();
      // Named as the CMS would name it, so only this body is fetched again.
      const body = JSON.stringify({ articles: [uuid] });
      const answer = await fetch(`${server.url}/hooks/rebuild`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signedHeaders(SECRET, { method: 'POST', path: '/hooks/rebuild', body }),
        },
        body,
      });
      if (answer.status !== 202) throw new Error(`the webhook answered ${answer.status}`);
      await waitForRelease(server.url, before, 15 * 60_000);
      const liveSeconds = (performance.now() - started) / 1000;
      const page = await (await fetch(`${server.url}/news/article/${uuid}/`)).text();
      if (!page.includes(marker)) throw new Error('the new release lacks the changed article');

      context.log(`Server: ${LOAD_SECONDS} s of load on the home page`);
      const load = await loadHomePage(server.url);
      const failed = load.errors + load.timeouts + load.non2xx;
      return [
        '## Server',
        `Production server (\`server/main.ts\`) on 127.0.0.1, site built in proxy mode from the written articles. The load is autocannon in the bench's own process, ${CONNECTIONS} connections for ${LOAD_SECONDS} s, so client and server share the 2 cores.`,
        markdownTable(
          [{ header: 'Measure' }, { header: 'Figure', align: 'right' }],
          [
            ['Webhook call to new release live, one article changed (s)', fixed(liveSeconds, 1)],
            ['Home page requests per second (mean)', fixed(load.requests.average)],
            ['Home page latency p50 / p99 (ms)', `${load.latency.p50} / ${load.latency.p99}`],
            ['Failed requests (errors, timeouts, non-2xx)', String(failed)],
          ],
        ),
      ].join('\n\n');
    } finally {
      await server.stop();
    }
  } finally {
    await sandbox.stop();
    removeTempDir(releasesDir);
  }
};
