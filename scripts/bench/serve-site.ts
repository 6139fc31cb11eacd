import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITE_URL } from '../../src/lib/config';
import { SANDBOX_KEY, SANDBOX_TOKEN, sandboxUrl, startSandboxArgs } from '../sandbox-env';
import { logPath, makeTempDir, removeTempDir, runToEnd, startService } from './processes';
import { LEGISLATURE_PATH, SCORE_CARD_CSV_PATH } from '../../sandbox/routes/legislature';

// The site as production runs it: built in proxy mode against the sandbox API, published
// as a release and served by server/main.ts, all on 127.0.0.1.

export const SITE_URL = DEFAULT_SITE_URL;

interface Service {
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

/** The sandbox API; `articles` seeds that many generated articles instead of the written ones. */
export const startSandbox = async (dir: string, port: number, articles?: number) => {
  const seed = articles === undefined ? [] : ['--articles', String(articles)];
  const log = logPath(`sandbox-${articles ?? 'written'}-articles`);
  const url = sandboxUrl(port);
  const args = [...startSandboxArgs(port), ...seed];
  const stop = await startService('npx', args, { cwd: dir, log }, `${url}/__sandbox/health`);
  return { url, stop };
};

/** Proxy mode, as production builds: the browser calls /rest/pluapi/v1 on the site itself. */
export const proxyModeEnv = (sandbox: string): NodeJS.ProcessEnv => ({
  GATSBY_PLUAPI_HOST: '',
  GATSBY_PLUAPI_TOKEN: '',
  GATSBY_PLUAPI_KEY: '',
  PLUAPI_HOST: sandbox,
  PLUAPI_TOKEN: SANDBOX_TOKEN,
  PLUAPI_KEY: SANDBOX_KEY,
  GATSBY_SITE_URL: SITE_URL,
  SCORE_CARD_CSV_URL: `${sandbox}${SCORE_CARD_CSV_PATH}`,
  LEGISLATURE_URL: `${sandbox}${LEGISLATURE_PATH}`,
});

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
    REBUILD_CRON: 'off', // no nightly rebuild in the middle of a measurement
  };
  const url = `http://127.0.0.1:${port}`;
  const log = logPath(`server-${path.basename(siteDir)}`);
  const step = { cwd: repoDir, env: serverEnv, log };
  const stop = await startService('npx', ['tsx', 'server/main.ts'], step, `${url}/healthz`);
  return {
    url,
    stop: async () => {
      await stop();
      if (emptyReleases) removeTempDir(emptyReleases);
    },
  };
};

/** Publishes `siteDir/public` as a release in a fresh RELEASES_DIR and serves it. */
export const publishAndServe = async (
  siteDir: string,
  port: number,
  sandbox: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Service> => {
  const releasesDir = makeTempDir('bench-releases-');
  const env = { ...proxyModeEnv(sandbox), RELEASES_DIR: releasesDir, SITE_DIR: siteDir };
  const publish = { cwd: siteDir, env, log: logPath('publish') };
  await runToEnd('npx', ['tsx', 'server/cli/release-cli.ts', 'publish'], publish);
  const server = await serve(siteDir, siteDir, port, {
    ...env,
    CSP_IMG_SRC_EXTRA: sandbox, // the sandbox serves the article and partner images
    ...extraEnv,
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      removeTempDir(releasesDir);
    },
  };
};
