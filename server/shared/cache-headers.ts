/** Gatsby's documented caching rules: https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/ */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// webpack names root bundles `<name>-<contenthash>.js` and CSS `styles.<contenthash>.css`;
// an unhashed root script such as `sw.js` must revalidate.
const HASHED_ROOT_ASSET = /^\/[^/]+[-.][0-9a-f]{6,}\.(?:js|css)(?:\.map)?$/;

/** Cache-Control for a served file: HTML, page-data and anything unhashed revalidate. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/static/') || HASHED_ROOT_ASSET.test(pathname)) return IMMUTABLE;
  return REVALIDATE;
}

/**
 * What an edge cache (deploy/edge/site.vcl, or a CDN) may keep of an answer that browsers
 * must revalidate. An hour: every release purges it at once (edge-purge.ts), so the hour only
 * bounds how long a lost purge shows the old page; a day of stale copies while the origin is
 * down. Surrogate-Control is read by Varnish and Fastly and stripped before the browser.
 */
export const EDGE_TTL_SECONDS = 3600;
export const EDGE_STALE_IF_ERROR_SECONDS = 86400;
export const EDGE_SURROGATE_CONTROL = `max-age=${EDGE_TTL_SECONDS}, stale-if-error=${EDGE_STALE_IF_ERROR_SECONDS}`;
/** The purge tag of everything a release may change: all but the content-hashed files. */
export const SITE_SURROGATE_KEY = 'site';

/**
 * Paths the edge passes straight through, never cached: the API proxy, the hooks, health, and
 * the staff console (every answer there is for one signed-in person).
 */
export const EDGE_PASS_PATH = /^\/(?:rest|hooks|staff)\/|^\/(?:healthz|staff)$/;
export const STAFF_PASS_PATH = /^\/staff(?:\/|$)/;
