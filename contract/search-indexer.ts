// A search index being made, as the build (src/gatsby/build-search-index.ts, with Pagefind) makes
// it and the server drives it: the server reads the pages a webhook build will not change while
// the build runs, and adds the changed ones once the build is done (server/builds/search-ahead.ts).

/** One index being made: pages added (a folder, or one at a time), then written once. */
export interface SearchIndexer {
  /** Adds every page under `dir`; a page's path there gives its address. Says how many. */
  addDirectory: (dir: string) => Promise<number>;
  /** Adds one page; `relative` (e.g. `es/news/index.html`) gives its address, as above. */
  addPage: (relative: string, html: string) => Promise<void>;
  /** Writes the index into `outputPath` (a `pagefind/` folder) and ends it. */
  write: (outputPath: string) => Promise<void>;
  /** Ends it unwritten; nothing once written. */
  discard: () => Promise<void>;
}

export type StartSearchIndex = () => Promise<SearchIndexer>;
