import { MEDIA_ORIGIN, type ArticleContent, type ArticleRecord } from './article-types';
import { uuidFrom } from '../prng';
import { escapeMarkup } from '../../src/lib/escape';

export function articleImagePath(uuid: string): string {
  return `/media/articles/${uuid}.svg`;
}

/** The social card: the same drawing as the story's image, sent as a PNG like a photo. */
export function socialImagePath(uuid: string): string {
  return `/media/articles/${uuid}.png`;
}

/** The HTML story: every element a sanitiser and the article page must cope with. */
export function buildStory(content: ArticleContent, imagePath: string): string {
  const { lead, heading, points, quote, closing, link, title } = content;
  const image = `${MEDIA_ORIGIN}${imagePath}`;
  return [
    `<p>${escapeMarkup(lead)}</p>`,
    `<p><img src="${image}" alt="${escapeMarkup(title)}" width="1200" height="630"></p>`,
    `<h2>${escapeMarkup(heading)}</h2>`,
    `<ul>${points.map((point) => `<li>${escapeMarkup(point)}</li>`).join('')}</ul>`,
    `<blockquote><p>${escapeMarkup(quote.text)}</p><p>&mdash; ${escapeMarkup(quote.by)}</p></blockquote>`,
    `<p>${escapeMarkup(closing)} <a href="${escapeMarkup(link.href)}">${escapeMarkup(link.text)}</a>.</p>`,
  ].join('\n');
}

/** A full record from written content; the uuid follows the seed key, not the list order. */
export function toArticleRecord(
  content: ArticleContent,
  seedKey: string,
  time: number,
): ArticleRecord {
  const uuid = uuidFrom(`article:${seedKey}`);
  const imagePath = articleImagePath(uuid);
  return {
    uuid,
    title: content.title,
    socialDescription: content.summary,
    pubdate: new Date(time).toISOString(),
    author: content.author,
    typeID: content.typeID,
    imagePath,
    story: buildStory(content, imagePath),
  };
}
