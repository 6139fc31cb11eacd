// Shapes of the article fixtures. Stories hold MEDIA_ORIGIN in place of the sandbox's
// origin, which is only known per request (it follows --public-url or the Host header).

export const MEDIA_ORIGIN = '{{sandbox-origin}}';

export type ArticleTypeId = 1 | 2 | 3;

/** What a curated article is written as: the parts its HTML story is built from. */
export interface ArticleContent {
  typeID: ArticleTypeId;
  title: string;
  author: string;
  summary: string;
  lead: string;
  heading: string;
  points: string[];
  quote: { text: string; by: string };
  closing: string;
  link: { href: string; text: string };
}

export interface CuratedArticle extends ArticleContent {
  /** A fixed year, or the current year whatever it is. */
  year: number | 'current';
  /** Publication day as "MM-DD". */
  date: string;
}

export interface ArticleRecord {
  uuid: string;
  title: string;
  socialDescription: string;
  pubdate: string;
  author: string;
  typeID: ArticleTypeId;
  /** Path of the generated social image, relative to the sandbox origin. */
  imagePath: string;
  story: string;
}
