import { useCallback, useEffect, useState } from 'react';
import { loadPagefind } from './load-pagefind';
import type { PagefindResult } from './pagefind-types';

export const PAGE_SIZE = 10;

export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
  /** An article's publication date (Layout's `searchDate`); absent on other pages. */
  date?: string;
}

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; total: number; hits: SearchHit[] };

const toHits = (results: PagefindResult[]): Promise<SearchHit[]> =>
  Promise.all(
    results.map(async (result) => {
      const data = await result.data();
      return {
        url: data.url,
        title: data.meta.title || data.url,
        excerpt: data.excerpt,
        date: data.meta.date,
      };
    }),
  );

/**
 * Runs `query` against the language's index. Pagefind answers with every match at once but
 * each result's text is a separate fetch, so only PAGE_SIZE of them are loaded at a time.
 */
export const useSearchResults = (language: string, query: string) => {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [results, setResults] = useState<PagefindResult[]>([]);

  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    loadPagefind(language)
      .then((pagefind) => pagefind.search(query))
      .then(async (answer) => {
        const all = answer?.results ?? [];
        const hits = await toHits(all.slice(0, PAGE_SIZE));
        if (!current) return;
        setResults(all);
        setState({ status: 'done', total: all.length, hits });
      })
      .catch(() => current && setState({ status: 'error' }));
    // A newer query (typing, Back) wins over an older answer that arrives late.
    return () => {
      current = false;
    };
  }, [language, query]);

  const showMore = useCallback(async () => {
    if (state.status !== 'done') return;
    const more = await toHits(results.slice(state.hits.length, state.hits.length + PAGE_SIZE));
    // Only if no newer search replaced the results meanwhile.
    setState((latest) =>
      latest === state ? { ...state, hits: [...state.hits, ...more] } : latest,
    );
  }, [results, state]);

  return { state, showMore };
};
