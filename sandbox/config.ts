// Options of buildSandbox, with the defaults and environment variables the README documents.
import type { ApiCredentials } from '../contract';

/** The sandbox's own throwaway credentials, not secrets; SANDBOX_TOKEN and SANDBOX_KEY replace them. */
type Env = Record<string, string | undefined>;

export const DEFAULT_CREDENTIALS: ApiCredentials = { token: 'sandbox-token', key: 'sandbox-key' };

/** The credentials a sandbox started in this environment expects. */
export const sandboxCredentials = (env: Env = process.env): ApiCredentials => ({
  token: env.SANDBOX_TOKEN || DEFAULT_CREDENTIALS.token,
  key: env.SANDBOX_KEY || DEFAULT_CREDENTIALS.key,
});

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:9000',
  'http://127.0.0.1:9000',
  'http://localhost:8000',
  'http://127.0.0.1:8000',
];

export interface SandboxWebhook {
  /** The site's rebuild hook, e.g. http://127.0.0.1:9000/hooks/rebuild. */
  url: string;
  secret: string;
  /** Where staff open the site and its console (SANDBOX_SITE_URL; default: the hook's origin). */
  siteUrl: string;
}

export interface SandboxOptions {
  /** Expected `token` header (default: SANDBOX_TOKEN, then 'sandbox-token'). */
  token?: string;
  /** Expected `apiKey` and `apiPassword` headers (default: SANDBOX_KEY, then 'sandbox-key'). */
  key?: string;
  /** Browser origins allowed by CORS (default: SANDBOX_CORS_ORIGINS, then the site's dev/prod origins). */
  corsOrigins?: string[];
  /** Origin used in absolute media URLs; without it, the origin the request was addressed to. */
  publicUrl?: string;
  /** Seed this many synthetic articles instead of the curated ones (scale tests). */
  articleCount?: number;
  /** Delay, in milliseconds, added to every API answer. */
  latencyMs?: number;
  /** Also send the odd records of seed/careless-cms.ts, as a careless CMS would. */
  carelessCms?: boolean;
  /**
   * Where the sandbox CMS's "Publish" sends the signed rebuild webhook (SANDBOX_WEBHOOK_URL and
   * SANDBOX_WEBHOOK_SECRET); none: publishing saves the article and tells no site.
   */
  webhook?: SandboxWebhook;
  /** Clock (ms since epoch): decides the current year and SMS code expiry. */
  clock?: () => number;
  /** Where sandbox notices (SMS codes) are written; console.log by default. */
  log?: (line: string) => void;
}

/** The options with their defaults filled in; only these three may stay unset. */
type Unset = 'publicUrl' | 'articleCount' | 'webhook';
export type SandboxConfig = Required<Omit<SandboxOptions, Unset>> & Pick<SandboxOptions, Unset>;

function originsFromEnv(value: string | undefined): string[] | undefined {
  const origins = value
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return origins && origins.length > 0 ? origins : undefined;
}

/** Both variables or neither: half a setting would fail only at the first "Publish". */
function webhookFromEnv(env: Env): SandboxWebhook | undefined {
  const url = env.SANDBOX_WEBHOOK_URL?.trim();
  const secret = env.SANDBOX_WEBHOOK_SECRET?.trim();
  if (!url && !secret) return undefined;
  if (!url || !secret || !/^https?:\/\/[^/]/.test(url) || !URL.canParse(url)) {
    throw new Error(
      'SANDBOX_WEBHOOK_URL (an http URL such as http://127.0.0.1:9000/hooks/rebuild) and SANDBOX_WEBHOOK_SECRET must be set together',
    );
  }
  const siteUrl = env.SANDBOX_SITE_URL?.trim() || new URL(url).origin;
  return { url, secret, siteUrl: siteUrl.replace(/\/+$/, '') };
}

export function resolveConfig(options: SandboxOptions, env: Env = process.env): SandboxConfig {
  return {
    token: options.token ?? sandboxCredentials(env).token,
    key: options.key ?? sandboxCredentials(env).key,
    corsOrigins:
      options.corsOrigins ?? originsFromEnv(env.SANDBOX_CORS_ORIGINS) ?? DEFAULT_CORS_ORIGINS,
    publicUrl: options.publicUrl?.replace(/\/+$/, ''),
    articleCount: options.articleCount,
    latencyMs: options.latencyMs ?? 0,
    carelessCms: options.carelessCms ?? false,
    webhook: options.webhook ?? webhookFromEnv(env),
    clock: options.clock ?? Date.now,
    log: options.log ?? ((line) => console.log(line)),
  };
}
