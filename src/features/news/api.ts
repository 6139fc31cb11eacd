import type { Article } from '../../../contract';
import { apiRequest, segment } from '../../lib/api-client';

export type { Article };

/** What an article page shows, from GraphQL or from a fresh fetch. */
export type ArticleContent = Omit<Article, 'typeID'>;

/** An article as the lists show it: from GraphQL, where the optional fields may be absent. */
export type ArticleSummary = Pick<Article, 'uuid' | 'title' | 'pubdate'> &
  Partial<Pick<Article, 'socialImage' | 'socialDescription' | 'author'>>;

/** GET /articles/uid/{uuid}; errors carry the server's `Message` (spec point 8). */
export const fetchArticle = (uuid: string, signal?: AbortSignal): Promise<Article | null> =>
  apiRequest<Article | null>(`/articles/uid/${segment(uuid)}`, { messageField: 'Message', signal });
