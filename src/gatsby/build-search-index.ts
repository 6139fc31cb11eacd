import path from 'node:path';

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
  // pagefind is ESM-only; a dynamic import loads it from this CommonJS-compiled file.
  const pagefind = await import('pagefind');
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
