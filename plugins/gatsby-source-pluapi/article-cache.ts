import { createHash } from 'node:crypto';
import type { GatsbyCache } from 'gatsby';
import type { Article, ArticleSummary } from '../../contract';
import type { PluapiOptions } from './types';

interface CachedArticle {
  fetchedAt: number;
  article: Article;
  /** bodyDigest(article), kept so a warm build need not hash 3,000 bodies again. */
  digest?: string;
}

/** A body and its digest, which stands for the body when its node is compared (create-nodes.ts). */
export interface KeptBody {
  article: Article;
  digest: string;
}

/** What the API said, hashed: equal digests mean equal bodies. */
export const bodyDigest = (article: Article): string =>
  createHash('sha256').update(JSON.stringify(article)).digest('hex');

const digestOf = (cached: CachedArticle) => cached.digest ?? bodyDigest(cached.article);

type CacheOptions = Pick<PluapiOptions, 'maxAgeHours' | 'changedArticles' | 'fullRefresh'>;

/**
 * Article bodies kept in Gatsby's cache between builds. A build the webhook started names the
 * articles that changed, so it fetches only the bodies that can have changed: new ones, the
 * named ones, the ones whose list entry changed and the ones older than `maxAgeHours`.
 * A build that names none (a staff member's, the nightly one, one run by hand) fetches every
 * body: an edit of the story alone leaves the list entry as it was, and the API offers no way
 * to ask whether a body changed (the contract names no ETag or update time), so only the
 * body itself can tell.
 */
export function createArticleCache(cache: GatsbyCache, options: CacheOptions, now = Date.now()) {
  // The API's ids are uuids: a CMS may write them in either case.
  const changed = new Set(options.changedArticles.map((uuid) => uuid.toLowerCase()));
  const trustCache = !options.fullRefresh && changed.size > 0;
  const maxAgeMs = options.maxAgeHours * 3_600_000;
  const key = (uuid: string) => `article-body:${uuid.toLowerCase()}`;

  return {
    /** The cached body when it can be trusted for this build, otherwise undefined. */
    async fresh(summary: ArticleSummary): Promise<KeptBody | undefined> {
      if (!trustCache || changed.has(summary.uuid.toLowerCase())) return undefined;
      const cached = (await cache.get(key(summary.uuid))) as CachedArticle | undefined;
      if (!cached || now - cached.fetchedAt > maxAgeMs) return undefined;
      if (!sameListing(cached.article, summary)) return undefined;
      return { article: cached.article, digest: digestOf(cached) };
    },
    /**
     * Keeps a body fetched from the API; says how it compares with the copy kept before: 'new'
     * when there was none, 'edited' when it differs, 'same' otherwise.
     */
    async store(article: Article): Promise<KeptBody & { change: 'new' | 'edited' | 'same' }> {
      const before = (await cache.get(key(article.uuid))) as CachedArticle | undefined;
      const digest = bodyDigest(article);
      await cache.set(key(article.uuid), {
        fetchedAt: now,
        article,
        digest,
      } satisfies CachedArticle);
      const change = !before ? 'new' : digestOf(before) === digest ? 'same' : 'edited';
      return { article, digest, change };
    },
  };
}

// The year list repeats the summary fields: an edit there means the body changed too.
const sameListing = (article: Article, summary: ArticleSummary): boolean =>
  article.title === summary.title &&
  article.pubdate === summary.pubdate &&
  article.socialImage === summary.socialImage &&
  article.socialDescription === summary.socialDescription &&
  article.author === summary.author;

export type ArticleCache = ReturnType<typeof createArticleCache>;
