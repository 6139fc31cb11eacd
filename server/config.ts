import path from 'node:path';
import type { AppOptions } from './app';
import { parseCron } from './cron';

export interface ServerConfig {
  port: number;
  host: string;
  app: AppOptions;
}

type Env = Record<string, string | undefined>;

const DEFAULT_SITE_URL = 'https://www.prolifeutah.org';
const DEFAULT_BUILD_COMMAND = 'npx gatsby build';

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function originOf(url: string | undefined, name: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(
      `${name} must be an absolute URL such as https://api.example.org (got "${url}")`,
    );
  }
}

function parsePort(value: string | undefined): number {
  const port = Number(value ?? 9000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535 (got "${value}")`);
  }
  return port;
}

/** Reads the server's whole configuration from the environment, failing early on bad values. */
export function readConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const siteDir = path.resolve(cwd, nonEmpty(env.SITE_DIR) ?? '.');
  const browserApiHost = originOf(nonEmpty(env.GATSBY_PLUAPI_HOST), 'GATSBY_PLUAPI_HOST');
  const upstream = originOf(nonEmpty(env.PLUAPI_HOST), 'PLUAPI_HOST');
  const token = env.PLUAPI_TOKEN ?? '';
  const key = env.PLUAPI_KEY ?? '';
  const secret = nonEmpty(env.REBUILD_WEBHOOK_SECRET);
  const cron = nonEmpty(env.REBUILD_CRON);
  if (cron) parseCron(cron);
  const proxyMode = !browserApiHost && Boolean(upstream);
  const extraImageHosts = (env.CSP_IMG_SRC_EXTRA ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((host) => originOf(host, 'CSP_IMG_SRC_EXTRA'));

  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    app: {
      siteDir,
      releasesDir: path.resolve(cwd, nonEmpty(env.RELEASES_DIR) ?? path.join(siteDir, 'releases')),
      siteUrl: nonEmpty(env.SITE_URL) ?? DEFAULT_SITE_URL,
      trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
      csp: {
        apiHost: browserApiHost,
        // Images in API answers are absolute URLs on the provider's host, also in proxy mode;
        // CSP_IMG_SRC_EXTRA names any other image origins they use (space separated).
        imageHosts: [browserApiHost ?? upstream, ...extraImageHosts].filter(
          (host): host is string => host !== undefined,
        ),
        facebookPixel: Boolean(nonEmpty(env.GATSBY_FACEBOOK_PIXEL_ID)),
      },
      proxy: upstream ? { upstream, token, key } : null,
      hooks: {
        secret,
        buildCommand: nonEmpty(env.BUILD_COMMAND) ?? DEFAULT_BUILD_COMMAND,
        cron,
        // In proxy mode the credentials must never reach the bundle; a build that leaks them is not published.
        guardedSecrets: proxyMode
          ? [
              { name: 'PLUAPI_TOKEN', value: token },
              { name: 'PLUAPI_KEY', value: key },
            ]
          : [],
      },
    },
  };
}
