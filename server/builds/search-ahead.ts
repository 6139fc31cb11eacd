import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { SearchIndexer, StartSearchIndex } from '../../contract/search-indexer';
import { LINK_AHEAD, isPage, linkFiles, listFiles } from '../releases/linked-copy';
import { removeTree } from '../releases/remove-tree';
import { SEARCH_DIR } from '../releases/staging';
import { listed } from '../releases/site-check';
import { niceChildren } from './child-niceness';

// A webhook build names the articles it changes. While it runs, the live release's other pages
// go into a new search index (Pagefind's reading of 9,000 pages: about 4 s at 3,000 articles);
// once the pages are live, only the pages the build wrote are added and the index is written.
// Whether the pages read ahead are still the release's is checked, never assumed: a searchable
// one the build changed (a home page listing a changed title, say) makes the index start over.
// Pages without a searchable part (a news year's list) are in no index, changed or not.

export interface SearchAheadOptions {
  releasesDir: string;
  /** The build's id, naming the folder of links to the pages read. */
  id: string;
  /** The live release (a folder): its pages are read. */
  live: string;
  /** The articles the build fetches again: their pages (in every language) are left to after. */
  changedArticles: readonly string[];
  start: StartSearchIndex;
  /** Reading starts once this settles: the next build's Gatsby, started ahead, is ready first. */
  after?: Promise<void>;
  /**
   * Pagefind's scheduling priority while it reads (and writes, in the same process): that of
   * the Gatsby started ahead, which it may overlap. At 0 beside a Gatsby at 10, it took both
   * cores and Gatsby's bootstrap went from 5.6 s to 11-20 s in the bench.
   */
  niceness?: number;
}

/** The new release's pages, and which of its files the build wrote (not linked from `from`). */
export interface BuiltPages {
  releaseDir: string;
  htmlFiles: readonly string[];
  linkedFrom: string | null;
  written: ReadonlySet<string>;
}

export interface SearchAhead {
  /**
   * Adds the pages the build wrote and writes the index into `outputPath`; or, when pages read
   * ahead are no longer the release's, says why and writes nothing (the caller starts over).
   */
  finish: (built: BuiltPages, outputPath: string) => Promise<{ added: number } | { stale: string }>;
  /** Ends the index unwritten (if it is not) and removes the links; waits for what is running. */
  discard: () => Promise<void>;
  /**
   * The build has started: Pagefind, if still reading, or once it starts, runs at
   * BUILD_RUNNING_NICENESS, so that the build has the cores it needs and Pagefind the rest.
   */
  yieldToBuild: () => Promise<void>;
}

/**
 * Pagefind's priority once the build runs. The Gatsby started ahead is often not waiting yet
 * when the first build after a server start begins, and Pagefind's reading then ran beside its
 * bootstrap at the same priority, taking about a core for 9 s of it.
 */
export const BUILD_RUNNING_NICENESS = 19;

interface ReadAhead {
  indexer: SearchIndexer;
  /** The pages in the index, relative to the release. */
  read: ReadonlySet<string>;
}

/** A language's home page (`index.html`, `es/index.html`): it lists the latest articles. */
const HOME_PAGE = /^(?:[a-z]{2}\/)?index\.html$/;

/**
 * The pages read once the build is done: those under a folder named after a changed article (its
 * page in each language), and the home pages, which a change to a recent article changes too.
 */
const readAfterBuild = (articles: ReadonlySet<string>) => (relative: string) =>
  HOME_PAGE.test(relative) || relative.split('/').some((part) => articles.has(part));

/**
 * Pagefind indexes only pages with this mark once any page has it (Layout's `searchable`); the
 * others are read and left out, whatever their text.
 */
const SEARCHABLE_MARK = 'data-pagefind-body';

/** Pagefind's process, by the name Linux shows (`pagefind_extended` or `pagefind`). */
const PAGEFIND_PROCESS = 'pagefind';

const readOrNull = (file: string): Promise<Buffer | null> => fs.readFile(file).catch(() => null);

/**
 * Whether the index read ahead holds the page as the build left it (`after`, null if the build
 * has it no more): the same bytes (Gatsby writes some pages again unchanged, a score card say),
 * or a page no search shows either way.
 */
async function stillHolds(before: string, after: string | null): Promise<boolean> {
  const [old, built] = await Promise.all([readOrNull(before), after && readOrNull(after)]);
  if (old && built && old.equals(built)) return true;
  return ![old, built].some((html) => html?.includes(SEARCHABLE_MARK));
}

export function startSearchAhead(options: SearchAheadOptions): SearchAhead {
  // Its own name: a build's reading begun again (a call named one more article) may overlap
  // the first one's removal.
  const folder = path.join(
    options.releasesDir,
    `.staging-${options.id}-search-ahead-${randomBytes(4).toString('hex')}`,
  );
  const later = readAfterBuild(new Set(options.changedArticles));
  let niceness = options.niceness ?? 0;
  let pagefindStarted = false;
  const reading: Promise<ReadAhead> = (async () => {
    await options.after;
    const pages = (await listFiles(options.live, (relative) => relative === SEARCH_DIR)).filter(
      (file) => isPage(file) && !later(file),
    );
    // At a low priority, or a few at a time: the build is running, and visitors read pages.
    await linkFiles(options.live, folder, pages, LINK_AHEAD);
    const indexer = await options.start();
    pagefindStarted = true;
    if (niceness) await niceChildren(PAGEFIND_PROCESS, niceness);
    try {
      await indexer.addDirectory(folder);
    } catch (error) {
      await indexer.discard();
      throw error;
    }
    return { indexer, read: new Set(pages) };
  })();
  // Read by `finish` or `discard`; a failure there is not an unhandled rejection here.
  reading.catch(() => undefined);

  const finish: SearchAhead['finish'] = async (built, outputPath) => {
    let ahead: ReadAhead;
    try {
      ahead = await reading;
    } catch (error) {
      return { stale: `reading the live pages ahead failed (${(error as Error).message})` };
    }
    if (built.linkedFrom !== options.live) {
      await ahead.indexer.discard();
      return { stale: 'the build was not made from the release read ahead' };
    }
    const inRelease = new Set(built.htmlFiles);
    const stale: string[] = [];
    for (const page of ahead.read) {
      if (inRelease.has(page) && !built.written.has(page)) continue;
      const now = inRelease.has(page) ? path.join(built.releaseDir, page) : null;
      if (!(await stillHolds(path.join(folder, page), now))) {
        stale.push(page);
      }
    }
    if (stale.length > 0) {
      await ahead.indexer.discard();
      return {
        stale: `the build changed ${stale.length} page(s) read ahead (${listed(stale, 3)})`,
      };
    }
    const after = built.htmlFiles.filter((page) => !ahead.read.has(page));
    try {
      for (const page of after) {
        await ahead.indexer.addPage(
          page,
          await fs.readFile(path.join(built.releaseDir, page), 'utf8'),
        );
      }
      await ahead.indexer.write(outputPath);
    } finally {
      await ahead.indexer.discard();
    }
    return { added: after.length };
  };

  return {
    finish,
    discard: async () => {
      await reading.then(
        (ahead) => ahead.indexer.discard(),
        () => undefined,
      );
      await removeTree(folder);
    },
    yieldToBuild: async () => {
      niceness = Math.max(niceness, BUILD_RUNNING_NICENESS);
      if (pagefindStarted) await niceChildren(PAGEFIND_PROCESS, niceness);
    },
  };
}
