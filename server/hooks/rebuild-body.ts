/** More than this in one call is a mistake (or an attack); the nightly build covers bulk changes. */
export const MAX_ARTICLES_PER_CALL = 500;
/** The API's ids: at most 64 of A-Z a-z 0-9 - _ (a uuid has 36). */
export const ARTICLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type RebuildBody = { ok: true; articles: string[] } | { ok: false; message: string };

/**
 * The rebuild hook's optional body: `{"articles": ["<uuid>", ...]}` names articles whose bodies
 * changed. Other fields (a CMS's own payload, `reason`) are ignored; an empty body is a normal
 * rebuild.
 */
export function parseRebuildBody(raw: Buffer): RebuildBody {
  if (raw.toString('utf8').trim() === '') return { ok: true, articles: [] };
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, message: 'The body must be JSON, e.g. {"articles": ["<uuid>"]}' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'The body must be a JSON object, e.g. {"articles": ["<uuid>"]}' };
  }
  const articles = (body as { articles?: unknown }).articles;
  if (articles === undefined) return { ok: true, articles: [] };
  if (!Array.isArray(articles)) {
    return { ok: false, message: '"articles" must be an array of article uuids' };
  }
  if (articles.length > MAX_ARTICLES_PER_CALL) {
    return {
      ok: false,
      message: `"articles" names ${articles.length} articles; at most ${MAX_ARTICLES_PER_CALL} per call`,
    };
  }
  const bad = articles.findIndex((id) => typeof id !== 'string' || !ARTICLE_ID.test(id));
  if (bad !== -1) {
    return {
      ok: false,
      message: `"articles"[${bad}] is not an article id (at most 64 letters, digits, - or _)`,
    };
  }
  return { ok: true, articles: articles as string[] };
}
