import { API_BASE_PATH, credentialHeaders, pathOf } from '../../contract';
import { SANDBOX_KEY, SANDBOX_TOKEN } from '../sandbox-env';

// The few sandbox calls the bench makes itself: which article to measure, and the one
// changed article of the warm rebuild (served through the sandbox's fault injection).

const getJson = async <T>(url: string): Promise<T> => {
  const headers = credentialHeaders({ token: SANDBOX_TOKEN, key: SANDBOX_KEY });
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
};

export const firstArticleOfYear = async (sandbox: string, year: number): Promise<string> => {
  const url = `${sandbox}${API_BASE_PATH}${pathOf('articles')}?year=${year}`;
  const [first] = await getJson<Array<{ uuid: string }>>(url);
  if (!first) throw new Error(`the sandbox has no article in ${year}`);
  return first.uuid;
};

/**
 * From now on the sandbox answers this article's detail with a changed title and story.
 * Returns the marker added to the title, to find it in the rebuilt page.
 */
export const changeArticle = async (sandbox: string, uuid: string): Promise<string> => {
  const path = pathOf('article', { uuid });
  const article = await getJson<{ title: string; story: string }>(
    `${sandbox}${API_BASE_PATH}${path}`,
  );
  const marker = `bench-edit-${Date.now()}`;
  const body = {
    ...article,
    title: `${article.title} ${marker}`,
    story: `${article.story}<p>${marker}</p>`,
  };
  const response = await fetch(`${sandbox}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'GET', path, status: 200, body, times: 10_000 }),
  });
  if (!response.ok)
    throw new Error(`the sandbox refused the fault: ${response.status} ${await response.text()}`);
  return marker;
};
