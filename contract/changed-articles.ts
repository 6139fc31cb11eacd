// The articles a build must fetch again: named by a webhook call, queued by the server, handed
// to the build in PLUAPI_CHANGED_ARTICLES, read by the source plugin. One id rule and one way
// to write the list, so each side reads what the other wrote. No dependencies: the Gatsby
// config and the server import it cheaply.

/** The API's article ids: 1 to 64 of A-Z a-z 0-9 - _ (a uuid has 36). */
export const ARTICLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The same rule in words, for messages to whoever wrote a wrong id. */
export const ARTICLE_ID_WORDS = 'at most 64 letters, digits, - or _';

export const isArticleId = (value: unknown): value is string =>
  typeof value === 'string' && ARTICLE_ID.test(value);

/**
 * The environment value for a list of ids: comma-separated (no id holds a comma). Ids reach
 * the server's queue only once checked, so one that does not fit is a bug here: it throws
 * rather than let a comma split an id in two.
 */
export function encodeChangedArticles(ids: readonly string[]): string {
  const bad = ids.find((id) => !ARTICLE_ID.test(id));
  if (bad !== undefined) {
    throw new Error(
      `${JSON.stringify(bad.slice(0, 80))} is not an article id (${ARTICLE_ID_WORDS})`,
    );
  }
  return ids.join(',');
}

/**
 * The ids in an environment value, as written (spaces around them and empty entries
 * dropped); unset or empty is none. The source plugin's options check each one against
 * `ARTICLE_ID`, so an id set by hand that does not fit is named, not ignored.
 */
export function decodeChangedArticles(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}
