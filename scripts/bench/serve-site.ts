import fs from 'node:fs';
import path from 'node:path';
import {
  logPath,
  makeTempDir,
  removeTempDir,
  startProcess,
  stopProcess,
  waitUntilReady,
  runToEnd,
} from './processes';

// The site as production runs it: built in proxy mode against the sandbox API, published
// as a release and served by server/main.ts, all on 127.0.0.1.

export const SANDBOX_TOKEN = 'sandbox-token';
export const SANDBOX_KEY = 'sandbox-key';
export const SITE_URL = 'https://www.prolifeutah.org';

export interface Service {
  url: string;
  stop: () => Promise<void>;
}

const COPY_SKIPS = new Set(['node_modules', '.cache', 'public', '.git', 'releases']);

/** A copy of the repository under the temp dir, sharing its node_modules, to build in. */
export const copyRepository = (repoDir: string): string => {
  const copy = makeTempDir('bench-site-');
  for (const entry of fs.readdirSync(repoDir)) {
    if (COPY_SKIPS.has(entry)) continue;
    fs.cpSync(path.join(repoDir, entry), path.join(copy, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(repoDir, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
};

const tsx = (dir: string) => path.join(dir, 'node_modules', '.bin', 'tsx');

const startService = async (
  dir: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  url: string,
  health: string,
  label: string,
): Promise<Service> => {
  const log = logPath(label);
  const child = startProcess(tsx(dir), args, dir, env, log);
  await waitUntilReady(child, `${url}${health}`, log);
  return { url, stop: () => stopProcess(child) };
};

/** The sandbox API; `articles` seeds that many generated articles instead of the written ones. */
export const startSandbox = (dir: string, port: number, articles?: number): Promise<Service> => {
  const url = `http://127.0.0.1:${port}`;
  const seed = articles === undefined ? [] : ['--articles', String(articles)];
  const args = [
    'sandbox/main.ts',
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    '--public-url',
    url,
    ...seed,
  ];
  return startService(
    dir,
    args,
    {},
    url,
    '/__sandbox/health',
    `sandbox-${articles ?? 'written'}-articles`,
  );
};

/** Proxy mode, as production builds: the browser calls /rest/pluapi/v1 on the site itself. */
export const proxyModeEnv = (sandboxUrl: string): NodeJS.ProcessEnv => ({
  GATSBY_PLUAPI_HOST: '',
  GATSBY_PLUAPI_TOKEN: '',
  GATSBY_PLUAPI_KEY: '',
  PLUAPI_HOST: sandboxUrl,
  PLUAPI_TOKEN: SANDBOX_TOKEN,
  PLUAPI_KEY: SANDBOX_KEY,
  GATSBY_SITE_URL: SITE_URL,
});

/** Publishes `siteDir/public` as a release in a fresh RELEASES_DIR and serves it. */
export const publishAndServe = async (
  siteDir: string,
  port: number,
  sandboxUrl: string,
): Promise<Service> => {
  const releasesDir = makeTempDir('bench-releases-');
  const env = { ...proxyModeEnv(sandboxUrl), RELEASES_DIR: releasesDir, SITE_DIR: siteDir };
  await runToEnd(
    tsx(siteDir),
    ['server/release-cli.ts', 'publish'],
    siteDir,
    env,
    logPath('publish'),
  );
  const service = await serve(siteDir, siteDir, port, {
    ...env,
    CSP_IMG_SRC_EXTRA: sandboxUrl,
  });
  return {
    url: service.url,
    stop: async () => {
      await service.stop();
      removeTempDir(releasesDir);
    },
  };
};

/** The production server (from `repoDir`) serving `siteDir` (its release, or else its public/). */
export const serve = async (
  repoDir: string,
  siteDir: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Service> => {
  const emptyReleases = env.RELEASES_DIR ? undefined : makeTempDir('bench-releases-');
  const serverEnv = {
    GATSBY_PLUAPI_HOST: '',
    RELEASES_DIR: emptyReleases,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_DIR: siteDir,
    SITE_URL,
    // No nightly rebuild in the middle of a measurement.
    REBUILD_CRON: 'off',
  };
  const url = `http://127.0.0.1:${port}`;
  const service = await startService(
    repoDir,
    ['server/main.ts'],
    serverEnv,
    url,
    '/healthz',
    `server-${path.basename(siteDir)}`,
  );
  return {
    url,
    stop: async () => {
      await service.stop();
      if (emptyReleases) removeTempDir(emptyReleases);
    },
  };
};
