/** One entry of Gatsby's `.cache/redirects.json` (written by `createRedirect`). */
export interface GatsbyRedirect {
  fromPath: string;
  toPath: string;
  isPermanent?: boolean;
  statusCode?: number;
  ignoreCase?: boolean;
  conditions?: Record<string, unknown>;
}

export interface RedirectTarget {
  location: string;
  statusCode: number;
}

export type RedirectLookup = (pathname: string, search: string) => RedirectTarget | null;

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function isUsable(entry: GatsbyRedirect): boolean {
  const status = entry.statusCode ?? 301;
  return (
    typeof entry.fromPath === 'string' &&
    typeof entry.toPath === 'string' &&
    // Conditional redirects (language, country, cookie) need a host's edge logic; 200/404
    // "rewrites" are a host feature too. Neither is what this site uses, so both are skipped.
    Object.keys(entry.conditions ?? {}).length === 0 &&
    status >= 300 &&
    status < 400 &&
    // A slash-only difference (`/a` to `/a/`) would loop, as matching ignores the trailing slash.
    withoutTrailingSlash(entry.fromPath) !== withoutTrailingSlash(entry.toPath)
  );
}

/** Compiles Gatsby's redirects into a lookup that ignores a trailing slash on either side. */
export function compileRedirects(entries: GatsbyRedirect[]): RedirectLookup {
  const exact = new Map<string, GatsbyRedirect>();
  const caseless = new Map<string, GatsbyRedirect>();
  for (const entry of entries.filter(isUsable)) {
    const key = withoutTrailingSlash(entry.fromPath);
    // The first definition wins, as in Gatsby's own `gatsby serve`.
    if (entry.ignoreCase) {
      if (!caseless.has(key.toLowerCase())) caseless.set(key.toLowerCase(), entry);
    } else if (!exact.has(key)) {
      exact.set(key, entry);
    }
  }
  return (pathname, search) => {
    const key = withoutTrailingSlash(pathname);
    const entry = exact.get(key) ?? caseless.get(key.toLowerCase());
    if (!entry) return null;
    const keepQuery = search !== '' && !entry.toPath.includes('?');
    return {
      location: keepQuery ? entry.toPath + search : entry.toPath,
      statusCode: entry.statusCode ?? (entry.isPermanent ? 301 : 302),
    };
  };
}
