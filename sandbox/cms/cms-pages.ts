// The sandbox CMS's two pages: the list of articles and the edit form.
import { escapeMarkup as escape } from '../../src/lib/escape';
import type { ArticleRecord } from '../seed/article-types';
import type { SandboxWebhook } from '../config';
import { cmsPage } from './cms-layout';
import type { ArticleEdit } from './save-article';
import type { OutcomeText } from './outcome-text';

/** Enough to find a recent article; at 3,000 articles the older ones are pages away. */
export const ARTICLES_PER_PAGE = 50;

export const editPath = (uuid: string): string => `/cms/articles/${encodeURIComponent(uuid)}`;

const day = (pubdate: string) => pubdate.slice(0, 10);

export function listPage(
  articles: readonly ArticleRecord[],
  requestedPage: number,
  webhook: SandboxWebhook | undefined,
): string {
  const pages = Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE));
  const page = Math.min(pages, Math.max(1, requestedPage));
  const shown = articles.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE);
  const items = shown
    .map(
      (article) =>
        `<li><a href="${editPath(article.uuid)}">${escape(article.title)}</a>` +
        `<span class="meta">Published ${day(article.pubdate)} by ${escape(article.author)}</span></li>`,
    )
    .join('\n');
  const links = [
    page > 1 ? `<a href="/cms/?page=${page - 1}">Newer articles</a>` : '',
    page < pages ? `<a href="/cms/?page=${page + 1}">Older articles</a>` : '',
  ].join('');
  return cmsPage(
    'Articles',
    `<h1>Articles</h1>
<p>${articles.length} articles, newest first${pages > 1 ? ` (page ${page} of ${pages})` : ''}. Choose one to edit it.</p>
<ol class="articles">
${items}
</ol>
${links ? `<nav class="pages" aria-label="More articles">${links}</nav>` : ''}`,
    webhook,
  );
}

export interface EditView {
  /** What the form shows: the stored article, or what was typed when it could not be saved. */
  values: ArticleEdit;
  problems?: Partial<Record<keyof ArticleEdit, string>>;
  outcome?: OutcomeText;
}

function field(
  name: keyof ArticleEdit,
  label: string,
  hint: string,
  control: (describedBy: string, invalid: string) => string,
  problem: string | undefined,
): string {
  const ids = [`${name}-hint`, problem ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<label for="${name}">${label}</label>
<p class="hint" id="${name}-hint">${hint}</p>
${problem ? `<p class="error" id="${name}-error">${escape(problem)}</p>` : ''}
${control(`aria-describedby="${ids}"`, problem ? ' aria-invalid="true"' : '')}`;
}

export function editPage(
  article: ArticleRecord,
  view: EditView,
  webhook: SandboxWebhook | undefined,
): string {
  const { values, problems = {}, outcome } = view;
  const status = outcome
    ? `<p class="${outcome.ok ? 'ok' : 'problem'}" role="${outcome.ok ? 'status' : 'alert'}">${escape(outcome.text)}</p>`
    : '';
  const summary =
    Object.keys(problems).length > 0
      ? '<p class="problem" role="alert">Nothing was saved: fix the fields marked below.</p>'
      : '';
  return cmsPage(
    `Edit ${article.title}`,
    `<p><a href="/cms/">All articles</a></p>
<h1>Edit: ${escape(article.title)}</h1>
${status}${summary}
<p>Published ${day(article.pubdate)} by ${escape(article.author)}. Publishing an edit keeps this date, as the CMS does.</p>
<form method="post" action="${editPath(article.uuid)}">
${field(
  'title',
  'Title',
  'Shown on the article page, in the news list and in search.',
  (describedBy, invalid) =>
    `<input id="title" name="title" type="text" required ${describedBy}${invalid} value="${escape(values.title)}">`,
  problems.title,
)}
${field(
  'story',
  'Story',
  'The article text in HTML, as the CMS sends it to the site.',
  (describedBy, invalid) =>
    `<textarea id="story" name="story" rows="18" required ${describedBy}${invalid}>${escape(values.story)}</textarea>`,
  problems.story,
)}
<button type="submit">Publish</button>
</form>`,
    webhook,
  );
}
