// `npm start`: the whole site on this machine with no outside service. Starts the
// sandbox API, builds the site in proxy mode (no credential in the bundle),
// publishes the build as a release and serves it with the production server.
// `npm start -- --edge` puts the edge cache (Varnish, deploy/edge/site.vcl) in front on 9080.
import { run, startService } from './child-process';
import { cmsLoopEnv } from './cms-loop-env';
import { ensureVarnish } from './edge/ensure-varnish';
import { startVarnish } from './edge/start-varnish';
import {
  SANDBOX_KEY,
  SANDBOX_TOKEN,
  sandboxLegislatureUrl,
  sandboxScoreCardCsv,
  sandboxUrl,
  startSandboxArgs,
} from './sandbox-env';
import { DEFAULT_SITE_URL } from '../src/lib/config';
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_PASSWORD,
  sandboxStaffEnv,
} from '../sandbox/oidc/sandbox-accounts';
import { SANDBOX_CMS_PATH } from '../sandbox/cms/cms-routes';

const SANDBOX_PORT = Number(process.env.SANDBOX_PORT || 4010);
const PORT = Number(process.env.PORT || 9000);
const EDGE = process.argv.includes('--edge');
const EDGE_PORT = Number(process.env.EDGE_PORT || 9080);
const EDGE_URL = `http://127.0.0.1:${EDGE_PORT}/`;
// The sandbox sign-in (a local OpenID provider) for the staff console.
const OIDC_PORT = Number(process.env.OIDC_SANDBOX_PORT || 4040);
/** Staff open the console here (behind the edge when there is one): the provider sends them back to it. */
const CONSOLE_ORIGIN = `http://localhost:${EDGE ? EDGE_PORT : PORT}`;

const consoleHelp = (api: string) =>
  [
    `Sandbox CMS: ${api}${SANDBOX_CMS_PATH} (edit an article, Publish, and watch the build in the console).`,
    `Staff console: ${CONSOLE_ORIGIN}/staff/ (signs in through the sandbox sign-in at http://127.0.0.1:${OIDC_PORT}).`,
    ...SANDBOX_ACCOUNTS.map(
      (account) =>
        `  ${account.role === 'publisher' ? 'Publisher' : 'Viewer'}: ${account.email} (${account.name})`,
    ),
    `  Password for both (sandbox only): ${SANDBOX_PASSWORD}`,
  ].join('\n');

/** Behind the edge, the server trusts its address only and tells it about every release. */
const edgeEnv = () =>
  EDGE ? { TRUST_PROXY: '127.0.0.1', EDGE_PURGE_URLS: EDGE_URL } : ({} as Record<string, string>);

const main = async () => {
  // Before the long build: a missing Varnish is installed (root with apt) or named now.
  if (EDGE) {
    try {
      ensureVarnish();
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  }
  const api = sandboxUrl(SANDBOX_PORT);
  // The sandbox's CMS sends the signed rebuild webhook to the server, as the real CMS does.
  const cmsLoop = cmsLoopEnv(PORT, CONSOLE_ORIGIN);
  const serverEnv = {
    PLUAPI_HOST: api,
    PLUAPI_TOKEN: SANDBOX_TOKEN,
    PLUAPI_KEY: SANDBOX_KEY,
    GATSBY_PLUAPI_HOST: '',
    GATSBY_PLUAPI_TOKEN: '',
    GATSBY_PLUAPI_KEY: '',
    GATSBY_SITE_URL: process.env.GATSBY_SITE_URL || DEFAULT_SITE_URL,
    // The sample score card spreadsheet (README: sources read in production).
    SCORE_CARD_CSV_URL: process.env.SCORE_CARD_CSV_URL || sandboxScoreCardCsv(SANDBOX_PORT),
    LEGISLATURE_URL: process.env.LEGISLATURE_URL || sandboxLegislatureUrl(SANDBOX_PORT),
    // The sandbox serves the article and partner images itself.
    CSP_IMG_SRC_EXTRA: api,
  };
  const sandbox = await startService(
    'sandbox',
    'npx',
    startSandboxArgs(SANDBOX_PORT),
    `${api}/__sandbox/health`,
    {
      SANDBOX_CORS_ORIGINS: [PORT, ...(EDGE ? [EDGE_PORT] : [])]
        .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
        .join(','),
      ...cmsLoop.sandbox,
    },
  );
  const oidcIssuer = `http://127.0.0.1:${OIDC_PORT}`;
  const signIn = await startService(
    'sign-in',
    'npx',
    ['tsx', 'sandbox/oidc/main.ts', '--port', String(OIDC_PORT), '--console', CONSOLE_ORIGIN],
    `${oidcIssuer}/.well-known/openid-configuration`,
  );
  const stopAll: Array<() => Promise<void>> = [sandbox.stop, signIn.stop];
  const shutdown = async () => {
    await Promise.all(stopAll.map((stop) => stop()));
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  try {
    await run('npx', ['gatsby', 'build'], serverEnv);
    await run('npx', ['tsx', 'server/cli/release-cli.ts', 'publish'], serverEnv);
    const server = await startService(
      'server',
      'npx',
      ['tsx', 'server/main.ts'],
      `http://127.0.0.1:${PORT}/healthz`,
      {
        ...serverEnv,
        ...edgeEnv(),
        ...sandboxStaffEnv(oidcIssuer, CONSOLE_ORIGIN),
        ...cmsLoop.server,
        PORT: String(PORT),
        HOST: process.env.HOST || '127.0.0.1',
      },
    );
    stopAll.push(server.stop);
    if (EDGE) {
      const edge = await startVarnish({ port: EDGE_PORT, backendPort: PORT });
      stopAll.push(edge.stop);
      console.log(
        `\nThe site is ready at http://localhost:${EDGE_PORT}/ through the edge cache (Varnish), ` +
          `in front of the server at http://localhost:${PORT}/ (sandbox API at ${api}). ` +
          'Ctrl+C stops them all.\n',
      );
      console.log(`${consoleHelp(api)}\n`);
      return;
    }
    console.log(
      `\nThe site is ready at http://localhost:${PORT}/ (sandbox API at ${api}). Ctrl+C stops them all.\n`,
    );
    console.log(`${consoleHelp(api)}\n`);
  } catch (error) {
    console.error((error as Error).message);
    await Promise.all(stopAll.map((stop) => stop()));
    process.exit(1);
  }
};

void main();
