import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { makeTempDir, page, writeBuiltSite, writeFiles } from '../test-support/fake-site';
import { httpRequest } from '../test-support/http';
import { startTestServer, testOptions } from '../test-support/test-server';

// The layout Pagefind writes into public/ (src/gatsby/build-search-index.ts).
const PAGEFIND_FILES: Record<string, string> = {
  'pagefind/pagefind.js': 'export const search = () => null;',
  'pagefind/pagefind-worker.js': 'self.onmessage = () => {};',
  'pagefind/pagefind-entry.json': '{"version":"1.5.2","languages":{}}',
  'pagefind/pagefind.es_9d38e9fab1.pf_meta': '\x1f\x8b binary',
  'pagefind/index/es_6b2c1f0.pf_index': 'replaced by real gzip bytes below',
  'pagefind/fragment/es_2a9e3c1.pf_fragment': '\x1f\x8b binary',
  'pagefind/wasm.es.pagefind': '\x1f\x8b binary',
  'search/index.html': page('search'),
  'es/search/index.html': page('buscar'),
};

let siteDir: string;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  siteDir = makeTempDir('pagefind');
  writeBuiltSite(siteDir);
  writeFiles(path.join(siteDir, 'public'), PAGEFIND_FILES);
  // A real gzip body past the compression threshold (1 KiB), as Pagefind writes its chunks.
  writeFileSync(
    path.join(siteDir, 'public/pagefind/index/es_6b2c1f0.pf_index'),
    gzipSync(randomBytes(4096)),
  );
  server = await startTestServer(testOptions(siteDir));
});
afterAll(async () => {
  await server.close();
  rmSync(siteDir, { recursive: true, force: true });
});

test.each([
  ['/pagefind/pagefind.js', /^(?:text|application)\/javascript/],
  ['/pagefind/pagefind-worker.js', /^(?:text|application)\/javascript/],
  ['/pagefind/pagefind-entry.json', /^application\/json/],
  ['/pagefind/pagefind.es_9d38e9fab1.pf_meta', /^application\/gzip$/],
  ['/pagefind/index/es_6b2c1f0.pf_index', /^application\/gzip$/],
  ['/pagefind/fragment/es_2a9e3c1.pf_fragment', /^application\/gzip$/],
  ['/pagefind/wasm.es.pagefind', /^application\/gzip$/],
])('serves %s as %s, allowed to run WebAssembly', async (file, type) => {
  const { status, headers } = await httpRequest(server.baseUrl, file);
  expect(status).toBe(200);
  expect(headers['content-type']).toMatch(type);
  expect(headers['content-security-policy']).toContain("'wasm-unsafe-eval'");
});

// Pagefind's chunks are gzip files Pagefind unpacks itself: they must arrive byte for byte,
// without a Content-Encoding that would make the browser try (and fail) to decode them.
test('pre-compressed index files are sent as they are, whatever the browser accepts', async () => {
  const file = '/pagefind/index/es_6b2c1f0.pf_index';
  const { status, headers, body } = await httpRequest(server.baseUrl, file, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(status).toBe(200);
  expect(headers['content-encoding']).toBeUndefined();
  expect(body).toEqual(readFileSync(path.join(siteDir, 'public', file)));
});

test('the search pages may run WebAssembly; other pages may not', async () => {
  for (const pathname of ['/search/?q=clinica', '/es/search/']) {
    const { status, headers } = await httpRequest(server.baseUrl, pathname);
    expect(status).toBe(200);
    expect(headers['content-security-policy']).toContain("'wasm-unsafe-eval'");
  }
  const home = await httpRequest(server.baseUrl, '/');
  expect(home.headers['content-security-policy']).not.toContain('wasm');
});
