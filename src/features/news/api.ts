import { ENDPOINTS, pathOf, type Article } from '../../../contract';
import { apiRequest, checkReply } from '../../lib/api-client';
import type { ApiImageFile } from '../../components/ui/api-image';

export type { Article };

/** What an article page shows, from GraphQL or from a fresh fetch. */
export type ArticleContent = Omit<Article, 'typeID'>;

/** An article as the lists show it: from GraphQL, where the optional fields may be absent. */
export type ArticleSummary = Pick<Article, 'uuid' | 'title' | 'pubdate'> &
  Partial<Pick<Article, 'socialDescription' | 'author'>> & {
    /** The build's copy of the social image (the API's URL is never shown as is). */
    socialImageFile?: ApiImageFile | null;
  };

/**
 * GET /articles/uid/{uuid}; errors carry the server's `Message`. An empty
 * answer (null) means there is no such article; any other reply must fit the contract.
 */
export const fetchArticle = async (uuid: string, signal?: AbortSignal): Promise<Article | null> => {
  const path = pathOf('article', { uuid });
  const body = await apiRequest(path, { messageField: ENDPOINTS.article.errorField, signal });
  return body === null ? null : checkReply('article', path, body);
};
