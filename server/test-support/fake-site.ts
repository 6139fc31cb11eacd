import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function makeTempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `server-test-${prefix}-`));
}

// Large enough that @fastify/compress (1 KiB threshold) compresses it.
const FILLER = '<p>Pro-Life Utah</p>'.repeat(100);

export function page(marker: string): string {
  return `<!DOCTYPE html><html><body><h1>${marker}</h1>${FILLER}</body></html>`;
}

/** What a Gatsby release looks like: `public/` plus Gatsby's two routing tables at the top. */
export const FAKE_SITE_FILES: Record<string, string> = {
  'index.html': page('home'),
  'es/index.html': page('inicio'),
  'donate/index.html': page('donate'),
  'es/donate/index.html': page('donar'),
  '404.html': page('not found'),
  'es/404.html': page('no encontrado'),
  'pt/404.html': page('não encontrado'),
  'action-email/[id]/index.html': page('action email'),
  'page-data/index/page-data.json': JSON.stringify({ path: '/', result: { filler: FILLER } }),
  'page-data/es/404/page-data.json': JSON.stringify({ path: '/es/404/', matchPath: '/es/*' }),
  'app-abc123.js': `console.log(${JSON.stringify(FILLER)});`,
  'sw.js': 'self.addEventListener("install", () => {});',
  'static/x.png': '\x89PNG fake image',
  'redirects.json': JSON.stringify([
    { fromPath: '/donations', toPath: '/donate/', isPermanent: true },
    { fromPath: '/es/donations', toPath: '/es/donate/', isPermanent: true },
    { fromPath: '/get-involved/', toPath: '/volunteer/', isPermanent: false },
    { fromPath: '/old-donate', toPath: '/donate/', isPermanent: false, statusCode: 308 },
    { fromPath: '/Gift', toPath: '/donate/', isPermanent: true, ignoreCase: true },
  ]),
  'match-paths.json': JSON.stringify([
    { path: '/action-email/[id]/', matchPath: '/action-email/:id' },
  ]),
};

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
}

/** Writes a site the way Gatsby leaves it: `public/` plus the routing tables in `.cache/`. */
export function writeBuiltSite(siteDir: string, marker = 'home'): void {
  const { 'redirects.json': redirects, 'match-paths.json': matchPaths, ...files } = FAKE_SITE_FILES;
  writeFiles(path.join(siteDir, 'public'), { ...files, 'index.html': page(marker) });
  writeFiles(path.join(siteDir, '.cache'), {
    'redirects.json': redirects ?? '[]',
    'match-paths.json': matchPaths ?? '[]',
  });
}
