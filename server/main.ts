import type { FastifyInstance } from 'fastify';
import { buildSearchIndex } from '../src/gatsby/build-search-index';
import { buildApp } from './app';
import { readConfig } from './config';
import { edgePurgeFor } from './releases/edge-purge';
import { rememberPurgeUrls } from './releases/edge-purge-targets';
import { logFormatOf, prettyLogStream } from './shared/log-format';

/** `npm run serve`: the production server, configured from the environment (see DEPLOYING.md). */
async function main(): Promise<void> {
  const config = readConfig();
  // The purge logs through the app, which exists by the time any release switches.
  const built: { app?: FastifyInstance } = {};
  const onReleaseLive = edgePurgeFor(
    config.edgePurgeUrls,
    {
      info: (details, message) => built.app?.log.info(details, message),
      error: (details, message) => built.app?.log.error(details, message),
    },
    (message) => built.app?.notifyStaff(message),
  );
  const pretty = logFormatOf(process.env, Boolean(process.stdout.isTTY)) === 'pretty';
  const logStream = pretty ? await prettyLogStream() : undefined;
  // Pagefind runs after the pages are live, off the path from the webhook to the new page.
  const hooks = {
    ...config.app.hooks,
    searchIndex: async (dir: string) => void (await buildSearchIndex(dir)),
  };
  const app = await buildApp({ ...config.app, hooks, logger: true, logStream, onReleaseLive });
  built.app = app;
  // The release command, run from a terminal without this environment, purges these too. Saved
  // best effort: a full disk is logged and retried, and never keeps the site from starting.
  const purgeUrls = rememberPurgeUrls(config.app.releasesDir, config.edgePurgeUrls, (level, text) =>
    app.log[level](text),
  );
  app.addHook('onClose', async () => purgeUrls.close());
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
