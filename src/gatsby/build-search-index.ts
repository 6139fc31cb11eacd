import path from 'node:path';

type PagefindNodeApi = typeof import('pagefind');

// pagefind is ESM-only (its exports have no `require`), and Gatsby compiles gatsby-node into
// CommonJS, turning `import()` into `require()`. A Function body is out of the compiler's
// reach, so Node's own dynamic import runs.
const importPagefind = new Function('return import("pagefind")') as () => Promise<PagefindNodeApi>;

export interface SearchIndexSummary {
  pages: number;
  seconds: number;
}

/**
 * Runs Pagefind over the built site and writes its index to `<publicDir>/pagefind/`: one index
 * per `<html lang>` (en, es, pt), split into chunks the search page fetches only for the words
 * typed. Only elements marked `data-pagefind-body` are indexed (articles and content pages, see
 * Layout's `searchable`), so listing, form and error pages add no duplicate or empty results.
 */
export const buildSearchIndex = async (publicDir: string): Promise<SearchIndexSummary> => {
  const started = Date.now();
  const pagefind = await importPagefind();
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: publicDir });
    if (added.errors.length) throw new Error(`Pagefind indexing: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: path.join(publicDir, 'pagefind') });
    if (written.errors.length) throw new Error(`Pagefind writing: ${written.errors.join('; ')}`);
    return { pages: added.page_count, seconds: (Date.now() - started) / 1000 };
  } finally {
    await pagefind.close();
  }
};
