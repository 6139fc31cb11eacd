import { buildSandbox } from './app';
import { parseCliArgs, USAGE } from './cli-args';
import { SANDBOX_CMS_PATH } from './cms/cms-routes';
import { resolveConfig } from './config';
import { CARELESS_YEAR } from './seed/careless-cms';

// CLI: npx tsx sandbox/main.ts [--port 4010] [--host 127.0.0.1] [--articles N] [--latency MS] [--public-url URL]

async function main(): Promise<void> {
  const args = parseCliArgs(process.argv.slice(2), process.env);
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const app = buildSandbox({
    articleCount: args.articles,
    latencyMs: args.latency,
    publicUrl: args.publicUrl,
    carelessCms: args.carelessCms,
  });
  // The same reading of SANDBOX_WEBHOOK_* as buildSandbox's, to say where Publish goes.
  const { webhook } = resolveConfig({});
  const address = await app.listen({ port: args.port, host: args.host });
  console.log(
    [
      '[sandbox] LOCAL STAND-IN for the provider API: fake, seeded data. Not a production service.',
      `[sandbox] API:    ${address}/rest/pluapi/v1`,
      `[sandbox] Images: ${args.publicUrl ?? address}/media/...`,
      `[sandbox] Tests:  ${address}/__sandbox/health (see sandbox/README.md)`,
      `[sandbox] CMS:    ${address}${SANDBOX_CMS_PATH} (${
        webhook ? `Publish tells the site at ${webhook.url}` : 'Publish tells no site'
      })`,
      args.carelessCms ? `[sandbox] Careless CMS: odd records in the ${CARELESS_YEAR} list.` : '',
      args.latency > 0 ? `[sandbox] Every API answer is delayed by ${args.latency} ms.` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );

  const shutdown = (signal: string) => {
    console.log(`[sandbox] ${signal} received, shutting down.`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`[sandbox] ${error instanceof Error ? error.message : String(error)}`);
  console.error(USAGE);
  process.exit(1);
});
