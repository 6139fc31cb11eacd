// The browser tests: @playwright/test driving Debian's Chromium (no browser download).
// `direct` runs after a direct-mode build (the browser calls the sandbox API itself),
// `proxy` after a proxy-mode build (the browser calls the production server's proxy).
// Both serve whatever is in public/ now, so run each project after its own build
// (scripts/run-checks.ts does). `loop` also starts from the proxy-mode build, and its server
// rebuilds public/ for real: run it last.
import { randomBytes } from 'crypto';
import fs from 'fs';
import path from 'path';
import { defineConfig } from '@playwright/test';
import { DEFAULT_SITE_URL } from '../src/lib/config';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/ensure-chromium';
import { SANDBOX_KEY, SANDBOX_TOKEN, sandboxUrl, startSandboxArgs } from '../scripts/sandbox-env';
import { cmsLoopEnv } from '../scripts/cms-loop-env';
import { proxyBuildEnv } from '../scripts/proxy-build-env';
import { DESKTOP } from './support/browser';
import { sandboxStaffEnv } from '../sandbox/oidc/sandbox-accounts';
import { hookBuildEnv, releasesDirFor } from './support/console-releases';
import { LOOP_SERVER_LOG } from './support/staff-loop';
import {
  E2E_EDGE_PORT,
  E2E_EDGE_SERVER_PORT,
  E2E_LOOP_SERVER_PORT,
  E2E_LOOP_SITE,
  E2E_OIDC_PORT,
  E2E_PROXY_SERVER_PORT,
  E2E_SANDBOX_PORT,
  E2E_SERVER_PORT,
} from '../scripts/e2e-ports';

const ROOT = path.resolve(__dirname, '..');
const SANDBOX = sandboxUrl(E2E_SANDBOX_PORT);
/** The sandbox OpenID provider: the staff console of the proxy and edge servers signs in here. */
const OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;
const site = (port: number) => `http://127.0.0.1:${port}`;
// One report and trace folder per run name, because each run empties its own output folder.
const REPORT = path.join(__dirname, '.report', process.env.E2E_REPORT_NAME || 'latest');

/** An empty releases folder: the server then serves the fresh build in public/. */
const noReleases = (port: number): string => {
  const dir = releasesDirFor(port);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
};

/** The production server exactly as a visitor reaches it; `env` picks direct or proxy mode. */
const productionServer = (port: number, env: Record<string, string>) => ({
  command: 'npx tsx server/main.ts',
  cwd: ROOT,
  url: `${site(port)}/healthz`,
  // A fresh server every run: its rate-limit counters must start from zero.
  reuseExistingServer: false,
  timeout: 60_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    RELEASES_DIR: noReleases(port),
    SITE_URL: DEFAULT_SITE_URL,
    // The nightly rebuild is on by default; a test run must never start one.
    REBUILD_CRON: 'off',
    // Nor a Gatsby waiting for a webhook in the repository, where the loop's server builds.
    BUILD_AHEAD: 'off',
    ...env,
  },
});

/** The proxy-mode server, as deployed. */
const proxyModeEnv = {
  GATSBY_PLUAPI_HOST: '',
  GATSBY_PLUAPI_TOKEN: '',
  GATSBY_PLUAPI_KEY: '',
  PLUAPI_HOST: SANDBOX,
  PLUAPI_TOKEN: SANDBOX_TOKEN,
  PLUAPI_KEY: SANDBOX_KEY,
};

/** Whether `--project=<name>` (or `--project <name>`) was given. */
const projectSelected = (name: string) =>
  process.argv.some(
    (arg, i) =>
      arg === `--project=${name}` || (arg === '--project' && process.argv[i + 1] === name),
  );

// Varnish starts only for the edge project: the others must not need it installed.
const EDGE_SELECTED = process.env.E2E_EDGE === '1' || projectSelected('edge');
// The loop's server runs real builds in the repository: only when its project is asked for.
const LOOP_SELECTED = projectSelected('loop');

// The staff loop as `npm start` sets it up: the sandbox's CMS signs its webhook with the key the
// loop's server checks. `npm test` makes one per run and starts the sandbox with it; a run of
// the project alone makes one here (the sandbox must then be started by this config too).
const LOOP_WEBHOOK_SECRET = (process.env.E2E_LOOP_WEBHOOK_SECRET ||=
  randomBytes(32).toString('hex'));
const cmsLoop = cmsLoopEnv(E2E_LOOP_SERVER_PORT, E2E_LOOP_SITE, LOOP_WEBHOOK_SECRET);
/** Where the loop's server keeps its releases: emptied when it starts. */
const LOOP_RELEASES_DIR = releasesDirFor(E2E_LOOP_SERVER_PORT);

/**
 * The server of `npm start` (scripts/start.ts): the built site published as its first release,
 * the hooks on with the CMS's key, the default build command (a real `gatsby build` of this
 * repository, in the proxy-mode build's environment), the sandbox sign-in, no nightly rebuild.
 */
