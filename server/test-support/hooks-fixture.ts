import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { AppOptions } from '../config';
import { publishRelease } from './publish-release';
import type { NamedSecret } from '../releases/secret-scan';
import { signedHeaders } from '../shared/webhook-signature';
import { makeTempDir, writeBuiltSite } from './fake-site';
import { httpRequest, waitFor } from './http';
import { fakeBuildCommand, startTestServer, testOptions, type TestServer } from './test-server';

export const SECRET = 'rebuild-secret-for-tests-0123456789abcdef';
export const BEARER_TOKEN = 'fixed-cms-token-for-tests-0123456789abcdef';

/** A hook call signed now with SECRET under a fresh delivery id, unless the test says otherwise. */
export interface HookRequest {
  method: string;
  headers: Record<string, string>;
  body: string;
}

export function signed(
  path: string,
  options: { method?: string; body?: string; timestamp?: number; deliveryId?: string } = {},
): HookRequest {
  const { method = 'POST', body = '', ...rest } = options;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...signedHeaders(SECRET, { method, path, body, ...rest }),
  };
  return { method, headers, body };
}

/**
 * A site with one published release ("initial") and a server whose builds run fake-build.mjs.
 * `secret: null` starts a server without REBUILD_WEBHOOK_SECRET (nor a bearer token).
 */
export async function startHooksFixture(
  secret: string | null = SECRET,
  guardedSecrets: NamedSecret[] = [],
  redactedValues: string[] = [],
  overrides: Omit<Partial<AppOptions>, 'hooks'> & { hooks?: Partial<AppOptions['hooks']> } = {},
) {
  const siteDir = makeTempDir('hooks');
  const templateDir = path.join(siteDir, 'template');
  writeBuiltSite(templateDir, 'template');
  writeBuiltSite(siteDir, 'initial');
  const initialRelease = await publishRelease({
    siteDir,
    releasesDir: path.join(siteDir, 'releases'),
  });
  const options = testOptions(siteDir, {
    ...overrides,
    hooks: {
      secret: secret ?? undefined,
      bearerToken: secret === null ? undefined : BEARER_TOKEN,
      buildCommand: fakeBuildCommand(templateDir),
      guardedSecrets,
      redactedValues,
      ...overrides.hooks,
    },
  });
  let server: TestServer = await startTestServer(options);

  const fixture = {
    siteDir,
    templateDir,
    get server() {
      return server;
    },
    /** Stops the server (killing a running build) and starts a new one on the same site. */
    restart: async () => {
      await server.close();
      server = await startTestServer(options);
    },
    initialRelease,
    /** Sends a call to a hook as given (see `signed`). */
    send: (path: string, call: HookRequest) => httpRequest(server.baseUrl, path, call),
    /** POST /hooks/rebuild, freshly signed. */
    rebuild: (body = '{"ref":"main"}') =>
      httpRequest(server.baseUrl, '/hooks/rebuild', signed('/hooks/rebuild', { body })),
    rollback: (body = '') =>
      httpRequest(server.baseUrl, '/hooks/rollback', signed('/hooks/rollback', { body })),
    /** POST to a staff hook (publish, unlock, rollback) with a JSON body. */
    staff: (hook: string, body: unknown = undefined) =>
      httpRequest(
        server.baseUrl,
        hook,
        signed(hook, { body: body === undefined ? '' : JSON.stringify(body) }),
      ),
    status: async () =>
      JSON.parse(
        (
          await httpRequest(
            server.baseUrl,
            '/hooks/status',
            signed('/hooks/status', { method: 'GET' }),
          )
        ).text,
      ),
    waitUntilIdle: () =>
      waitFor(async () => {
        const status = await fixture.status();
        return status.running === null && status.queued === null ? status : undefined;
      }),
    homeText: async () => (await httpRequest(server.baseUrl, '/')).text,
    /** How many times the build command has started. */
    buildsStarted: () => {
      const log = path.join(siteDir, 'builds.log');
      return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').length : 0;
    },
    close: async () => {
      await server.close();
      rmSync(siteDir, { recursive: true, force: true });
    },
  };
  return fixture;
}

export type HooksFixture = Awaited<ReturnType<typeof startHooksFixture>>;

/** A fresh server for each test of the file; `fixture()` is the running one. */
export function withHooksFixture(): () => HooksFixture {
  let running: HooksFixture | undefined;
  beforeEach(async () => {
    running = await startHooksFixture();
  });
  afterEach(async () => {
    await running?.close();
  });
  return () => running!;
}
