import { rmSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir, page, writeBuiltSite, writeFiles } from './test-support/fake-site';
import { httpRequest } from './test-support/http';
import { startTestServer, testOptions } from './test-support/test-server';

// The layout Pagefind writes into public/ (src/gatsby/build-search-index.ts).
const PAGEFIND_FILES: Record<string, string> = {
  'pagefind/pagefind.js': 'export const search = () => null;',
  'pagefind/pagefind-worker.js': 'self.onmessage = () => {};',
  'pagefind/pagefind-entry.json': '{"version":"1.5.2","languages":{}}',
  'pagefind/pagefind.es_9d38e9fab1.pf_meta': '\x1f\x8b binary',
  'pagefind/index/es_6b2c1f0.pf_index': '\x1f\x8b binary',
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
  ['/pagefind/pagefind.es_9d38e9fab1.pf_meta', /^application\/octet-stream$/],
  ['/pagefind/index/es_6b2c1f0.pf_index', /^application\/octet-stream$/],
  ['/pagefind/fragment/es_2a9e3c1.pf_fragment', /^application\/octet-stream$/],
  ['/pagefind/wasm.es.pagefind', /^application\/octet-stream$/],
])('serves %s as %s, allowed to run WebAssembly', async (file, type) => {
  const { status, headers } = await httpRequest(server.baseUrl, file);
  expect(status).toBe(200);
  expect(headers['content-type']).toMatch(type);
  expect(headers['content-security-policy']).toContain("'wasm-unsafe-eval'");
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
