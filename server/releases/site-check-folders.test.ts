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
