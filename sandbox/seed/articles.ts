import { ARTICLES_2016_2017 } from './articles-2016-2017';
import { ARTICLES_2018_2019 } from './articles-2018-2019';
import { ARTICLES_2020_2021 } from './articles-2020-2021';
import { ARTICLES_2022_2023 } from './articles-2022-2023';
import { ARTICLES_2024_2025 } from './articles-2024-2025';
import { ARTICLES_CURRENT_YEAR } from './articles-current';
import { syntheticArticles } from './synthetic-articles';
import { toArticleRecord } from './story';
import type { ArticleRecord, CuratedArticle } from './article-types';
import { newsYears, placeDates } from '../dates';

const CURATED: CuratedArticle[] = [
  ...ARTICLES_2016_2017,
  ...ARTICLES_2018_2019,
  ...ARTICLES_2020_2021,
  ...ARTICLES_2022_2023,
  ...ARTICLES_2024_2025,
  ...ARTICLES_CURRENT_YEAR,
];

/** Years between the last written year and the current one still get a few articles. */
const ARTICLES_PER_EMPTY_YEAR = 3;

export interface ArticleStore {
  /** Newest first. */
  all: ArticleRecord[];
  byUuid: Map<string, ArticleRecord>;
  byYear(year: number): ArticleRecord[];
}

function curatedArticles(now: Date): ArticleRecord[] {
  const currentYear = now.getUTCFullYear();
  const byYear = new Map<number, CuratedArticle[]>();
  for (const article of CURATED) {
    const year = article.year === 'current' ? currentYear : article.year;
    if (year > currentYear) continue;
    const articles = byYear.get(year) ?? [];
    articles.push(article);
    byYear.set(year, articles);
  }
  const records: ArticleRecord[] = [];
  for (const year of newsYears(now)) {
    const articles = byYear.get(year) ?? [];
    if (articles.length === 0) {
      records.push(...syntheticArticles(ARTICLES_PER_EMPTY_YEAR, [year], now, `gap:${year}`));
      continue;
    }
    const times = placeDates(
      year,
      articles.map((article) => article.date),
      now,
    );
    articles.forEach((article, index) => {
      const time = times[index] ?? Date.UTC(year, 0, 1);
      records.push(toArticleRecord(article, `${article.year}:${article.title}`, time));
    });
  }
  return records;
}

function newestFirst(a: ArticleRecord, b: ArticleRecord): number {
  return b.pubdate.localeCompare(a.pubdate) || a.uuid.localeCompare(b.uuid);
}

/** The curated articles, or `count` generated ones when a count is given. */
export function createArticleStore(now: Date, count?: number): ArticleStore {
  const records =
    count === undefined ? curatedArticles(now) : syntheticArticles(count, newsYears(now), now);
  const all = records.sort(newestFirst);
  const byUuid = new Map(all.map((article) => [article.uuid, article]));
  const years = new Map<number, ArticleRecord[]>();
  for (const article of all) {
    const year = Number(article.pubdate.slice(0, 4));
    const articles = years.get(year) ?? [];
    articles.push(article);
    years.set(year, articles);
  }
  return { all, byUuid, byYear: (year) => years.get(year) ?? [] };
}
