import { isArticleId } from '../../contract/changed-articles';

/**
 * The articles a build must refetch; `fullRefresh`: every article, because a call named none
 * or there were more than the cap.
 */
export interface ArticleSet {
  articles: string[];
  fullRefresh: boolean;
}

/** Who asked for a build, kept so the build resumed after a restart still names them. */
export interface AskedBy {
  by?: string[];
}

/** What must survive a restart: the changes not yet published, and who asked for them. */
export interface SavedQueue {
  /** Articles of the build that was running (it never finished). */
  running: (ArticleSet & AskedBy) | null;
  /** Articles of calls gathered for the next build; `now`: one asked to start at once. */
  pending: (ArticleSet & AskedBy & { reason: string; now?: boolean }) | null;
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

/** The people named in a saved file: data from disk, so only strings, each once. */
export function checkedNames(...values: unknown[]): string[] {
  const names = values.flatMap((value) => (Array.isArray(value) ? value : []));
  return [...new Set(names.filter((name): name is string => typeof name === 'string'))];
}
