import { isArticleId } from '../../contract/changed-articles';

/**
 * The articles a build must refetch; `fullRefresh`: every article, because a call named none
 * or there were more than the cap.
 */
export interface ArticleSet {
  articles: string[];
  fullRefresh: boolean;
}

/** What must survive a restart: the changes not yet published. */
export interface SavedQueue {
  /** Articles of the build that was running (it never finished). */
  running: ArticleSet | null;
  /** Articles of calls gathered for the next build. */
  pending: (ArticleSet & { reason: string }) | null;
  /** Articles of failed builds, carried into the next one. */
  carried: ArticleSet;
}

export const EMPTY_SET: ArticleSet = { articles: [], fullRefresh: false };

/** Merges article sets; past `cap` ids the build refetches everything instead. */
export function mergeSets(cap: number, ...sets: Array<ArticleSet | null | undefined>): ArticleSet {
  if (sets.some((set) => set?.fullRefresh)) return { articles: [], fullRefresh: true };
  const articles = [...new Set(sets.flatMap((set) => set?.articles ?? []))];
  return articles.length > cap
    ? { articles: [], fullRefresh: true }
    : { articles, fullRefresh: false };
}

// Written whole, synced, and never throwing on a full disk: see state-file.ts.
export { JsonFile } from '../shared/state-file';

/** A saved file is data from disk: keep only what still looks like article ids. */
export function checkedSet(value: unknown): ArticleSet {
  const set = (value ?? {}) as Partial<ArticleSet>;
  const articles = Array.isArray(set.articles) ? set.articles.filter(isArticleId) : [];
  return { articles, fullRefresh: set.fullRefresh === true };
}
