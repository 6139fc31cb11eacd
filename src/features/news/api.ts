import { apiRequest, segment } from '../../lib/api-client';

/** An article as the list shows it (API contract: article summary). */
export interface ArticleSummary {
  uuid: string;
  title: string;
  socialImage?: string | null;
  socialDescription?: string | null;
  pubdate: string;
  author?: string | null;
}

/** A full article; `story` is HTML, sanitised before it is rendered. */
export interface Article extends ArticleSummary {
  story: string;
}

/** GET /articles/uid/{uuid}; errors carry the server's `Message` (spec point 8). */
export const fetchArticle = (uuid: string, signal?: AbortSignal): Promise<Article | null> =>
  apiRequest<Article | null>(`/articles/uid/${segment(uuid)}`, { messageField: 'Message', signal });
