// A bare Fastify app with the console's sign-in and three test routes behind its guards, signing
// in through the sandbox OpenID provider's real login form (HTTP to the provider, inject to the app).
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SANDBOX_PASSWORD } from '../../sandbox/oidc/sandbox-accounts';
import { AuditLog, auditLogFile } from '../audit/audit-log';
import { registerStaffAuth } from '../staff-auth/register-staff-auth';
import type { StaffAuthSettings } from '../staff-auth/staff-auth-options';
import { CookieJar } from './cookie-jar';

/** The console's origin the sandbox provider is told about (the app itself is injected). */
export const TEST_CONSOLE_ORIGIN = 'http://127.0.0.1:9121';

/**
 * The console's settings against the sandbox provider at `issuer`: Ana publishes, Ben views.
 * `overrides` changes what a test is about (the lists, the provider's name...).
 */
export function sandboxStaffSettings(
  issuer: string,
  overrides: Partial<StaffAuthSettings> = {},
): StaffAuthSettings {
  return {
    issuer,
    clientId: 'staff-console',
    clientSecret: 'sandbox-only-client-secret-not-for-production',
    sessionSecret: 'a-test-session-secret-of-at-least-32-characters',
    publicUrl: TEST_CONSOLE_ORIGIN,
    providerName: 'the sandbox sign-in',
    publishers: ['ana@prolifeutah.org'],
    viewers: ['ben@prolifeutah.org'],
    ...overrides,
  };
}

/** An answer of the app as a browser would see it (no redirect followed). */
export interface TestAnswer {
  status: number;
  headers: Headers;
  location: string | null;
  setCookie: string[];
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the fields they expect
  json: () => any;
}

export interface StaffAuthFixture {
  app: FastifyInstance;
  auditLog: AuditLog;
  /** Moves the app's clock forward. */
  advance: (ms: number) => void;
  get: (url: string, jar?: CookieJar, headers?: Record<string, string>) => Promise<TestAnswer>;
  post: (
    url: string,
    jar: CookieJar | undefined,
    payload?: Record<string, string>,
    headers?: Record<string, string>,
  ) => Promise<TestAnswer>;
  /** Starts a sign-in: the app's cookie jar and the provider's authorization address. */
  start: (returnTo?: string) => Promise<{ jar: CookieJar; authUrl: string; response: TestAnswer }>;
  /** A whole sign-in through the provider's login form; the callback's answer and its address. */
  signIn: (
    email: string,
    returnTo?: string,
  ) => Promise<{
    jar: CookieJar;
    callback: string;
    before: CookieJar;
    response: TestAnswer;
  }>;
  csrfToken: (jar: CookieJar) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * Logs in at the provider and follows it until it sends the browser back to the console.
 * `jar`: the provider's cookies, kept by a test that signs in again in the same "browser".
 */
export async function loginAtProvider(
  authUrl: string,
  login: string,
  password = SANDBOX_PASSWORD,
  jar = new CookieJar(),
) {
  let url = authUrl;
  let body: string | undefined;
  for (let step = 0; step < 15; step += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    jar.store(response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin === TEST_CONSOLE_ORIGIN) return next.href;
      url = next.href;
      body = undefined;
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action || !html.includes('name="password"') || body) {
      throw new Error(`the provider answered ${response.status}: ${html.slice(0, 400)}`);
    }
    url = new URL(action, url).href;
    body = new URLSearchParams({ login, password }).toString();
  }
  throw new Error('the provider never sent the browser back to the console');
}

export async function staffAuthFixture(
  issuer: string,
  settings: Partial<StaffAuthSettings> = {},
): Promise<StaffAuthFixture> {
  const releasesDir = await mkdtemp(path.join(os.tmpdir(), 'staff-auth-'));
  let clock = Date.now();
  // As behind a proxy: requests name the console's public host (X-Forwarded-Host).
  const app = Fastify({ trustProxy: true });
  const auditLog = new AuditLog(auditLogFile(releasesDir), undefined, () => new Date(clock));
  const guards = await registerStaffAuth(app, {
    releasesDir,
    auditLog,
    now: () => clock,
    settings: sandboxStaffSettings(issuer, settings),
  });
  // Stand-ins for the console's routes, one behind each guard.
  app.get('/staff/test-page', { preHandler: guards.signedInPage }, async (request) => {
    return `page for ${request.staffUser?.name} (${request.staffUser?.role})`;
  });
  app.get('/staff/api/test', { preHandler: guards.signedInApi }, async (request, reply) => ({
    user: request.staffUser,
    token: await guards.csrfToken(request, reply),
  }));
  app.post('/staff/api/test-action', { preHandler: guards.publisherAction }, async (request) => ({
    done: `by ${request.staffUser?.name}`,
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const send = async (
    method: 'GET' | 'POST',
    url: string,
    jar?: CookieJar,
    payload?: Record<string, string>,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${base}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        'x-forwarded-host': new URL(TEST_CONSOLE_ORIGIN).host,
        ...(jar ? { cookie: jar.header() } : {}),
        ...(payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      ...(payload ? { body: new URLSearchParams(payload).toString() } : {}),
    });
    const body = await response.text();
    const answer: TestAnswer = {
      status: response.status,
      headers: response.headers,
      location: response.headers.get('location'),
      setCookie: response.headers.getSetCookie(),
      body,
      json: () => JSON.parse(body),
    };
    jar?.store(answer.setCookie);
    return answer;
  };
  const get = (url: string, jar?: CookieJar, headers?: Record<string, string>) =>
    send('GET', url, jar, undefined, headers);
  const post = (
    url: string,
    jar: CookieJar | undefined,
    payload?: Record<string, string>,
    headers?: Record<string, string>,
  ) => send('POST', url, jar, payload, headers);

  const start = async (returnTo?: string) => {
    const jar = new CookieJar();
    const query = returnTo === undefined ? '' : `?return=${encodeURIComponent(returnTo)}`;
    const response = await get(`/staff/sign-in/start${query}`, jar);
    return { jar, authUrl: String(response.location), response };
  };
  const signIn = async (email: string, returnTo = '/staff/test-page') => {
    const { jar, authUrl } = await start(returnTo);
    const before = new CookieJar();
    before.store(jar.header().split('; ').filter(Boolean));
    const callback = await loginAtProvider(authUrl, email);
    const url = new URL(callback);
    const response = await get(`${url.pathname}${url.search}`, jar);
    return { jar, callback: `${url.pathname}${url.search}`, before, response };
  };
  const csrfToken = async (jar: CookieJar) => {
    const response = await get('/staff/api/test', jar);
    return (response.json() as { token: string }).token;
  };

  return {
    app,
    auditLog,
    advance: (ms) => {
      clock += ms;
    },
    get,
    post,
    start,
    signIn,
    csrfToken,
    close: async () => {
      await app.close();
      await rm(releasesDir, { recursive: true, force: true });
    },
  };
}
