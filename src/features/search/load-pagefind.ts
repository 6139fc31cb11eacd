import type { PagefindInstance, PagefindModule } from './pagefind-types';

// Written by the build (src/gatsby/build-search-index.ts), not by webpack: the browser fetches
// it, and its index chunks, only when the search page runs a search.
const PAGEFIND_URL = '/pagefind/pagefind.js';

const instances = new Map<string, Promise<PagefindInstance>>();

/**
 * One Pagefind instance per language. Pagefind picks its index from `<html lang>` when an
 * instance is created, so a visitor who switches language without a reload gets a new one.
 */
export const loadPagefind = (language: string): Promise<PagefindInstance> => {
  let instance = instances.get(language);
  if (!instance) {
    instance = (import(/* webpackIgnore: true */ PAGEFIND_URL) as Promise<PagefindModule>).then(
      (pagefind) => pagefind.createInstance({ excerptLength: 24 }),
    );
    // A failed load (offline, no index in `gatsby develop`) may be retried by the next search.
    instance.catch(() => instances.delete(language));
    instances.set(language, instance);
  }
  return instance;
};
