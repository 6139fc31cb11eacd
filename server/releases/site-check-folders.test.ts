import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkBuiltSite } from './site-check';

const PAGE = '<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>';

// Gatsby writes the not-found pages' data in folders named `page-data/404.html/`.
test('a folder whose name ends in .html is not a page: the site check passes over it', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-check-'));
  try {
    writeFileSync(path.join(dir, 'index.html'), PAGE);
    mkdirSync(path.join(dir, 'page-data', '404.html'), { recursive: true });
    writeFileSync(path.join(dir, 'page-data', '404.html', 'page-data.json'), '{}');
    await expect(checkBuiltSite(dir, ['index.html'], null)).resolves.toBeNull();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
