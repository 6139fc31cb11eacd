import { existsSync, linkSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { SearchIndexer } from '../../contract/search-indexer';
import { makeTempDir } from '../test-support/fake-site';
import { startSearchAhead } from './search-ahead';

// A webhook build's search index, begun from the live release's pages while the build runs: the
// index written must be the one every page of the new release would give, or none at all.

const CHANGED = '2b0c1f9e-5d57-4b8f-9a43-0c6f1d2e3a4b';
const OTHER = '7f3e2d1c-0b9a-4876-8543-210fedcba987';
const YEAR_LIST = 'news/2026/index.html';
const DONATE = 'donate/index.html';
const PAGES = [
  'index.html',
  DONATE,
  YEAR_LIST,
  `news/article/${CHANGED}/index.html`,
  `es/news/article/${CHANGED}/index.html`,
  `news/article/${OTHER}/index.html`,
];

/** A page as Layout writes it: a searchable one marks its content for Pagefind. */
const html = (text: string, searchable = true) =>
  searchable ? `<main data-pagefind-body>${text}</main>` : `<main>${text}</main>`;

let releasesDir: string;
let live: string;

/** Stands in for Pagefind: the index it writes lists each page's address and text. */
const fakeIndexer = async (): Promise<SearchIndexer> => {
  const pages = new Map<string, string>();
  const addresses = async (dir: string, under = ''): Promise<void> => {
    for (const entry of await fs.readdir(path.join(dir, under), { withFileTypes: true })) {
      const relative = path.posix.join(under, entry.name);
      if (entry.isDirectory()) await addresses(dir, relative);
      else pages.set(relative, await fs.readFile(path.join(dir, relative), 'utf8'));
    }
  };
  return {
    addDirectory: async (dir) => {
      await addresses(dir);
      return pages.size;
    },
    addPage: async (relative, html) => void pages.set(relative, html),
    write: async (outputPath) => {
      mkdirSync(outputPath, { recursive: true });
      const listed = Object.fromEntries([...pages].sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(path.join(outputPath, 'index.json'), JSON.stringify(listed));
    },
    discard: async () => undefined,
  };
};

const writePage = (dir: string, relative: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), text);
};

/** A new release: `changed` written anew, every other page linked from the live release. */
const newRelease = (name: string, changed: Record<string, string>) => {
  const dir = path.join(releasesDir, name);
  for (const page of PAGES) {
    if (page in changed) writePage(dir, page, changed[page] as string);
    else {
      mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
      linkSync(path.join(live, page), path.join(dir, page));
    }
  }
  return {
    releaseDir: dir,
    htmlFiles: PAGES,
    linkedFrom: live,
    written: new Set(Object.keys(changed)),
  };
};

const indexOf = (outputPath: string) =>
  JSON.parse(readFileSync(path.join(outputPath, 'index.json'), 'utf8')) as Record<string, string>;

beforeEach(() => {
  releasesDir = makeTempDir('search-ahead');
  live = path.join(releasesDir, 'live');
  for (const page of PAGES) writePage(live, page, html(`live ${page}`, page !== YEAR_LIST));
});

const start = () =>
  startSearchAhead({
    releasesDir,
    id: 'build-1',
    live,
    changedArticles: [CHANGED],
    start: fakeIndexer,
  });

test("the index holds the unchanged pages read ahead and the changed article's pages as built", async () => {
  const ahead = start();
  const built = newRelease('new', {
    [`news/article/${CHANGED}/index.html`]: html('new text'),
    [`es/news/article/${CHANGED}/index.html`]: html('texto nuevo'),
    // Its changed title in a list no search shows: the pages read ahead still hold.
    [YEAR_LIST]: html('the list with the new title', false),
    // Written again by Gatsby, the same bytes: they still hold too.
    [DONATE]: html(`live ${DONATE}`),
  });
  const output = path.join(releasesDir, 'out', 'pagefind');

  // The home pages are read after the build too: they list the latest articles.
  expect(await ahead.finish(built, output)).toEqual({ added: 3 });
  await ahead.discard();

  expect(indexOf(output)).toEqual({
    'index.html': html('live index.html'),
    [DONATE]: html(`live ${DONATE}`),
    [`es/news/article/${CHANGED}/index.html`]: html('texto nuevo'),
    [`news/article/${CHANGED}/index.html`]: html('new text'),
    [`news/article/${OTHER}/index.html`]: html(`live news/article/${OTHER}/index.html`),
    // Read, and left out by Pagefind for want of the mark.
    [YEAR_LIST]: html(`live ${YEAR_LIST}`, false),
  });
  expect(readdirSync(releasesDir).filter((name) => name.startsWith('.staging-'))).toEqual([]);
});

test('a searchable page read ahead that the build wrote anew leaves the index to be made again', async () => {
  const ahead = start();
  const built = newRelease('new', {
    [DONATE]: html('a page showing the new title'),
    [`news/article/${CHANGED}/index.html`]: html('new text'),
  });
  const output = path.join(releasesDir, 'out', 'pagefind');

  expect(await ahead.finish(built, output)).toEqual({
    stale: `the build changed 1 page(s) read ahead (${DONATE})`,
  });
  expect(existsSync(output)).toBe(false);
  await ahead.discard();
});

test('a page read ahead that the build no longer has leaves the index to be made again', async () => {
  const ahead = start();
  const built = newRelease('new', {});
  const output = path.join(releasesDir, 'out', 'pagefind');

  const outcome = await ahead.finish(
    { ...built, htmlFiles: PAGES.filter((page) => !page.includes(OTHER)) },
    output,
  );

  expect(outcome).toEqual({
    stale: `the build changed 1 page(s) read ahead (news/article/${OTHER}/index.html)`,
  });
  expect(existsSync(output)).toBe(false);
});

test('a build staged from another release than the one read leaves the index to be made again', async () => {
  const ahead = start();
  const built = { ...newRelease('new', {}), linkedFrom: path.join(releasesDir, 'other') };

  expect(await ahead.finish(built, path.join(releasesDir, 'out', 'pagefind'))).toEqual({
    stale: 'the build was not made from the release read ahead',
  });
});

test('a failure to start the index is a reason to make it again, not an error', async () => {
  const ahead = startSearchAhead({
    releasesDir,
    id: 'build-1',
    live,
    changedArticles: [CHANGED],
    start: async () => {
      throw new Error('Pagefind could not start');
    },
  });
  const built = newRelease('new', {});

  expect(await ahead.finish(built, path.join(releasesDir, 'out', 'pagefind'))).toEqual({
    stale: 'reading the live pages ahead failed (Pagefind could not start)',
  });
  await ahead.discard();
  expect(readdirSync(releasesDir).filter((name) => name.startsWith('.staging-'))).toEqual([]);
});
