import { FEATURED_TYPE_ID } from './constants';
import type { PluapiClient } from './client';
import { parseArticle, parseArticleSummaries, parseImpact, parsePartners } from './response-shapes';
import type { ArticleSummary, PluapiOptions, SourcedContent } from './types';

type YearRange = Pick<PluapiOptions, 'startYear' | 'currentYear'>;

function yearsOf({ startYear, currentYear }: YearRange): number[] {
  return Array.from({ length: currentYear - startYear + 1 }, (_, index) => startYear + index);
}

/**
 * Everything the site needs from the API. The requests run in parallel; the
 * client's limiter keeps them polite.
 */
export async function fetchContent(
  client: PluapiClient,
  range: YearRange,
): Promise<SourcedContent> {
  const listYear = async (year: number) => ({
    year,
    summaries: await client.get(`/articles?year=${year}`, parseArticleSummaries),
  });
  const [impact, listings, featured, latest, partners] = await Promise.all([
    client.get('/women/reports/impact', parseImpact),
    Promise.all(yearsOf(range).map(listYear)),
    client.get(`/articles?page=1&maxRecords=1&typeID=${FEATURED_TYPE_ID}`, parseArticleSummaries),
    client.get('/articles?page=1&maxRecords=3&typeID=*', parseArticleSummaries),
    client.get(`/partners?year=${range.currentYear}`, parsePartners),
  ]);

  const yearByUuid = new Map<string, number>();
  for (const { year, summaries } of listings) {
    for (const { uuid } of summaries) if (!yearByUuid.has(uuid)) yearByUuid.set(uuid, year);
  }
  // A home feed article from before startYear still needs a node for its link to resolve.
  for (const summary of [...featured, ...latest]) {
    if (!yearByUuid.has(summary.uuid)) yearByUuid.set(summary.uuid, yearOf(summary));
  }

  const articles = await Promise.all(
    [...yearByUuid].map(async ([uuid, year]) => {
      const article = await client.get(`/articles/uid/${encodeURIComponent(uuid)}`, parseArticle);
      return { ...article, uuid, year };
    }),
  );

  return {
    impact,
    articles,
    featuredUuid: featured[0]?.uuid ?? null,
    latestUuids: [...new Set(latest.map(({ uuid }) => uuid))],
    partners,
    partnersYear: range.currentYear,
  };
}

function yearOf(summary: ArticleSummary): number {
  return new Date(summary.pubdate).getUTCFullYear();
}
