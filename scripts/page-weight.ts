// What a visitor's browser downloads for one built page, measured from Gatsby's
// own output: the page's HTML, its page-data, and the scripts of the `app` chunk
// group plus those of the page component's chunk group (webpack.stats.json).
// Chunks loaded later on demand (toasts, DOMPurify) are not counted: a visitor
// who never triggers them never downloads them.
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';

export interface PageWeight {
  page: string;
  htmlGzip: number;
  inlineCssGzip: number;
  pageDataGzip: number;
  jsGzip: number;
  scripts: string[];
  /** Each script's gzipped size, so a broken budget can name the chunks behind it. */
  scriptGzip: Record<string, number>;
}

interface ChunkGroups {
  namedChunkGroups: Record<string, { assets: Array<{ name: string } | string> }>;
}

export const gzipSize = (data: string | Buffer): number => zlib.gzipSync(data, { level: 9 }).length;

const assetName = (asset: { name: string } | string): string =>
  typeof asset === 'string' ? asset : asset.name;

export const readChunkGroups = (publicDir: string): ChunkGroups =>
  JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as ChunkGroups;

/** The scripts a page loads on arrival: the app's, then its component's. */
export const pageScripts = (stats: ChunkGroups, componentChunkName: string): string[] => {
  const groups = ['app', componentChunkName].map((name) => stats.namedChunkGroups[name]);
  const names = groups.flatMap((group) => (group ? group.assets.map(assetName) : []));
  return [...new Set(names.filter((name) => name.endsWith('.js')))];
};

const pageDataPath = (publicDir: string, page: string): string => {
  const key = page === '/' ? 'index' : page.replace(/^\/|\/$/g, '');
  return path.join(publicDir, 'page-data', key, 'page-data.json');
};

export const measurePage = (publicDir: string, page: string, stats: ChunkGroups): PageWeight => {
  const html = fs.readFileSync(path.join(publicDir, page, 'index.html'), 'utf8');
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join('');
  const pageData = fs.readFileSync(pageDataPath(publicDir, page), 'utf8');
  const { componentChunkName } = JSON.parse(pageData) as { componentChunkName: string };
  const scripts = pageScripts(stats, componentChunkName);
  const scriptGzip = Object.fromEntries(
    scripts.map((name) => [name, gzipSize(fs.readFileSync(path.join(publicDir, name)))]),
  );
  const jsGzip = Object.values(scriptGzip).reduce((sum, size) => sum + size, 0);
  return {
    page,
    htmlGzip: gzipSize(html),
    inlineCssGzip: gzipSize(inlineCss),
    pageDataGzip: gzipSize(pageData),
    jsGzip,
    scripts,
    scriptGzip,
  };
};

const listPagesBelow = (publicDir: string, dir: string): string[] =>
  fs.readdirSync(path.join(publicDir, dir), { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'page-data' || entry.name === 'static') return [];
    const relative = path.join(dir, entry.name);
    const own = fs.existsSync(path.join(publicDir, relative, 'index.html'))
      ? [`/${relative}/`]
      : [];
    return [...own, ...listPagesBelow(publicDir, relative)];
  });

/** Every built page (a directory with an index.html, the home page included), as site paths. */
export const listPages = (publicDir: string): string[] => ['/', ...listPagesBelow(publicDir, '')];
