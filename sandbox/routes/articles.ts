import type { Handler } from './handler';
import { originOf, type SandboxContext } from '../api-context';
import { MEDIA_ORIGIN, type ArticleRecord } from '../seed/article-types';
import { carelessBody, carelessSummaries } from '../seed/careless-cms';
import { socialImagePath } from '../seed/story';
import { parseArticleQuery } from './article-query';

function summary(article: ArticleRecord, origin: string) {
  const { uuid, title, socialDescription, pubdate, author, typeID } = article;
  return {
    uuid,
    title,
    socialImage: `${origin}${socialImagePath(article.uuid)}`,
    socialDescription,
    pubdate,
    author,
    typeID,
  };
}

export const articleHandlers = (context: SandboxContext) => {
  const { articles } = context;
  return {
    articles: async (request, reply) => {
      const query = parseArticleQuery(request.query);
      if (typeof query === 'string') return reply.code(400).send({ Message: query });
      const origin = originOf(context, request);
      if (query.kind === 'year') {
        const odd = context.config.carelessCms ? carelessSummaries(query.year, origin) : [];
        return [...articles.byYear(query.year).map((a) => summary(a, origin)), ...odd];
      }
      const matching =
        query.typeID === '*' ? articles.all : articles.all.filter((a) => a.typeID === query.typeID);
      const start = (query.page - 1) * query.maxRecords;
      return matching.slice(start, start + query.maxRecords).map((a) => summary(a, origin));
    },
    article: async (request, reply) => {
      const uuid = request.params.uuid ?? '';
      const origin = originOf(context, request);
      const odd = context.config.carelessCms && carelessBody(uuid, origin);
      if (odd) return odd;
      const article = articles.byUuid.get(uuid.toLowerCase());
      if (!article) return reply.code(404).send({ Message: 'Article not found.' });
      return { ...summary(article, origin), story: article.story.split(MEDIA_ORIGIN).join(origin) };
    },
  } satisfies Record<string, Handler>;
};
