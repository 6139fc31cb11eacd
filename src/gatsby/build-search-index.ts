import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { SearchIndexer, StartSearchIndex } from '../../contract/search-indexer';

type PagefindNodeApi = typeof import('pagefind');

// pagefind is ESM-only (its exports have no `require`), and Gatsby compiles gatsby-node into
// CommonJS, turning `import()` into `require()`. A Function body is out of the compiler's
// reach, so Node's own dynamic import runs.
const importPagefind = new Function('return import("pagefind")') as () => Promise<PagefindNodeApi>;

/** What is wrong with Pagefind's entry file (the one every search starts from); null if whole. */
const entryProblem = async (outputPath: string): Promise<string | null> => {
  const file = path.join(outputPath, 'pagefind-entry.json');
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  if (text === null) return `Pagefind did not write ${file}`;
  try {
    JSON.parse(text);
    return null;
  } catch {
    return `Pagefind wrote ${file} empty or cut short`;
  }
};

export interface SearchIndexSummary {
  pages: number;
  seconds: number;
}

/** Indexes not yet written or discarded: Pagefind's process is stopped once none is left. */
let openIndexes = 0;

/**
 * Starts a Pagefind index: one per `<html lang>` (en, es, pt), split into chunks the search page
 * fetches only for the words typed. Only elements marked `data-pagefind-body` are indexed
 * (articles and content pages, see Layout's `searchable`), so listing, form and error pages add
 * no duplicate or empty results.
 */
export const startSearchIndex: StartSearchIndex = async (): Promise<SearchIndexer> => {
  const pagefind = await importPagefind();
  const { index, errors } = await pagefind.createIndex({});
  if (!index) {
    if (openIndexes === 0) await pagefind.close();
    throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  }
  openIndexes += 1;
  let ended = false;
  const end = async () => {
    if (ended) return;
    ended = true;
    openIndexes -= 1;
    await index.deleteIndex();
    if (openIndexes === 0) await pagefind.close();
  };
  return {
    addDirectory: async (dir) => {
      const added = await index.addDirectory({ path: dir });
      if (added.errors.length) throw new Error(`Pagefind indexing: ${added.errors.join('; ')}`);
      return added.page_count;
    },
    addPage: async (relative, html) => {
      const added = await index.addHTMLFile({ sourcePath: relative, content: html });
      if (added.errors.length)
        throw new Error(`Pagefind indexing ${relative}: ${added.errors.join('; ')}`);
    },
    write: async (outputPath) => {
      try {
        // Once in a CI build Pagefind reported success and left pagefind-entry.json empty, which
        // breaks every search: the files are written again, and a second miss fails the build.
        for (let attempt = 1; ; attempt += 1) {
          const written = await index.writeFiles({ outputPath });
          if (written.errors.length)
            throw new Error(`Pagefind writing: ${written.errors.join('; ')}`);
          const problem = await entryProblem(outputPath);
          if (problem === null) break;
          if (attempt === 2) throw new Error(problem);
        }
      } finally {
        await end();
      }
    },
    discard: end,
  };
};

/** Runs Pagefind over the built site and writes its index to `<publicDir>/pagefind/`. */
export const buildSearchIndex = async (publicDir: string): Promise<SearchIndexSummary> => {
  const started = Date.now();
  const index = await startSearchIndex();
  try {
    const pages = await index.addDirectory(publicDir);
    await index.write(path.join(publicDir, 'pagefind'));
    return { pages, seconds: (Date.now() - started) / 1000 };
  } finally {
    await index.discard();
  }
};
