import { rmSync } from 'node:fs';
import { publishRelease } from '../test-support/publish-release';
import { makeTempDir, writeBuiltSite } from '../test-support/fake-site';
import { httpRequest } from '../test-support/http';
import { startTestServer, testOptions, type TestServer } from '../test-support/test-server';

// What the server tells an edge cache (deploy/edge/site.vcl, a CDN) it may keep.

const REVALIDATE = 'public, max-age=0, must-revalidate';
const EDGE_LIFETIME = 'max-age=3600, stale-if-error=86400';

let siteDir: string;
let server: TestServer;
const send = (path: string, method = 'GET') => httpRequest(server.baseUrl, path, { method });

beforeAll(async () => {
  siteDir = makeTempDir('edge-headers');
  writeBuiltSite(siteDir);
  await publishRelease({ siteDir, releasesDir: `${siteDir}/releases` });
  server = await startTestServer(testOptions(siteDir));
});

afterAll(async () => {
  await server.close();
  rmSync(siteDir, { recursive: true, force: true });
});

test.each([
  ['a page', '/', 200],
  ['page-data', '/page-data/index/page-data.json', 200],
  ['an unhashed script', '/sw.js', 200],
  ['the not-found page', '/no-such-page/', 404],
  ["one of Gatsby's redirects", '/donations', 301],
  ['a slash redirect', '/es', 301],
])(
  '%s is kept at the edge for an hour, tagged for the release purge; browsers revalidate',
  async (_what, path, status) => {
    const response = await send(path);
    expect(response.status).toBe(status);
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.headers['surrogate-control']).toBe(EDGE_LIFETIME);
    expect(response.headers['surrogate-key']).toBe('site');
  },
);

test.each(['/app-abc123.js', '/static/x.png'])(
  '%s, named by its content, stays immutable and is left out of the release purge',
  async (path) => {
    const response = await send(path);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers).not.toHaveProperty('surrogate-key');
    expect(response.headers).not.toHaveProperty('surrogate-control');
  },
);

test.each([
  ['/healthz', 'GET'],
  ['/hooks/status', 'GET'],
  ['/rest/pluapi/v1/women/reports/impact', 'GET'],
  ['/rest/pluapi/v1/contact', 'POST'],
])('%s (%s) is never stored anywhere', async (path, method) => {
  const response = await send(path, method);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers).not.toHaveProperty('surrogate-key');
  expect(response.headers).not.toHaveProperty('surrogate-control');
});

test.each(['/staff', '/staff/', '/staff/sign-in', '/staff/no-such-page'])(
  '%s (the staff console) is for one person: private, no-store, never at the edge',
  async (path) => {
    const response = await send(path);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers).not.toHaveProperty('surrogate-key');
    expect(response.headers).not.toHaveProperty('surrogate-control');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  },
);

test('a POST to a page gets no edge lifetime', async () => {
  const response = await send('/', 'POST');
  expect(response.headers).not.toHaveProperty('surrogate-control');
});
