import { isIP } from 'node:net';
import path from 'node:path';
import type { BuildSettings } from './builds/builds-plugin';
import type { NotifyOptions } from './notify';
import type { ProxyOptions } from './proxy/proxy';
import type { ReleaseLiveListener } from './releases/go-live';
import type { CspOptions } from './site/security-headers';
import type { StaffAuthSettings } from './staff-auth/staff-auth-options';
import {
  checkCronExpression,
  DEFAULT_REBUILD_CRON,
  DEFAULT_REBUILD_TIMEZONE,
} from './shared/cron-schedule';
import { MIN_WEBHOOK_SECRET_LENGTH } from './shared/webhook-signature';
import { DEFAULT_SITE_URL } from '../src/lib/config';
import { readStaffAuthSettings } from './staff-auth/staff-auth-config';

/** The hooks' own settings, and how the builds they start run. */
export interface HooksOptions extends BuildSettings {
  /** HMAC secret of signed hook calls (every hook). */
  secret?: string;
  /** Fixed bearer token that may start a rebuild, for CMSs that cannot sign. */
  bearerToken?: string;
}

export interface AppOptions {
  /** Gatsby project root: holds `public/` and `.cache/`; the build command runs here. */
  siteDir: string;
  releasesDir: string;
  siteUrl: string;
  /** Proxy hops (or proxy addresses) trusted for X-Forwarded-*; 0: none. */
  trustProxy: number | string[];
  csp: CspOptions;
  proxy: ProxyOptions | null;
  hooks: HooksOptions;
  /** Edge caches told to drop the old pages after every release (EDGE_PURGE_URLS); saved for the release command. */
  edgePurgeUrls?: string[];
  logger?: boolean;
  /** Where JSON log lines go instead of stdout (tests read them). Implies logging. */
  logStream?: { write(line: string): void };
  /**
   * Called after every switch of the live release (a build publishing, POST /hooks/publish,
   * rollback, unlock that publishes), e.g. to purge an edge cache. A failure is logged and
   * never fails the publish.
   */
  onReleaseLive?: ReleaseLiveListener;
  /** Where staff are told about builds, the lock and failures (NOTIFY_URL, NOTIFY_EMAIL). */
  notify?: Omit<NotifyOptions, 'site'>;
  /** The staff console's sign-in (STAFF_OIDC_*); none: the console is off. */
  staff?: StaffAuthSettings | null;
}

export interface ServerConfig {
  port: number;
  host: string;
  app: AppOptions;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_BUILD_COMMAND = 'npx gatsby build';

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

function webhookSecret(env: Env, name: string): string | undefined {
  const value = nonEmpty(env[name]);
  if (value !== undefined && value.length < MIN_WEBHOOK_SECRET_LENGTH) {
    throw new Error(
      `${name} is ${value.length} characters long; it must have at least ` +
        `${MIN_WEBHOOK_SECRET_LENGTH} (make one with: openssl rand -hex 32)`,
    );
  }
  return value;
}

/**
 * How many proxies in front of the server to trust for the client's address: exactly the
 * configured hops, never every X-Forwarded-For entry (a client writes the leftmost ones).
 * A list of addresses or CIDRs trusts those proxies only. `true` is refused: it reads as
 * "trust everyone", which would let any client choose its own address.
 */
function isAddressOrRange(item: string): boolean {
  const [address = '', bits, extra] = item.split('/');
  if (extra !== undefined || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128);
}

function parseTrustProxy(value: string | undefined): number | string[] {
  const text = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(text)) return 0;
  if (['true', 'yes', 'on'].includes(text)) {
    throw new Error(
      'TRUST_PROXY=true is not accepted: give the number of proxies in front (1 for Caddy or nginx on the same machine) or their addresses, e.g. 127.0.0.1,10.0.0.0/8',
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (addresses.every(isAddressOrRange)) return addresses;
  throw new Error(
    `TRUST_PROXY must be a number of proxy hops, or the addresses or ranges of the proxies (got "${value}")`,
  );
}

/** EDGE_PURGE_URLS: the edge caches' purge URLs, comma or space separated. */
function parsePurgeUrls(value: string | undefined): string[] {
  const urls = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const url of urls) {
    if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url)) {
      throw new Error(
        `EDGE_PURGE_URLS must list http(s) URLs such as http://127.0.0.1:9080/ (got "${url}")`,
      );
    }
  }
  return urls;
}

