import type { GatsbyCache } from 'gatsby';
import { createArticleCache } from '../../plugins/gatsby-source-pluapi/article-cache';
import { BuildReport } from '../../plugins/gatsby-source-pluapi/build-report';
import { createClient } from '../../plugins/gatsby-source-pluapi/client';
import { fetchArticles } from '../../plugins/gatsby-source-pluapi/fetch-articles';
import { readOptions } from '../../plugins/gatsby-source-pluapi/read-options';
import { SANDBOX_KEY, SANDBOX_TOKEN, sandboxUrl, startSandboxArgs } from '../sandbox-env';
import { freePort, logPath, startService, stopAll } from './processes';
import { firstArticleOfYear } from './sandbox-client';
import { median } from './table';

// What reading the articles costs a warm build, at scale: the webhook's build, which names one
// article and trusts the other cached bodies, beside a build that names none ("Rebuild now",
// the nightly rebuild), which fetches every body. It runs the source plugin's own article code
// (client, limiter, contract checks, cache) against the sandbox in its own process; the rest
// of a build does not depend on which bodies were fetched, since unchanged ones keep their
// content digest and their sanitised story from the cache.
//
//   npx tsx scripts/bench/article-bodies.ts [--articles 3000] [--latency 0,100] [--runs 3]

const argument = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
};
const articleCount = Number(argument('articles', '3000'));
const latencies = argument('latency', '0,100').split(',').map(Number);
const runs = Number(argument('runs', '3'));

const quiet = { info: () => undefined, warn: () => undefined };
const memoryCache = (): GatsbyCache => {
  const store = new Map<string, unknown>();
  return {
    get: async (key: string) => store.get(key),
    set: async (key: string, value: unknown) => store.set(key, value).get(key),
  } as unknown as GatsbyCache;
};

/** One build's reading of the articles: seconds, and the requests for bodies. */
async function readArticles(host: string, cache: GatsbyCache, changedArticles: string[]) {
  const options = readOptions({ host, token: SANDBOX_TOKEN, key: SANDBOX_KEY, changedArticles });
  const client = createClient(options);
  const started = performance.now();
  const sourced = await fetchArticles({
    client,
    cache: createArticleCache(cache, options),
    report: new BuildReport(quiet),
    range: options,
  });
  client.close();
  return {
    seconds: (performance.now() - started) / 1000,
    bodies: sourced.fetchedBodies,
    articles: sourced.articles.length,
  };
}

async function measure(latencyMs: number) {
  const port = await freePort();
  const host = sandboxUrl(port);
  const args = [...startSandboxArgs(port), '--articles', String(articleCount)];
  const log = logPath(`article-bodies-sandbox-${latencyMs}ms`);
  const stop = await startService(
    'npx',
    [...args, '--latency', String(latencyMs)],
    { cwd: process.cwd(), log },
    `${host}/__sandbox/health`,
  );
  try {
    const cache = memoryCache();
    const cold = await readArticles(host, cache, []);
    const named = [await firstArticleOfYear(host, new Date().getFullYear())];
    const webhook = [];
    const none = [];
    for (let run = 0; run < runs; run += 1) {
      webhook.push(await readArticles(host, cache, named));
      none.push(await readArticles(host, cache, []));
    }
    const row = (what: string, builds: Array<Awaited<ReturnType<typeof readArticles>>>) =>
      `| ${latencyMs} ms | ${what} | ${builds[0]!.articles} | ${builds[0]!.bodies} | ` +
      `${median(builds.map(({ seconds }) => seconds)).toFixed(2)} |`;
    return [
      row('cold (empty cache)', [cold]),
      row('warm, the webhook names 1 article', webhook),
      row('warm, names none (staff, nightly)', none),
    ];
  } finally {
    await stop();
  }
}

async function main() {
  const lines = [
    `Reading ${articleCount} articles from the sandbox, 8 requests at a time ` +
      `(the plugin's default); median of ${runs} warm runs.`,
    '',
    '| API latency | build | articles | bodies fetched | seconds |',
    '| --- | --- | ---: | ---: | ---: |',
  ];
  for (const latency of latencies) lines.push(...(await measure(latency)));
  console.log(lines.join('\n'));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
