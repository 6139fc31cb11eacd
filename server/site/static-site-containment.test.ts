import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publishRelease } from '../test-support/publish-release';
import { currentRelease } from '../releases/releases';
import { makeTempDir, writeBuiltSite } from '../test-support/fake-site';
import { httpRequest } from '../test-support/http';
import { startTestServer, testOptions, type TestServer } from '../test-support/test-server';

// Only the release's own files are served: nothing a symlink points at outside it, no dotfile.

let server: TestServer;
let siteDir: string;
let outside: string;

beforeAll(async () => {
  siteDir = makeTempDir('contain');
  outside = makeTempDir('outside');
  writeFileSync(path.join(outside, 'secret.txt'), 'SECRET OUTSIDE THE RELEASE');
  mkdirSync(path.join(outside, 'page'));
  writeFileSync(path.join(outside, 'page', 'index.html'), '<h1>OUTSIDE PAGE</h1>');
  writeBuiltSite(siteDir);
  const releasesDir = path.join(siteDir, 'releases');
  await publishRelease({ siteDir, releasesDir });
  const release = path.join(releasesDir, (await currentRelease(releasesDir)) ?? '');
  symlinkSync(path.join(outside, 'secret.txt'), path.join(release, 'leak.txt'));
  symlinkSync(path.join(outside, 'page'), path.join(release, 'linked-page'));
  symlinkSync('index.html', path.join(release, 'home-copy.html'));
  writeFileSync(path.join(release, '.env'), 'PLUAPI_TOKEN=oops');
  mkdirSync(path.join(release, '.git'));
  writeFileSync(path.join(release, '.git', 'config'), '[core]');
  mkdirSync(path.join(release, '.well-known'));
  writeFileSync(path.join(release, '.well-known', 'security.txt'), 'Contact: mailto:x@example.org');
  server = await startTestServer(testOptions(siteDir));
});

afterAll(async () => {
  await server.close();
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const get = (pathname: string) => httpRequest(server.baseUrl, pathname);

test.each(['/leak.txt', '/linked-page/', '/linked-page/index.html'])(
  'a symlink out of the release (%s) answers 404',
  async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(response.text).not.toMatch(/OUTSIDE/);
  },
);

test.each(['/.env', '/.git/config', '/es/.env'])('the dotfile %s answers 404', async (pathname) => {
  const response = await get(pathname);
  expect(response.status).toBe(404);
  expect(response.text).not.toContain('PLUAPI_TOKEN');
});

test('a symlink inside the release and /.well-known/ are still served', async () => {
  expect((await get('/home-copy.html')).status).toBe(200);
  expect((await get('/.well-known/security.txt')).text).toContain('Contact:');
});
