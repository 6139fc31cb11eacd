import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { publishRelease } from '../test-support/publish-release';
import { makeTempDir, writeBuiltSite } from '../test-support/fake-site';
import { httpRequest } from '../test-support/http';
import { startTestServer, testOptions, type TestServer } from '../test-support/test-server';

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let siteDir: string;
let server: TestServer;
const get = (path: string, headers: Record<string, string> = {}) =>
  httpRequest(server.baseUrl, path, { headers });

beforeAll(async () => {
  siteDir = makeTempDir('static');
  writeBuiltSite(siteDir, 'released home');
  await publishRelease({ siteDir, releasesDir: `${siteDir}/releases` });
  // public/ now differs from the release: the release must win.
  writeBuiltSite(siteDir, 'unreleased home');
  server = await startTestServer(testOptions(siteDir));
});

afterAll(async () => {
  await server.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('pages and caching', () => {
  test('the home page comes from the current release and revalidates', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('released home');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
  });

  test.each([
    ['/page-data/index/page-data.json', REVALIDATE],
    ['/sw.js', REVALIDATE],
    ['/app-abc123.js', IMMUTABLE],
    ['/static/x.png', IMMUTABLE],
  ])('%s is served with Cache-Control %s', async (path, cacheControl) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  test('a directory without a trailing slash redirects to the slash form, keeping the query', async () => {
    const response = await get('/es?utm=x');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/es/?utm=x');
    expect((await get('/es/')).text).toContain('inicio');
  });

  test('the routing tables and paths outside the release are not served', async () => {
    expect((await get('/redirects.json')).status).toBe(404);
    expect((await get('/..%2f..%2f..%2fetc%2fpasswd')).status).toBe(404);
    // A slash redirect for these would point off-site: `//es/` is the host "es".
    expect((await get('//es')).status).toBe(404);
    expect((await get('/%2Fes')).status).toBe(404);
  });
});

describe('compression', () => {
  test('brotli when the client accepts it', async () => {
    const response = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toContain('released home');
  });

  test('gzip when the client accepts only gzip', async () => {
    const response = await get('/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toContain('Pro-Life Utah');
  });
});

describe('not found pages', () => {
  test.each([
    ['/no-such-page/', 'not found'],
    ['/es/no-such-page/', 'no encontrado'],
    ['/pt/nada', 'não encontrado'],
    ['/esperanto/', 'not found'],
  ])('%s answers 404 with the page in its language', async (path, text) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain(`<h1>${text}</h1>`);
  });

  // What Gatsby asks for when a visitor opens an unknown /es/ address or follows a link to one.
  test('the page data of an unknown /es/ address is the Spanish not-found page’s, with 200', async () => {
    const response = await get('/page-data/es/news/article/4f0c1a2e/page-data.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(JSON.parse(response.text)).toEqual({ path: '/es/404/', matchPath: '/es/*' });
  });

  test.each([
    // English: Gatsby itself turns a 404 into its /404.html page data.
    '/page-data/no-such-page/page-data.json',
    // A language whose not-found page data the build lacks.
    '/page-data/pt/nada/page-data.json',
    '/page-data/es/other-file.json',
  ])('the page data at %s stays a 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe("Gatsby's redirects and client-only routes", () => {
  test.each([
    ['/donations', 301, '/donate/'],
    ['/donations/', 301, '/donate/'],
    ['/es/donations/', 301, '/es/donate/'],
    ['/get-involved', 302, '/volunteer/'],
    ['/old-donate/', 308, '/donate/'],
    ['/gIfT', 301, '/donate/'],
    ['/donations?from=mail', 301, '/donate/?from=mail'],
  ])('%s redirects with %d to %s', async (path, status, location) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.location).toBe(location);
  });

  test('a case-sensitive redirect does not match another case', async () => {
    expect((await get('/Donations')).status).toBe(404);
  });

  test('a path matching a matchPath gets that page with status 200', async () => {
    const response = await get('/action-email/42');
    expect(response.status).toBe(200);
    expect(response.text).toContain('action email');
    expect((await get('/action-email/42/extra')).status).toBe(404);
  });
});

describe('hosts', () => {
  test('the bare host redirects to the www host with path and query', async () => {
    const response = await get('/es/donate/?a=1', { host: 'prolifeutah.org' });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('https://www.prolifeutah.org/es/donate/?a=1');
  });

  test('the www host and other hosts are served', async () => {
    expect((await get('/', { host: 'www.prolifeutah.org' })).status).toBe(200);
    expect((await get('/', { host: 'localhost:9000' })).status).toBe(200);
  });

  test("a stranger's X-Forwarded-Host never turns the www host into a redirect", async () => {
    // Behind a trusted edge, as deployed: only the Host the visitor connected to counts.
    const behindEdge = await startTestServer(testOptions(siteDir, { trustProxy: ['127.0.0.1'] }));
    try {
      const poisons: Array<Record<string, string>> = [
        { 'x-forwarded-host': 'prolifeutah.org' },
        { forwarded: 'host=prolifeutah.org' },
      ];
      for (const poison of poisons) {
        const response = await httpRequest(behindEdge.baseUrl, '/es/', {
          headers: { host: 'www.prolifeutah.org', ...poison },
        });
        expect(response.status).toBe(200);
        expect(response.headers).not.toHaveProperty('location');
      }
      // The real bare host still redirects, whatever it claims to be forwarded for.
      const bare = await httpRequest(behindEdge.baseUrl, '/es/', {
        headers: { host: 'prolifeutah.org', 'x-forwarded-host': 'www.prolifeutah.org' },
      });
      expect(bare.status).toBe(301);
      expect(bare.headers.location).toBe('https://www.prolifeutah.org/es/');
    } finally {
      await behindEdge.close();
    }
  });

  test('/healthz names the live release', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({
      status: 'ok',
      release: expect.stringMatching(/Z-/),
    });
  });
});

describe('without any release', () => {
  test('public/ is served directly, with the routing tables from .cache/', async () => {
    const plainDir = makeTempDir('plain');
    writeBuiltSite(plainDir, 'plain build');
    const plain = await startTestServer(testOptions(plainDir));
    try {
      expect((await httpRequest(plain.baseUrl, '/')).text).toContain('plain build');
      expect((await httpRequest(plain.baseUrl, '/donations')).headers.location).toBe('/donate/');
      expect((await httpRequest(plain.baseUrl, '/action-email/7')).status).toBe(200);
    } finally {
      await plain.close();
      rmSync(plainDir, { recursive: true, force: true });
    }
  });
});

test('a range request gets 206 with uncompressed bytes matching its Content-Range', async () => {
  const whole = await get('/app-abc123.js');
  const response = await get('/app-abc123.js', {
    range: 'bytes=0-99',
    'accept-encoding': 'br, gzip',
  });
  expect(response.status).toBe(206);
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.headers['content-range']).toMatch(/^bytes 0-99\//);
  expect(response.body).toEqual(whole.body.subarray(0, 100));
});

test('the server gives a request at most 30 s to arrive (slow-loris)', () => {
  expect(server.app.server.requestTimeout).toBe(30_000);
});
