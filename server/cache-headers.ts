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