const loopServer = () => {
  fs.mkdirSync(path.dirname(LOOP_SERVER_LOG), { recursive: true });
  return {
    command: [
      `rm -rf ${JSON.stringify(LOOP_RELEASES_DIR)}`,
      'npm run -s release -- publish',
      `exec npx tsx server/main.ts >${JSON.stringify(LOOP_SERVER_LOG)} 2>&1`,
    ].join(' && '),
    cwd: ROOT,
    url: `${E2E_LOOP_SITE}/healthz`,
    reuseExistingServer: false,
    // Publishing the built site first takes a while on two cores.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...proxyBuildEnv(E2E_SANDBOX_PORT),
      CSP_IMG_SRC_EXTRA: SANDBOX,
      ...sandboxStaffEnv(OIDC_ISSUER, E2E_LOOP_SITE),
      ...cmsLoop.server,
      PORT: String(E2E_LOOP_SERVER_PORT),
      HOST: '127.0.0.1',
      SITE_DIR: ROOT,
      RELEASES_DIR: LOOP_RELEASES_DIR,
      SITE_URL: DEFAULT_SITE_URL,
      // The server's default: a real `gatsby build`.
      BUILD_COMMAND: '',
      REBUILD_CRON: 'off',
      // npm start's defaults, whatever this shell holds.
      REBUILD_QUIET_S: '',
      REBUILD_MAX_WAIT_S: '',
      BUILD_TIMEOUT_S: '',
    },
  };
};

/** The edge project's stack: a proxy-mode server that trusts only the edge, and Varnish. */
const edgeServers = () => [
  productionServer(E2E_EDGE_SERVER_PORT, {
    ...proxyModeEnv,
    // Staff reach the console through the edge: the provider sends them back there.
    ...sandboxStaffEnv(OIDC_ISSUER, site(E2E_EDGE_PORT)),
    // The console's tests start builds through the signed hooks (support/console-releases.ts).
    ...hookBuildEnv,
    TRUST_PROXY: '127.0.0.1',
    EDGE_PURGE_URLS: `${site(E2E_EDGE_PORT)}/`,
  }),
  {
    command: `npx tsx scripts/edge/main.ts --port ${E2E_EDGE_PORT} --backend-port ${E2E_EDGE_SERVER_PORT}`,
    cwd: ROOT,
    // Through the edge, which passes it to the server: both are up.
    url: `${site(E2E_EDGE_PORT)}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  },
];

export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  // Two cores, and the server's rate limits count per client address: one browser at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  outputDir: path.join(REPORT, 'results'),
  reporter: [['list'], ['html', { open: 'never', outputFolder: path.join(REPORT, 'html') }]],
  use: {
    trace: 'retain-on-failure',
    viewport: DESKTOP,
    locale: 'en-US',
    reducedMotion: 'no-preference',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'direct',
      testMatch: '*.test.ts',
      testIgnore: ['**/proxy/**', '**/edge/**', '**/loop/**'],
      use: { baseURL: site(E2E_SERVER_PORT) },
    },
    {
      name: 'proxy',
      testDir: './proxy',
      testMatch: '*.test.ts',
      use: { baseURL: site(E2E_PROXY_SERVER_PORT) },
    },
    {
      // The proxy-mode tests again, and the edge's own, through Varnish (scripts/edge/).
      name: 'edge',
      testMatch: ['**/proxy/*.test.ts', '**/edge/*.test.ts'],
      use: { baseURL: site(E2E_EDGE_PORT) },
    },
    {
      // The staff loop: CMS, webhook, real build, console, public page and search (run last).
      name: 'loop',
      testDir: './loop',
      testMatch: '*.test.ts',
      timeout: 240_000,
      use: { baseURL: E2E_LOOP_SITE },
    },
  ],
  webServer: [
    {
      // `npm test` starts the sandbox before the build and it is reused here; a run on its own
      // (after a build) starts one with the same seeded data.
      command: `npx ${[...startSandboxArgs(E2E_SANDBOX_PORT), '--careless-cms'].join(' ')}`,
      cwd: ROOT,
      url: `${SANDBOX}/__sandbox/health`,
      reuseExistingServer: true,
      stdout: 'ignore',
      env: { SANDBOX_CORS_ORIGINS: site(E2E_SERVER_PORT), ...cmsLoop.sandbox },
    },
    // Direct mode: the CSP must allow the API host the build talks to.
    productionServer(E2E_SERVER_PORT, { GATSBY_PLUAPI_HOST: SANDBOX, PLUAPI_HOST: '' }),
    // Proxy mode, as deployed: the browser calls /rest/pluapi/v1 here and the server adds
    // the credentials it alone holds.
    productionServer(E2E_PROXY_SERVER_PORT, {
      ...proxyModeEnv,
      ...sandboxStaffEnv(OIDC_ISSUER, site(E2E_PROXY_SERVER_PORT)),
      ...hookBuildEnv,
    }),
    {
      // The organisation's sign-in, for the staff console (sandbox/oidc): a real OpenID provider.
      command: `npx tsx sandbox/oidc/main.ts --port ${E2E_OIDC_PORT} --console ${site(E2E_PROXY_SERVER_PORT)} --console ${site(E2E_EDGE_PORT)} --console ${E2E_LOOP_SITE}`,
      cwd: ROOT,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    ...(EDGE_SELECTED ? edgeServers() : []),
    ...(LOOP_SELECTED ? [loopServer()] : []),
  ],
});
