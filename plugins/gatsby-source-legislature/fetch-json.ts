import type { GatsbyCache } from 'gatsby';

interface Cached {
  body: unknown;
  validator: { etag?: string; lastModified?: string };
  fetchedAt: string;
}

export interface Fetched {
  body: unknown;
  /** True when the body came from the cache (304, or the source failed and a copy was kept). */
  fromCache: boolean;
  fetchedAt: string;
}

export class SourceFailure extends Error {}

/**
 * GET a JSON document, asking only for what changed since the copy in Gatsby's cache
 * (If-None-Match / If-Modified-Since: the legislature's data carries its update time). A
 * failure throws SourceFailure with a reason staff can read; the caller decides on the copy.
 */
export async function fetchJson(
  url: string,
  cache: Pick<GatsbyCache, 'get' | 'set'>,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<Fetched> {
  const key = `json:${url}`;
  const cached = (await cache.get(key)) as Cached | undefined;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (cached?.validator.etag) headers['if-none-match'] = cached.validator.etag;
  if (cached?.validator.lastModified) headers['if-modified-since'] = cached.validator.lastModified;
  let response: Response;
  try {
    response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    throw new SourceFailure(
      name === 'TimeoutError' || name === 'AbortError'
        ? `no answer within ${Math.round(timeoutMs / 1000)} s`
        : `could not be reached (${(error as Error).message})`,
    );
  }
  if (response.status === 304 && cached)
    return { body: cached.body, fromCache: true, fetchedAt: cached.fetchedAt };
  if (!response.ok) throw new SourceFailure(`answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new SourceFailure('answered with something that is not JSON');
  }
  const fetchedAt = new Date().toISOString();
  const validator = {
    ...(response.headers.get('etag') ? { etag: response.headers.get('etag') ?? '' } : {}),
    ...(response.headers.get('last-modified')
      ? { lastModified: response.headers.get('last-modified') ?? '' }
      : {}),
  };
  await cache.set(key, { body, validator, fetchedAt } satisfies Cached);
  return { body, fromCache: false, fetchedAt };
}

/** The copy kept from the last good answer, when the source fails now. */
export async function lastGoodJson(
  url: string,
  cache: Pick<GatsbyCache, 'get'>,
): Promise<Fetched | null> {
  const cached = (await cache.get(`json:${url}`)) as Cached | undefined;
  return cached ? { body: cached.body, fromCache: true, fetchedAt: cached.fetchedAt } : null;
}
