import { cacheControlFor, IMMUTABLE } from '../shared/cache-headers';
import { type CspOptions, securityHeaders } from './security-headers';

export interface HeadersFileOptions {
  /** Only the security headers: for hosts whose Gatsby adapter already sets the caching rules. */
  securityOnly?: boolean;
}

function rule(path: string, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [path, ...lines].join('\n');
}

function titleCase(header: string): string {
  return header.replace(
    /(^|-)([a-z])/g,
    (_match, dash: string, letter: string) => dash + letter.toUpperCase(),
  );
}

/**
 * A `_headers` file (Netlify, Cloudflare Pages) with the production server's headers.
 * Hashed bundles are listed one by one because `_headers` has no regular expressions and a
 * pattern such as `/*.js` would also make `sw.js` immutable. Everything not listed keeps the
 * host's default, `public, max-age=0, must-revalidate`, which is Gatsby's rule for HTML and
 * page-data. Rules must not overlap on a header: these hosts merge the values of every match.
 */
export function headersFile(
  rootFiles: string[],
  csp: CspOptions,
  options: HeadersFileOptions = {},
): string {
  // Site-wide 'wasm-unsafe-eval' for the search (see needsWebAssembly): the server scopes it to
  // the search pages and /pagefind/, but these hosts merge the CSP values of overlapping rules.
  const security = Object.fromEntries(
    Object.entries(securityHeaders(csp, { webAssembly: true })).map(([name, value]) => [
      titleCase(name),
      value,
    ]),
  );
  const rules = [rule('/*', security)];
  if (!options.securityOnly) {
    const hashed = rootFiles
      .map((file) => `/${file}`)
      .filter((file) => cacheControlFor(file) === IMMUTABLE);
    for (const path of ['/static/*', ...hashed.sort()])
      rules.push(rule(path, { 'Cache-Control': IMMUTABLE }));
  }
  return `${rules.join('\n\n')}\n`;
}
