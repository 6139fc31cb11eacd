import { LOCALE_TAGS, localisedPath, type Language } from '../lib/languages';
import { escapeMarkup } from '../lib/escape';
import { NEWS_FEED, newsFeedPath } from '../lib/news-feed';
import { articlePath } from '../features/news/news-paths';

export interface FeedArticle {
  uuid: string;
  title: string;
  socialDescription?: string | null;
  pubdate: string;
  author?: string | null;
}

/** RFC 822 date, as RSS 2.0 asks (`Tue, 20 Jan 2026 15:00:00 GMT`). */
export const rfc822 = (iso: string): string => new Date(iso).toUTCString();

const element = (name: string, value: string): string =>
  `<${name}>${escapeMarkup(value)}</${name}>`;

const item = (article: FeedArticle, origin: string, language: Language): string => {
  const link = `${origin}${localisedPath(language, articlePath(article.uuid))}`;
  return [
    '    <item>',
    `      ${element('title', article.title)}`,
    `      ${element('link', link)}`,
    `      <guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
    `      ${element('pubDate', rfc822(article.pubdate))}`,
    article.author ? `      ${element('dc:creator', article.author)}` : '',
    article.socialDescription ? `      ${element('description', article.socialDescription)}` : '',
    '    </item>',
  ]
    .filter(Boolean)
    .join('\n');
};

/** An RSS 2.0 feed of `articles` (newest first) with links to their pages in `language`. */
export const rssFeedXml = (
  articles: ReadonlyArray<FeedArticle>,
  { origin, language, buildDate }: { origin: string; language: Language; buildDate: Date },
): string => {
  const feed = NEWS_FEED[language];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', feed.title)}`,
    `    ${element('link', `${origin}${localisedPath(language, '/')}`)}`,
    `    ${element('description', feed.description)}`,
    `    ${element('language', LOCALE_TAGS[language].intl.toLowerCase())}`,
    `    ${element('lastBuildDate', buildDate.toUTCString())}`,
    `    <atom:link href="${escapeMarkup(`${origin}${newsFeedPath(language)}`)}" rel="self" type="application/rss+xml"/>`,
    ...articles.map((article) => item(article, origin, language)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
};
