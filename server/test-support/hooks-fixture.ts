import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { publishRelease } from '../publish';
import type { NamedSecret } from '../secret-scan';
import { signBody } from '../webhook-auth';
import { makeTempDir, writeBuiltSite } from './fake-site';
import { httpRequest, waitFor } from './http';
import { fakeBuildCommand, startTestServer, testOptions, type TestServer } from './test-server';

export const SECRET = 'rebuild-secret-for-tests';

/** A site with one published release ("initial") and a server whose builds run fake-build.mjs. */
/** `secret: null` starts a server without REBUILD_WEBHOOK_SECRET. */
export async function startHooksFixture(
  secret: string | null = SECRET,
  guardedSecrets: NamedSecret[] = [],
) {
  const siteDir = makeTempDir('hooks');
  const templateDir = path.join(siteDir, 'template');
  writeBuiltSite(templateDir, 'template');
  writeBuiltSite(siteDir, 'initial');
  const initialRelease = await publishRelease({
    siteDir,
    releasesDir: path.join(siteDir, 'releases'),
  });
  const server: TestServer = await startTestServer(
    testOptions(siteDir, {
      hooks: {
        secret: secret ?? undefined,
        buildCommand: fakeBuildCommand(templateDir),
        guardedSecrets,
      },
    }),
  );
  const bearer = { authorization: `Bearer ${SECRET}` };

  const fixture = {
    siteDir,
    templateDir,
    server,
    initialRelease,
    /** POST /hooks/rebuild signed like GitHub does, plus any extra headers. */
    rebuild: (headers: Record<string, string> = {}, body = '{"ref":"main"}') =>
      httpRequest(server.baseUrl, '/hooks/rebuild', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signBody(SECRET, body),
          ...headers,
        },
        body,
      }),
    rollback: () =>
      httpRequest(server.baseUrl, '/hooks/rollback', { method: 'POST', headers: bearer }),
    status: async () =>
      JSON.parse((await httpRequest(server.baseUrl, '/hooks/status', { headers: bearer })).text),
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
