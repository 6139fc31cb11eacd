// `npm start`: the whole site on this machine with no outside service. Starts the
// sandbox API, builds the site in proxy mode (no credential in the bundle),
// publishes the build as a release and serves it with the production server.
import { run, startService } from './child-process';
import { SANDBOX_KEY, SANDBOX_TOKEN, sandboxUrl, startSandboxArgs } from './sandbox-env';
import { DEFAULT_SITE_URL } from '../src/lib/config';

const SANDBOX_PORT = Number(process.env.SANDBOX_PORT || 4010);
const PORT = Number(process.env.PORT || 9000);

const main = async () => {
  const api = sandboxUrl(SANDBOX_PORT);
  const serverEnv = {
    PLUAPI_HOST: api,
    PLUAPI_TOKEN: SANDBOX_TOKEN,
    PLUAPI_KEY: SANDBOX_KEY,
    GATSBY_PLUAPI_HOST: '',
    GATSBY_PLUAPI_TOKEN: '',
    GATSBY_PLUAPI_KEY: '',
    GATSBY_SITE_URL: process.env.GATSBY_SITE_URL || DEFAULT_SITE_URL,
    // The sandbox serves the article and partner images itself.
    CSP_IMG_SRC_EXTRA: api,
  };
  const sandbox = await startService(
    'sandbox',
    'npx',
    startSandboxArgs(SANDBOX_PORT),
    `${api}/__sandbox/health`,
    {
      SANDBOX_CORS_ORIGINS: `http://localhost:${PORT},http://127.0.0.1:${PORT}`,
    },
  );
  const stopAll: Array<() => Promise<void>> = [sandbox.stop];
  const shutdown = async () => {
    await Promise.all(stopAll.map((stop) => stop()));
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  try {
    await run('npx', ['gatsby', 'build'], serverEnv);
    await run('npx', ['tsx', 'server/release-cli.ts', 'publish'], serverEnv);
    const server = await startService(
      'server',
      'npx',
      ['tsx', 'server/main.ts'],
      `http://127.0.0.1:${PORT}/healthz`,
      { ...serverEnv, PORT: String(PORT), HOST: process.env.HOST || '127.0.0.1' },
    );
    stopAll.push(server.stop);
    console.log(
      `\nThe site is ready at http://localhost:${PORT}/ (sandbox API at ${api}). Ctrl+C stops both.\n`,
    );
  } catch (error) {
    console.error((error as Error).message);
    await Promise.all(stopAll.map((stop) => stop()));
    process.exit(1);
  }
};

void main();
