import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncodings } from '../site/precompressed-answer';
import {
  indexEveryPage,
  stageLinkedRelease,
  stageWithNewSearchIndex } from './staging';
import { publishRelease } from '../test-support/publish-release';
import { findSecretsInDir } from './secret-scan';
import { makeTempDir, page, writeBuiltSite } from '../test-support/fake-site';
import { httpRequest } from '../test-support/http';
import { startTestServer, testOptions, type TestServer } from '../test-support/test-server';

// Releases carry `.br` and `.gz` copies of their text files, written when staged, so the
// server sends bytes compressed once instead of compressing every answer again.

jest.setTimeout(30_000);

let siteDir: string;
let releasesDir: string;
let live: string;

const inode = (file: string) => statSync(file).ino;

beforeEach(async () => {
  siteDir = makeTempDir('precompressed');
  releasesDir = path.join(siteDir, 'releases');
  writeBuiltSite(siteDir, 'first build');
  live = path.join(releasesDir, await publishRelease({ siteDir, releasesDir }));
});

afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

describe('staging', () => {
  test('a release holds brotli and gzip copies of its text files, not of images or tiny files', () => {
    const home = readFileSync(path.join(live, 'index.html'));
    expect(brotliDecompressSync(readFileSync(path.join(live, 'index.html.br')))).toEqual(home);
    expect(gunzipSync(readFileSync(path.join(live, 'index.html.gz')))).toEqual(home);
    expect(existsSync(path.join(live, 'app-abc123.js.br'))).toBe(true);
    expect(existsSync(path.join(live, 'page-data/index/page-data.json.gz'))).toBe(true);
    expect(existsSync(path.join(live, 'static/x.png.br'))).toBe(false);
    expect(existsSync(path.join(live, 'sw.js.br'))).toBe(false); // under 1 KiB
    // Same modification time: Last-Modified does not depend on the encoding.
    expect(statSync(path.join(live, 'index.html.br')).mtimeMs).toBe(
      statSync(path.join(live, 'index.html')).mtimeMs,
    );
  });

  test('a changed page gets new copies; an unchanged one links the live release’s', async () => {
    writeFileSync(path.join(siteDir, 'public', 'index.html'), page('second build'));
    const staged = await stageLinkedRelease({ siteDir, releasesDir, linkFrom: live });
    const release = path.join(releasesDir, staged.id);

    const br = readFileSync(path.join(release, 'index.html.br'));
    expect(brotliDecompressSync(br).toString()).toContain('second build');
    expect(inode(path.join(release, 'index.html.br'))).not.toBe(
      inode(path.join(live, 'index.html.br')),
    );
    for (const copy of ['donate/index.html.br', 'donate/index.html.gz', 'app-abc123.js.br']) {
      expect(inode(path.join(release, copy))).toBe(inode(path.join(live, copy)));
    }
    expect(staged.compressed).toBe(2);
    // The copies are made from copied files: the secret scan reads those, not the copies.
    expect(staged.copied).toContain('index.html');
    expect(staged.copied.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
    // The live release keeps its own bytes.
    expect(
      brotliDecompressSync(readFileSync(path.join(live, 'index.html.br'))).toString(),
    ).toContain('first build');
  });

  test('copies missing from the live release (staged before they existed) are written', async () => {
    unlinkSync(path.join(live, 'donate/index.html.br'));
    const staged = await stageLinkedRelease({ siteDir, releasesDir, linkFrom: live });
    const copy = path.join(releasesDir, staged.id, 'donate/index.html.br');
    expect(brotliDecompressSync(readFileSync(copy)).toString()).toContain('donate');
    expect(inode(path.join(releasesDir, staged.id, 'donate/index.html.gz'))).toBe(
      inode(path.join(live, 'donate/index.html.gz')),
    );
  });

  test('a compressed file left in public/ beside its page is replaced by the server’s own', async () => {
    writeFileSync(path.join(siteDir, 'public', 'donate', 'index.html.br'), 'not the page');
    const staged = await stageLinkedRelease({ siteDir, releasesDir, linkFrom: null });
    const copy = readFileSync(path.join(releasesDir, staged.id, 'donate/index.html.br'));
    expect(brotliDecompressSync(copy).toString()).toContain('donate');
  });

  test('a new search index gets its copies, and the next build links them', async () => {
    const script = `/* search */ ${'console.log("pagefind");'.repeat(100)}`;
    const indexed = await stageWithNewSearchIndex(
      releasesDir,
      path.basename(live),
      indexEveryPage(async (dir) => {
      mkdirSync(path.join(dir, 'pagefind'));
      writeFileSync(path.join(dir, 'pagefind', 'pagefind-ui.js'), script);
    }),
    );
    const copy = path.join(releasesDir, indexed, 'pagefind', 'pagefind-ui.js.br');
    expect(brotliDecompressSync(readFileSync(copy)).toString()).toBe(script);
    const indexedDir = path.join(releasesDir, indexed);
    const next = await stageLinkedRelease({
      siteDir,
      releasesDir,
      linkFrom: indexedDir,
      searchFrom: indexedDir,
    });
    expect(inode(path.join(releasesDir, next.id, 'pagefind', 'pagefind-ui.js.br'))).toBe(
      inode(copy),
    );
  });

  test('the secret scan reads each page once, not its compressed copies', async () => {
    writeFileSync(path.join(siteDir, 'public', 'index.html'), page('key sk_live_0123456789'));
    const staged = await stageLinkedRelease({ siteDir, releasesDir, linkFrom: live });
    const hits = await findSecretsInDir(path.join(releasesDir, staged.id), [
      { name: 'STRIPE_KEY', value: 'sk_live_0123456789' },
    ]);
    expect(hits).toEqual([{ file: 'index.html', secretName: 'STRIPE_KEY' }]);
  });
});

describe('serving', () => {
  let server: TestServer;
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    httpRequest(server.baseUrl, pathname, { headers });

  beforeEach(async () => {
    server = await startTestServer(testOptions(siteDir));
  });
  afterEach(() => server.close());

  test('br, gzip gets the release’s brotli copy, labelled as the page, with Vary', async () => {
    const identity = await get('/');
    const response = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.body).toEqual(readFileSync(path.join(live, 'index.html.br')));
    expect(brotliDecompressSync(response.body)).toEqual(identity.body);
    for (const header of ['content-type', 'cache-control', 'last-modified']) {
      expect(response.headers[header]).toBe(identity.headers[header]);
    }
    // Each encoding is its own representation: a cache must not answer one with the other.
    expect(response.headers.etag).toMatch(/^W\/"/);
    expect(response.headers.etag).not.toBe(identity.headers.etag);
    expect(response.headers['content-length']).toBe(String(response.body.length));
  });

  test('gzip only gets the gzip copy; no Accept-Encoding gets the page itself, with Vary', async () => {
    const gzip = await get('/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.body)).toEqual(readFileSync(path.join(live, 'app-abc123.js')));

    const plain = await get('/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers['content-type']).toBe(gzip.headers['content-type']);
    expect(plain.body).toEqual(readFileSync(path.join(live, 'app-abc123.js')));
  });

  test('a range request gets 206 with the page’s own bytes', async () => {
    const response = await get('/', { range: 'bytes=10-59', 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-range']).toMatch(/^bytes 10-59\//);
    expect(response.body).toEqual(readFileSync(path.join(live, 'index.html')).subarray(10, 60));
  });

  test('a conditional request for the brotli copy gets 304', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const again = await get('/', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  test('a file without copies is still compressed per request, as before', async () => {
    unlinkSync(path.join(live, 'donate/index.html.br'));
    unlinkSync(path.join(live, 'donate/index.html.gz'));
    const response = await get('/donate/', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body)).toEqual(
      readFileSync(path.join(live, 'donate/index.html')),
    );
  });
});

test.each([
  ['br, gzip', ['br', 'gzip']],
  ['gzip, deflate, br;q=0.5', ['gzip', 'br']],
  ['gzip;q=1, br;q=0', ['gzip']],
  ['*', ['br', 'gzip']],
  ['identity', []],
  ['', []],
])('Accept-Encoding %j accepts %j, best first', (header, expected) => {
  expect(acceptedEncodings(header)).toEqual(expected);
});