function seconds(env: Env, name: string, fallback: number): number {
  const text = nonEmpty(env[name]);
  const value = Number(text ?? fallback);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a number of seconds, 0 or more (got "${text}")`);
  }
  return value;
}

/**
 * Staff notifications: NOTIFY_URL (a chat webhook) and/or NOTIFY_EMAIL through SMTP_URL.
 * NOTIFY_SECRET signs them: a secret of its own, because whoever can check a signature holds
 * the key to make one, and the hooks' key would let a notification receiver roll the site back.
 */
function notifySettings(env: Env, hooksSecrets: Array<string | undefined>): AppOptions['notify'] {
  const secret = webhookSecret(env, 'NOTIFY_SECRET');
  if (secret !== undefined && hooksSecrets.includes(secret)) {
    throw new Error(
      'NOTIFY_SECRET must differ from REBUILD_WEBHOOK_SECRET and REBUILD_WEBHOOK_TOKEN: a receiver of notifications must not be able to call the hooks',
    );
  }
  const url = nonEmpty(env.NOTIFY_URL);
  if (url) originOf(url, 'NOTIFY_URL');
  const email = (env.NOTIFY_EMAIL ?? '').split(/[,\s]+/).filter(Boolean);
  const bad = email.find((address) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address));
  if (bad) throw new Error(`NOTIFY_EMAIL must be e-mail addresses, comma separated (got "${bad}")`);
  const smtpUrl = nonEmpty(env.SMTP_URL);
  if (email.length > 0 && !smtpUrl) {
    throw new Error('NOTIFY_EMAIL needs SMTP_URL, e.g. smtps://user:password@smtp.example.org:465');
  }
  return { url, secret, email, smtpUrl, from: nonEmpty(env.NOTIFY_FROM) };
}

function rebuildSchedule(env: Env): { cron?: string; timezone: string } {
  const timezone = nonEmpty(env.REBUILD_TIMEZONE) ?? DEFAULT_REBUILD_TIMEZONE;
  const cron = nonEmpty(env.REBUILD_CRON) ?? DEFAULT_REBUILD_CRON;
  if (['off', 'none', 'false'].includes(cron.toLowerCase())) return { timezone };
  checkCronExpression(cron, timezone);
  return { cron, timezone };
}

/** Reads the server's whole configuration from the environment, failing early on bad values. */
export function readConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const siteDir = path.resolve(cwd, nonEmpty(env.SITE_DIR) ?? '.');
  const browserApiHost = originOf(nonEmpty(env.GATSBY_PLUAPI_HOST), 'GATSBY_PLUAPI_HOST');
  const upstream = originOf(nonEmpty(env.PLUAPI_HOST), 'PLUAPI_HOST');
  const token = env.PLUAPI_TOKEN ?? '';
  const key = env.PLUAPI_KEY ?? '';
  const secret = webhookSecret(env, 'REBUILD_WEBHOOK_SECRET');
  const bearerToken = webhookSecret(env, 'REBUILD_WEBHOOK_TOKEN');
  if (secret !== undefined && secret === bearerToken) {
    throw new Error('REBUILD_WEBHOOK_TOKEN must differ from REBUILD_WEBHOOK_SECRET');
  }
  const proxyMode = !browserApiHost && Boolean(upstream);
  const siteUrl = nonEmpty(env.SITE_URL) ?? DEFAULT_SITE_URL;
  const extraImageHosts = (env.CSP_IMG_SRC_EXTRA ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((host) => originOf(host, 'CSP_IMG_SRC_EXTRA'));

  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    app: {
      siteDir,
      edgePurgeUrls: parsePurgeUrls(env.EDGE_PURGE_URLS),
      releasesDir: path.resolve(cwd, nonEmpty(env.RELEASES_DIR) ?? path.join(siteDir, 'releases')),
      siteUrl,
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
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
      notify: notifySettings(env, [secret, bearerToken]),
      staff: readStaffAuthSettings(env, siteUrl),
      hooks: {
        secret,
        bearerToken,
        buildCommand: nonEmpty(env.BUILD_COMMAND) ?? DEFAULT_BUILD_COMMAND,
        ...rebuildSchedule(env),
        timeoutSeconds: seconds(env, 'BUILD_TIMEOUT_S', 20 * 60) || undefined,
        quietSeconds: seconds(env, 'REBUILD_QUIET_S', 10),
        maxWaitSeconds: seconds(env, 'REBUILD_MAX_WAIT_S', 120),
        notifyWhenLive: /^(1|on|yes|true)$/i.test(nonEmpty(env.NOTIFY_WHEN_LIVE) ?? ''),
        // On unless turned off: Gatsby's start (about 4 s) is over before the webhook comes.
        startAhead: !/^(0|off|no|false)$/i.test(nonEmpty(env.BUILD_AHEAD) ?? ''),
        // Masked wherever the build log is shown or logged.
        redactedValues: [
          token,
          key,
          secret,
          bearerToken,
          env.STAFF_OIDC_CLIENT_SECRET,
          env.STAFF_SESSION_SECRET,
          env.GATSBY_PLUAPI_TOKEN,
          env.GATSBY_PLUAPI_KEY,
        ].filter((value): value is string => Boolean(value)),
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
