import { FIRST_NEWS_YEAR } from '../../../contract/news-years';
import { inAnyLanguage } from '../../lib/languages';

/** The years the dropdown offers, newest first. */
export const newsYears = (currentYear: number): number[] =>
  Array.from({ length: Math.max(0, currentYear - FIRST_NEWS_YEAR + 1) }, (_, i) => currentYear - i);

/** Language-neutral paths; the i18n Link and navigate add the /es/ or /pt/ prefix. */
export const newsYearPath = (year: number): string => `/news/${year}/`;
export { articlePath } from '../../../contract/article-path';

/**
 * An article address in any language. Uuids are letters, digits and dashes; anything
 * else cannot be an article and stays an ordinary not-found page.
 */
export const ARTICLE_ADDRESS = inAnyLanguage('/news/article/([A-Za-z0-9_-]+)/?$');

/** The uuid in an article address, or null for any other path. */
export const articleUuidOf = (pathname: string): string | null =>
  ARTICLE_ADDRESS.exec(pathname)?.[1] ?? null;

/** The year an article is listed under, as the source plugin files it (UTC year of pubdate). */
export const articleYear = (pubdate: string): number => new Date(pubdate).getUTCFullYear();
