// What a visitor's browser downloads for one built page, measured from Gatsby's
// own output: the page's HTML, its page-data, and the scripts of the `app` chunk
// group plus those of the page component's chunk group (webpack.stats.json).
// Chunks loaded later on demand (toasts, yup, the API client of a form) are not counted:
// a visitor who never triggers them never downloads them. A chunk a page fetches as soon
// as it runs (the API client of a page that loads its data on arrival) is: see
// `LOADED_ON_ARRIVAL`.
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { CHUNK_MAPPING_FILE } from '../src/gatsby/scripts-after-first-paint';
import { inAnyLanguage } from '../src/lib/languages';

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

export const ACTION_EMAIL_PAGE = inAnyLanguage('/action-email/\\[id\\]/$');

/**
 * Named chunks (webpackChunkName) that a page's own code imports at once, whatever the
 * visitor does: they load before the first interaction as surely as the page's scripts.
 */
export const LOADED_ON_ARRIVAL: Array<{ page: RegExp; chunks: string[] }> = [
  // These pages ask the API for what they show, through the lazily loaded client; the
  // action email's HTML is cleaned in the browser before it shows.
  { page: ACTION_EMAIL_PAGE, chunks: ['api-client', 'html-sanitizer'] },
  { page: /^\/(?:es\/|pt\/)?services\/life-grant-balance\/\[uid\]\/$/, chunks: ['api-client'] },
];

/** The scripts a page loads on arrival: the app's, its component's, then those it imports at once. */
export const pageScripts = (
  stats: ChunkGroups,
  componentChunkName: string,
  importedAtOnce: string[] = [],
): string[] => {
  const groupNames = ['app', componentChunkName, ...importedAtOnce];
  const groups = groupNames.map((name) => {
    const group = stats.namedChunkGroups[name];
    // A renamed chunk must not quietly drop out of the count.
    if (!group && importedAtOnce.includes(name)) throw new Error(`no chunk named ${name}`);
    return group;
  });
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
  const importedAtOnce = LOADED_ON_ARRIVAL.filter((entry) => entry.page.test(page)).flatMap(
    (entry) => entry.chunks,
  );
  // Gatsby's chunk mapping, moved out of the page (scripts-after-first-paint.ts), still loads.
  const chunkMapping = [...html.matchAll(/"\/([^"/]+\.js)"/g)]
    .map((match) => match[1] ?? '')
    .find((name) => CHUNK_MAPPING_FILE.test(name));
  const scripts = [
    ...(chunkMapping ? [chunkMapping] : []),
    ...pageScripts(stats, componentChunkName, importedAtOnce),
  ];
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
