import { buildSearchIndex, startSearchIndex } from '../src/gatsby/build-search-index';
import { buildApp } from './app';
import { readConfig } from './config';
import { logFormatOf, prettyLogStream } from './shared/log-format';

/** `npm run serve`: the production server, configured from the environment (see DEPLOYING.md). */
async function main(): Promise<void> {
  const config = readConfig();
  const pretty = logFormatOf(process.env, Boolean(process.stdout.isTTY)) === 'pretty';
  const logStream = pretty ? await prettyLogStream() : undefined;
  // Pagefind is written after the pages are live, off the path from the webhook to the new
  // page; it reads the pages a webhook build leaves unchanged while the build runs.
  const hooks = {
    ...config.app.hooks,
    searchIndex: async (dir: string) => void (await buildSearchIndex(dir)),
    searchIndexAhead: startSearchIndex,
  };
  const app = await buildApp({ ...config.app, hooks, logger: true, logStream });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const mode = config.app.proxy ? `API proxy to ${config.app.proxy.upstream}` : 'no API proxy';
  const { secret, bearerToken } = config.app.hooks;
  // The bearer token alone still lets the CMS start rebuilds (not publish, roll back or lock).
  const hooksState = secret
    ? 'rebuild hooks enabled'
    : bearerToken
      ? 'rebuild hook enabled for the bearer token only (no REBUILD_WEBHOOK_SECRET: publish, rollback and lock hooks are off)'
      : 'rebuild hooks disabled';
  app.log.info(`serving ${config.app.releasesDir}/current (or public/); ${mode}; ${hooksState}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
