// The part of Pagefind's browser API (public/pagefind/pagefind.js) this feature uses.
export interface PagefindResultData {
  url: string;
  /** Text around the best match, HTML-escaped, with the matched words in <mark>. */
  excerpt: string;
  meta: Record<string, string | undefined>;
}

export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindInstance {
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
}

export interface PagefindModule {
  createInstance: (options?: { excerptLength?: number }) => PagefindInstance;
}
