// Saving an edit as the provider's CMS does: the one record changes, so the year lists, the
// pages and the article's own answer carry the new title and story at once. The publication
// date stays (an edit does not move an article in the news), and the contract has no
// "updated" field, so a body-only edit leaves the list entry exactly as it was.
import { MEDIA_ORIGIN, type ArticleRecord } from '../seed/article-types';

export interface ArticleEdit {
  title: string;
  story: string;
}

export const MAX_TITLE_LENGTH = 200;
const MAX_STORY_LENGTH = 200_000;

/** What is wrong with each field, in words for the form; empty when the edit can be saved. */
export function checkEdit(edit: ArticleEdit): Partial<Record<keyof ArticleEdit, string>> {
  const problems: Partial<Record<keyof ArticleEdit, string>> = {};
  if (!edit.title.trim()) problems.title = 'Give the article a title.';
  else if (edit.title.trim().length > MAX_TITLE_LENGTH)
    problems.title = `Keep the title to ${MAX_TITLE_LENGTH} characters or fewer.`;
  if (!edit.story.trim()) problems.story = 'The story cannot be empty.';
  else if (edit.story.length > MAX_STORY_LENGTH)
    problems.story = `Keep the story to ${MAX_STORY_LENGTH} characters or fewer.`;
  return problems;
}

/** The story as the form shows it: with the sandbox's address, as the API serves it. */
export const storyForForm = (article: ArticleRecord, origin: string): string =>
  article.story.split(MEDIA_ORIGIN).join(origin);

/** Stores a checked edit. `origin` goes back to the placeholder so images follow --public-url. */
export function saveArticle(article: ArticleRecord, edit: ArticleEdit, origin: string): void {
  article.title = edit.title.trim();
  // Browsers send a textarea's lines with CRLF; the seeded stories use LF.
  article.story = edit.story.replace(/\r\n/g, '\n').split(origin).join(MEDIA_ORIGIN);
}
