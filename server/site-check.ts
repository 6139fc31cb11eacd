import { promises as fs } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../src/lib/languages';

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

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
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
  for (const page of requiredPages) {
    if (!(await exists(path.join(builtDir, page)))) missing.push(routeOf(page));
  }
  if (missing.length > 0) {
    const shown = missing.slice(0, 10).join(', ');
    const more = missing.length > 10 ? ` and ${missing.length - 10} more` : '';
    return `the new site is missing ${missing.length} page(s): ${shown}${more}`;
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
