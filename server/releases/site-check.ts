import { promises as fs } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../../src/lib/languages';
import pLimit from 'p-limit';

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

/** Gatsby's slices: pieces it stitched into the pages at build time, never pages themselves. */
const SLICES = `_gatsby${path.sep}slices${path.sep}`;
/** Gatsby's slices are parts of pages, not pages; staging names files with `/`. */
const isSlice = (file: string) => file.startsWith(SLICES) || file.startsWith('_gatsby/slices/');

/** The pages under `dir`, relative to it; Gatsby's `page-data/404.html/` is a folder. */
async function listHtml(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .filter((file) => !isSlice(file))
      .sort();
  } catch {
    return [];
  }
}

/** Bytes read at a time: a page this small is read once. */
const CHUNK_BYTES = 16 * 1024;
const BODY_TAG = /<body[\s>]/i;

export type PageProblem = 'missing' | 'empty' | 'not an HTML document' | 'cut short' | 'no body';

/**
 * Why a page file is not a whole HTML document (missing, empty, cut short, without a body), or
 * null. A build that stops writing leaves a file empty or without its end. Read: the first and
 * last 16 kB, then, when neither holds a `<body`, the file from its start until one (past the
 * head's inline styles). Any `<body` comes before the closing `</html>`, the file's last tag.
 */
export async function pageProblem(file: string): Promise<PageProblem | null> {
  let handle;
  try {
    handle = await fs.open(file, 'r');
  } catch {
    return 'missing';
  }
  try {
    // latin1: one character a byte, so a chunk never splits a character and ASCII tags match.
    const read = async (position: number) => {
      const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, position);
      return buffer.toString('latin1', 0, bytesRead);
    };
    const head = await read(0);
    if (head.length === 0) return 'empty';
    if (!/^(\xEF\xBB\xBF)?\s*<!doctype html/i.test(head)) return 'not an HTML document';
    // A page smaller than one chunk is whole in hand: no need to ask its size.
    const size = head.length < CHUNK_BYTES ? head.length : (await handle.stat()).size;
    const tailStart = Math.max(0, size - CHUNK_BYTES);
    const tail = tailStart === 0 ? head : await read(tailStart);
    if (!/<\/html>\s*$/i.test(tail)) return 'cut short';
    if (BODY_TAG.test(tail) || BODY_TAG.test(head)) return null;
    // Chunks overlap by a tag's length, so a `<body` split between two reads is still found.
    for (let position = CHUNK_BYTES - 6; position < tailStart; position += CHUNK_BYTES - 6) {
      if (BODY_TAG.test(await read(position))) return null;
    }
    return 'no body';
  } finally {
    await handle.close();
  }
}

/** What a person reads about a page with a problem, after the page's address; then why. */
const PROBLEM_WORDS: Record<PageProblem, [what: string, why: string]> = {
  missing: ['is gone', 'it was removed while the check read it'],
  empty: ['is empty', 'the build did not finish writing it'],
  'cut short': ['stops before its end (no closing </html>)', 'the build did not finish writing it'],
  'not an HTML document': ['is not an HTML page', 'it does not start with <!DOCTYPE html>'],
  'no body': ['has no <body>', 'visitors would see a blank page'],
};

/** Pages checked at once: the file system's four threads also serve visitors meanwhile. */
const PAGES_AT_ONCE = 2;

/** Turns `es/donate/index.html` into `/es/donate/` for a person reading the reason. */
const routeOf = (file: string) => `/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`;

/** The first `shown` of `items`, comma-separated, and how many more there are. */
export const listed = (items: readonly string[], shown = 10) =>
  `${items.slice(0, shown).join(', ')}${items.length > shown ? ` and ${items.length - shown} more` : ''}`;

/** What the caller already knows of the built site, so the check need not read a whole tree. */
export interface KnownPages {
  /** HTML files of the build (from staging). */
  built?: number;
  /** HTML files of the live release (from an earlier build). */
  live?: number;
  /**
   * The files of the build written anew (relative, with `/`); every other file is a hard link
   * to the live release's own, the very file visitors are served now. Only the new HTML pages
   * among them are read: switching cannot make a linked page any worse than it is live.
   */
  written?: readonly string[];
}

/** Which of `pages` are not files under `dir`. */
async function absent(dir: string, pages: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    pages.map((page) =>
      fs.stat(path.join(dir, page)).then(
        (stat) => stat.isFile(),
        () => false,
      ),
    ),
  );
  return pages.filter((_, index) => !found[index]);
}

/**
 * Whether a built site is whole enough to go live; the reason, in plain words, when not.
 * Every HTML page of the build is read (not only `requiredPages`): an article page a build left
 * empty must not go live either; with `known.written`, every page written anew.
 * `liveDir` is the release serving now (none on a first publish).
 */
export async function checkBuiltSite(
  builtDir: string,
  requiredPages: readonly string[],
  liveDir: string | null,
  known: KnownPages = {},
): Promise<string | null> {
  const { written } = known;
  const pages = written
    ? written.filter((file) => file.endsWith('.html') && !isSlice(file)).sort()
    : await listHtml(builtDir);
  const present = new Set(pages);
  const missing = (
    written
      ? await absent(builtDir, requiredPages)
      : requiredPages.filter((page) => !present.has(page))
  ).map(routeOf);
  if (missing.length > 0) {
    return `the new site is missing ${missing.length} page(s): ${listed(missing)}`;
  }
  const limit = pLimit(PAGES_AT_ONCE);
  const problems = await Promise.all(
    pages.map((page) => limit(() => pageProblem(path.join(builtDir, page)))),
  );
  const broken = pages.flatMap((page, index) => {
    const problem = problems[index];
    return problem ? [{ route: routeOf(page), words: PROBLEM_WORDS[problem] }] : [];
  });
  if (broken.length === 1) {
    const [{ route, words }] = broken as [(typeof broken)[number]];
    return `the page ${route} ${words[0]}: ${words[1]}`;
  }
  if (broken.length > 1) {
    const each = broken.map(({ route, words }) => `${route} ${words[0]}`);
    return `${broken.length} pages of the new site are not whole: ${listed(each)}`;
  }
  if (liveDir) {
    const built = known.built ?? (written ? (await listHtml(builtDir)).length : pages.length);
    const live = known.live ?? (await listHtml(liveDir)).length;
    if (built < Math.ceil(live * MIN_PAGE_SHARE)) {
      return `the new site has ${built} pages, fewer than 90% of the ${live} pages live now`;
    }
  }
  return null;
}
