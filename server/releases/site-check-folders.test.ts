import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkBuiltSite } from './site-check';

const PAGE = '<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>';

// What a real `gatsby build` writes besides its pages: the not-found pages' data in folders named
// `page-data/404.html/`, and slices, HTML fragments it has already stitched into the pages.
test('folders named .html and Gatsby slices are not pages: the site check passes over them', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-check-'));
  try {
    writeFileSync(path.join(dir, 'index.html'), PAGE);
    mkdirSync(path.join(dir, 'page-data', '404.html'), { recursive: true });
    writeFileSync(path.join(dir, 'page-data', '404.html', 'page-data.json'), '{}');
    mkdirSync(path.join(dir, '_gatsby', 'slices'), { recursive: true });
    writeFileSync(path.join(dir, '_gatsby', 'slices', '_gatsby-scripts-1.html'), '<script></script>');
    await expect(checkBuiltSite(dir, ['index.html'], null)).resolves.toBeNull();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// A webhook build links each unchanged file to the live release's own: only what it wrote anew
// can make a page worse than visitors already get it.
describe('the check of a build that names the files it wrote', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-check-'));
    writeFileSync(path.join(dir, 'index.html'), PAGE);
    mkdirSync(path.join(dir, 'news'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('a page it wrote empty is refused', async () => {
    writeFileSync(path.join(dir, 'news', 'index.html'), '');
    await expect(
      checkBuiltSite(dir, ['index.html'], null, { written: ['news/index.html'] }),
    ).resolves.toBe('the page /news/ is empty: the build did not finish writing it');
  });

  test('a page it did not write is not read again', async () => {
    writeFileSync(path.join(dir, 'news', 'index.html'), '');
    await expect(
      checkBuiltSite(dir, ['index.html'], null, { written: ['index.html'] }),
    ).resolves.toBeNull();
  });

  test('a required page missing is still refused', async () => {
    await expect(
      checkBuiltSite(dir, ['index.html', 'news/index.html'], null, { written: ['index.html'] }),
    ).resolves.toBe('the new site is missing 1 page(s): /news/');
  });

  test('the page count is still held against the live release', async () => {
    await expect(
      checkBuiltSite(dir, ['index.html'], dir, { written: ['index.html'], live: 20 }),
    ).resolves.toBe('the new site has 1 pages, fewer than 90% of the 20 pages live now');
  });
});
