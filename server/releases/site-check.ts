import { promises as fs } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../../src/lib/languages';

/** A new release must have at least this share of the live release's HTML pages. */
export const MIN_PAGE_SHARE = 0.9;

const prefixes = LANGUAGES.map((language) => (language === DEFAULT_LANGUAGE ? '' : `${language}/`));

/**
 * The HTML files every build must contain: each page of `src/pages` (not the client-only
 * `[param]` ones) in each language, and each language's not-found page.
 */
export async function requiredPagesFrom(pagesDir: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await fs.readdir(pagesDir, { recursive: true })) as string[];
  } catch {
    return prefixes.map((prefix) => `${prefix}404.html`);
  }
  const routes = files
    .filter((file) => /\.tsx$/.test(file) && !file.includes('[') && !/(^|\/)404\.tsx$/.test(file))
    .map((file) => file.replace(/\.tsx$/, '').replace(/(^|\/)index$/, ''))
    .map((route) => (route ? `${route}/index.html` : 'index.html'))
    .sort();
  return prefixes.flatMap((prefix) => [
    ...routes.map((route) => `${prefix}${route}`),
    `${prefix}404.html`,
  ]);
}

async function countHtml(dir: string): Promise<number> {
  try {
    const files = (await fs.readdir(dir, { recursive: true })) as string[];
    return files.filter((file) => file.endsWith('.html')).length;
  } catch {
    return 0;
  }
}

const EDGE_BYTES = 1024;

/**
 * Why a page file is not a whole HTML document (missing, empty, cut short), or null. Only its
 * first and last kilobyte are read: a build that stops writing leaves a file without its end.
 */
export async function pageProblem(file: string): Promise<string | null> {
  let handle;
  try {
    handle = await fs.open(file, 'r');
  } catch {
    return 'missing';
  }
  try {
    const { size } = await handle.stat();
    if (size === 0) return 'empty';
    const read = async (position: number) => {
      const buffer = Buffer.alloc(Math.min(EDGE_BYTES, size));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      return buffer.subarray(0, bytesRead).toString('utf8');
    };
    const head = (await read(0)).replace(/^\uFEFF/, '').trimStart();
    const tail = (await read(Math.max(0, size - EDGE_BYTES))).trimEnd();
    if (!/^<!doctype html/i.test(head)) return 'not an HTML document';
    if (!/<\/html>$/i.test(tail)) return 'cut short';
    return null;
  } finally {
    await handle.close();
  }
}

/** Turns `es/donate/index.html` into `/es/donate/` for a person reading the reason. */
const routeOf = (file: string) => `/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`;

/**
 * Whether a built site is whole enough to go live; the reason, in plain words, when not.
 * `liveDir` is the release serving now (none on a first publish).
 */
export async function checkBuiltSite(
  builtDir: string,
  requiredPages: readonly string[],
  liveDir: string | null,
  /** HTML counts already known (from staging, or an earlier build), to skip reading a tree. */
  known: { built?: number; live?: number } = {},
): Promise<string | null> {
  const missing: string[] = [];
  const broken: string[] = [];
  for (const page of requiredPages) {
    const problem = await pageProblem(path.join(builtDir, page));
    if (problem === 'missing') missing.push(routeOf(page));
    else if (problem) broken.push(`${routeOf(page)} (${problem})`);
  }
  const listed = (pages: string[]) =>
    `${pages.slice(0, 10).join(', ')}${pages.length > 10 ? ` and ${pages.length - 10} more` : ''}`;
  if (missing.length > 0) {
    return `the new site is missing ${missing.length} page(s): ${listed(missing)}`;
  }
  if (broken.length > 0) {
    return `${broken.length} page(s) of the new site are not whole: ${listed(broken)}`;
  }
  if (liveDir) {
    const [built, live] = await Promise.all([
      known.built ?? countHtml(builtDir),
      known.live ?? countHtml(liveDir),
    ]);
    if (built < Math.ceil(live * MIN_PAGE_SHARE)) {
      return `the new site has ${built} pages, fewer than 90% of the ${live} pages live now`;
    }
  }
  return null;
}
