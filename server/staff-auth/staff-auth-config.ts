// Reads the console's sign-in settings from the environment (see server/DEPLOYING.md, "Staff
// console"). No STAFF_OIDC_ISSUER: the console is off. Anything half set fails at start, with
// what to do, rather than at the first sign-in.
import type { StaffAuthSettings } from './staff-auth-options';
import { checkSessionSecret } from './staff-session-secret';

type Env = Record<string, string | undefined>;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function url(env: Env, name: string, fallback?: string): URL {
  const value = text(env, name) ?? fallback;
  let parsed: URL | null = null;
  try {
    parsed = value ? new URL(value) : null;
  } catch {
    parsed = null;
  }
  if (!parsed || !['https:', 'http:'].includes(parsed.protocol)) {
    throw new Error(
      `${name} must be an https address such as https://accounts.google.com (got "${value ?? ''}")`,
    );
  }
  if (parsed.protocol === 'http:' && !LOOPBACK.has(parsed.hostname)) {
    throw new Error(
      `${name} must use https (plain http is only accepted on this machine, got "${value}")`,
    );
  }
  return parsed;
}

function addresses(env: Env, name: string): string[] {
  const list = (env[name] ?? '')
    .split(/[\s,;]+/)
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean);
  const bad = list.find((address) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address));
  if (bad) throw new Error(`${name} must be e-mail addresses, comma separated (got "${bad}")`);
  return [...new Set(list)];
}

/** An on/off setting; a value that is neither fails at start rather than meaning "off". */
function yesNo(env: Env, name: string): boolean {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined || ['0', 'off', 'no', 'false'].includes(value)) return false;
  if (['1', 'on', 'yes', 'true'].includes(value)) return true;
  throw new Error(`${name} must be true or false (got "${env[name]}")`);
}

/** "Google", "Microsoft", or the provider's host name, for the sign-in button. */
function providerNameOf(issuer: URL): string {
  if (issuer.hostname === 'accounts.google.com') return 'Google';
  if (issuer.hostname.endsWith('microsoftonline.com')) return 'Microsoft';
  return issuer.hostname;
}

/** The console's sign-in settings, or null when STAFF_OIDC_ISSUER is not set (console off). */
export function readStaffAuthSettings(env: Env, siteUrl: string): StaffAuthSettings | null {
  if (!text(env, 'STAFF_OIDC_ISSUER')) return null;
  const issuer = url(env, 'STAFF_OIDC_ISSUER');
  const clientId = text(env, 'STAFF_OIDC_CLIENT_ID');
  if (!clientId) {
    throw new Error(
      'STAFF_OIDC_CLIENT_ID must be set with STAFF_OIDC_ISSUER (the client id the provider gave the console)',
    );
  }
  const sessionSecret = text(env, 'STAFF_SESSION_SECRET') ?? '';
  checkSessionSecret(sessionSecret, LOOPBACK.has(issuer.hostname));
  const publishers = addresses(env, 'STAFF_PUBLISHERS');
  const viewers = addresses(env, 'STAFF_VIEWERS');
  const both = publishers.find((address) => viewers.includes(address));
  if (both)
    throw new Error(`${both} is in both STAFF_PUBLISHERS and STAFF_VIEWERS: keep it in one`);
  if (publishers.length + viewers.length === 0) {
    throw new Error('STAFF_PUBLISHERS or STAFF_VIEWERS must list at least one e-mail address');
  }
  const hours = Number(text(env, 'STAFF_SESSION_HOURS') ?? 8);
  if (!Number.isFinite(hours) || hours <= 0 || hours > 24) {
    throw new Error(
      `STAFF_SESSION_HOURS must be a number of hours above 0, at most 24 (got "${env.STAFF_SESSION_HOURS}")`,
    );
  }
  return {
    issuer: issuer.href,
    clientId,
    clientSecret: text(env, 'STAFF_OIDC_CLIENT_SECRET'),
    sessionSecret,
    publicUrl: url(env, 'STAFF_PUBLIC_URL', siteUrl).origin,
    providerName: text(env, 'STAFF_OIDC_PROVIDER_NAME') ?? providerNameOf(issuer),
    publishers,
    viewers,
    emailManaged: yesNo(env, 'STAFF_OIDC_EMAIL_MANAGED'),
    sessionHours: hours,
  };
}
