import { endpointLabel, ENDPOINTS, pathOf, type ArticleSummary } from '../../contract';
import * as records from '../../contract/records';
import type { ArticleCache, KeptBody } from './article-cache';
import { recordOf, type BuildReport } from './build-report';
import type { PluapiClient } from './client';
import { ERROR_CODES, FEATURED_TYPE_ID } from './constants';
import { PluapiError } from './errors';
import { checkListRepairing, checkRepairing, OPTIONAL_FIELDS } from './repair-optional';
import type { PluapiOptions, SourcedArticle } from './types';

interface Context {
  client: PluapiClient;
  cache: ArticleCache;
  report: BuildReport;
  range: Pick<PluapiOptions, 'startYear' | 'currentYear'>;
}

export interface SourcedArticles {
  articles: SourcedArticle[];
  /** Each article's body digest, by uuid. */
  bodyDigests: Map<string, string>;
  featuredUuid: string | null;
  latestUuids: string[];
  /** Articles the lists named, published or not, for the summary line. */
  seen: number;
  fetchedBodies: number;
}

/** A list of summaries; an odd entry is skipped (and reported) on its own. */
async function listArticles(
  { client, report }: Context,
  path: string,
): Promise<{ summaries: ArticleSummary[]; rejected: number }> {
  const checked = await client.get(path, (body) =>
    checkListRepairing(records.ArticleSummary, body, OPTIONAL_FIELDS.article),
  );
  const endpoint = endpointLabel(path);
  for (const { record, problems } of checked.rejected) {
    const { uuid, title } = (record ?? {}) as { uuid?: unknown; title?: unknown };
    report.skip(recordOf(endpoint, typeof uuid === 'string' ? uuid : undefined, problems, title));
  }
  for (const { value, repaired } of checked.items) {
    if (repaired.length > 0) report.repair(recordOf(endpoint, value.uuid, repaired, value.title));
  }
  return { summaries: checked.items.map(({ value }) => value), rejected: checked.rejected.length };
}

/** The body of one article, from the cache when it can be trusted; undefined when skipped. */
async function articleBody(
  context: Context,
  summary: ArticleSummary,
): Promise<KeptBody | undefined> {
  const cached = await context.cache.fresh(summary);
  if (cached) return cached;
  const path = pathOf('article', { uuid: summary.uuid });
  const endpoint = endpointLabel(path);
  try {
    const checked = await context.client.get(path, (body) =>
      checkRepairing(ENDPOINTS.article.response, body, OPTIONAL_FIELDS.article),
    );
    if (!checked.ok) {
      context.report.skip(recordOf(endpoint, summary.uuid, checked.problems, summary.title));
      return undefined;
    }
    if (checked.repaired.length > 0)
      context.report.repair(recordOf(endpoint, summary.uuid, checked.repaired, summary.title));
    const stored = await context.cache.store(checked.value);
    context.report.articleFetched(checked.value, stored.change);
    return stored;
  } catch (error) {
    // An article deleted between the list and its body: not published, not fatal.
    if (!(error instanceof PluapiError) || error.code !== ERROR_CODES.requestRejected) throw error;
    context.report.skip({
      endpoint,
      uuid: summary.uuid,
      title: summary.title,
      reason: error.message,
    });
    return undefined;
  }
}

const yearsOf = ({ startYear, currentYear }: Context['range']) =>
  Array.from({ length: currentYear - startYear + 1 }, (_, index) => startYear + index);

export async function fetchArticles(context: Context): Promise<SourcedArticles> {
  const [listings, { summaries: featured }, { summaries: latest }] = await Promise.all([
    Promise.all(
      yearsOf(context.range).map(async (year) => ({
        year,
        ...(await listArticles(context, `${pathOf('articles')}?year=${year}`)),
      })),
    ),
    listArticles(context, `${pathOf('articles')}?page=1&maxRecords=1&typeID=${FEATURED_TYPE_ID}`),
    listArticles(context, `${pathOf('articles')}?page=1&maxRecords=3&typeID=*`),
  ]);

  const listed = new Map<string, { summary: ArticleSummary; year: number }>();
  for (const { year, summaries } of listings) {
    for (const summary of summaries)
      if (!listed.has(summary.uuid)) listed.set(summary.uuid, { summary, year });
  }
  // A home feed article from before startYear still needs a node for its link to resolve.
  for (const summary of [...featured, ...latest]) {
    if (!listed.has(summary.uuid))
      listed.set(summary.uuid, { summary, year: Number(summary.pubdate.slice(0, 4)) });
  }

  const requestsBefore = context.client.requestCount;
  const bodyDigests = new Map<string, string>();
  const bodies = await Promise.all(
    [...listed.values()].map(async ({ summary, year }) => {
      const body = await articleBody(context, summary);
      if (!body) return undefined;
      bodyDigests.set(body.article.uuid, body.digest);
      return { ...body.article, year };
    }),
  );
  const articles = bodies.filter((article): article is SourcedArticle => article !== undefined);
  const published = new Set(articles.map(({ uuid }) => uuid));
  const publishedOnly = (summaries: ArticleSummary[]) =>
    [...new Set(summaries.map(({ uuid }) => uuid))].filter((uuid) => published.has(uuid));

  return {
    articles,
    bodyDigests,
    featuredUuid: publishedOnly(featured)[0] ?? null,
    latestUuids: publishedOnly(latest),
    seen: listed.size + listings.reduce((sum, { rejected }) => sum + rejected, 0),
    fetchedBodies: context.client.requestCount - requestsBefore,
  };
}
