// Issue 50, low finding: a webhook answered 202 while build-queue.json could not be saved was
// lost after a restart, and the CMS's retry under the same delivery id got 409. On a real full
// tmpfs the delivery id still fits (a line appended inside the file's last page) while the
// queue, written whole to a new file, does not: exactly the case that was answered 202.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hooksStateDir } from '../shared/state-dir';
import { makeTempDir, writeBuiltSite } from '../test-support/fake-site';
import { SECRET, signed } from '../test-support/hooks-fixture';
import { httpRequest } from '../test-support/http';
import { publishRelease } from '../test-support/publish-release';
import { fillDisk, mountSmallDisk, unmountSmallDisk } from '../test-support/small-disk';
import { startTestServer, testOptions, type TestServer } from '../test-support/test-server';

jest.setTimeout(60_000);

const ARTICLE = '3f2a9c1e-0b7d-4c1a-9e8f-1a2b3c4d5e6f';
const EARLIER_ARTICLE = '7d6c5b4a-3210-4fed-8cba-9876543210ab';

let dir: string;
let disk: string;
let mounted = false;

beforeAll(() => {
  dir = makeTempDir('full-disk-webhook');
  disk = path.join(dir, 'disk');
  mounted = mountSmallDisk(disk, '6m');
});

afterAll(() => {
  if (mounted) unmountSmallDisk(disk);
  rmSync(dir, { recursive: true, force: true });
});

describe('issue 50 low finding: a webhook whose build-queue.json could not be saved', () => {
  test('is answered 503 with Retry-After, and its retry under the same delivery id is accepted, after a restart too', async () => {
    if (!mounted) return;
    const siteDir = path.join(dir, 'site');
    const releasesDir = path.join(disk, 'releases');
    writeBuiltSite(siteDir);
    await publishRelease({ siteDir, releasesDir });
    // Builds wait an hour for quiet: the test looks at the queue, not at a build.
    const options = testOptions(siteDir, {
      releasesDir,
      hooks: { secret: SECRET, buildCommand: 'false', guardedSecrets: [], quietSeconds: 3600 },
    });
    let server: TestServer = await startTestServer(options);
    try {
      // Naming an article: a call naming none would make the build fetch every article anyway.
      const firstBody = JSON.stringify({ articles: [EARLIER_ARTICLE] });
      const first = signed('/hooks/rebuild', { body: firstBody, deliveryId: 'cms-delivery-0001' });
      expect((await httpRequest(server.baseUrl, '/hooks/rebuild', first)).status).toBe(202);

      const filler = fillDisk(disk);
      const body = JSON.stringify({ articles: [ARTICLE] });
      const call = signed('/hooks/rebuild', { body, deliveryId: 'cms-delivery-0002' });
      const refused = await httpRequest(server.baseUrl, '/hooks/rebuild', call);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('60');
      expect(JSON.parse(refused.text).message).toBe(
        'The server could not save this call (its disk may be full); send it again later',
      );
      // The CMS sends it again while the disk is still full: refused the same way, not as seen.
      expect((await httpRequest(server.baseUrl, '/hooks/rebuild', call)).status).toBe(503);

      rmSync(filler, { recursive: true });
      await server.close();
      server = await startTestServer(options);
      const retried = await httpRequest(server.baseUrl, '/hooks/rebuild', call);
      expect(retried.status).toBe(202);
      const saved = path.join(hooksStateDir(releasesDir), 'build-queue.json');
      expect(JSON.parse(readFileSync(saved, 'utf8')).pending.articles).toEqual([
        EARLIER_ARTICLE,
        ARTICLE,
      ]);
    } finally {
      await server.close();
    }
  });
});
