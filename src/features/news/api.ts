import type { Article } from '../../../contract';
import type { ApiImageFile } from '../../components/ui/api-image';
import { apiRequest, segment } from '../../lib/api-client';

export type { Article };

/** What an article page shows, from GraphQL or from a fresh fetch. */
export type ArticleContent = Omit<Article, 'typeID'>;

/** An article as the lists show it: from GraphQL, where the optional fields may be absent. */
export type ArticleSummary = Pick<Article, 'uuid' | 'title' | 'pubdate'> &
  Partial<Pick<Article, 'socialDescription' | 'author'>> & {
    /** The build's copy of the social image (the API's URL is never shown as is). */
    socialImageFile?: ApiImageFile | null;
  };

/** GET /articles/uid/{uuid}; errors carry the server's `Message` (spec point 8). */
export const fetchArticle = (uuid: string, signal?: AbortSignal): Promise<Article | null> =>
  apiRequest<Article | null>(`/articles/uid/${segment(uuid)}`, { messageField: 'Message', signal });
