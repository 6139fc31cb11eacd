import type { Article, Impact } from '../../contract';
import type { SourcedPartner } from './repair-optional';

/** Options after Gatsby applied the schema defaults (see plugin-options-schema.ts). */
export interface PluapiOptions {
  host: string;
  token: string;
  key: string;
  startYear: number;
  currentYear: number;
  concurrency: number;
  timeoutMs: number;
  maxRetries: number;
  retryBaseMs: number;
  /** Cached article bodies older than this are fetched again. */
  maxAgeHours: number;
  /**
   * Ids of the articles whose bodies must be fetched again (the webhook's list); the other
   * cached bodies are trusted. Empty: the build names none, so every body is fetched.
   */
  changedArticles: readonly string[];
  /** Fetch every body and every image again, whatever the cache holds and the build names. */
  fullRefresh: boolean;
  /** Where the build report (skipped and repaired records, fallbacks) is written; '' for nowhere. */
  reportFile: string;
  /** The site's output folder, where the copies of the API's images are written. */
  publicDir: string;
}

export interface SourcedArticle extends Article {
  /** The year listing the article was found in. */
  year: number;
}

export interface SourcedContent {
  impact: Impact;
  articles: SourcedArticle[];
  /** Each article's body digest (article-cache.ts), by uuid: it stands for the body in the node's. */
  bodyDigests: ReadonlyMap<string, string>;
  featuredUuid: string | null;
  latestUuids: string[];
  partners: SourcedPartner[];
  partnersYear: number;
  /** False when the partners call failed with no earlier copy: the site then shows content/data. */
  partnersFromApi: boolean;
  /** PluapiImage node ids of the downloaded images, by their API URL. */
  imageIds: ReadonlyMap<string, string>;
}
