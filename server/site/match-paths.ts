/** One entry of Gatsby's `.cache/match-paths.json`: a client-only route and the page serving it. */
export interface MatchPathEntry {
  path: string;
  matchPath: string;
}

/** Returns the page path (e.g. `/action-email/[id]/`) whose matchPath matches, or null. */
export type MatchPathLookup = (pathname: string) => string | null;

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/** Reach-router style patterns: `:param` takes one segment, a final `*` or `*name` the rest. */
function patternMatches(pattern: string[], segments: string[]): boolean {
  for (let index = 0; index < pattern.length; index += 1) {
    const part = pattern[index] ?? '';
    if (part.startsWith('*')) return true;
    const segment = segments[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment) return false;
  }
  return pattern.length === segments.length;
}

export function compileMatchPaths(entries: MatchPathEntry[]): MatchPathLookup {
  // Gatsby already sorts match-paths.json by specificity, so the first match is the right one.
  const compiled = entries
    .filter((entry) => typeof entry.path === 'string' && typeof entry.matchPath === 'string')
    // Not-found pages match everything in the browser; the server answers those with a 404.
    .filter((entry) => !/\/404(\.html|\/)?$/.test(entry.path as string))
    .map((entry) => ({ page: entry.path, pattern: segmentsOf(entry.matchPath) }));
  return (pathname) => {
    const segments = segmentsOf(pathname);
    return compiled.find(({ pattern }) => patternMatches(pattern, segments))?.page ?? null;
  };
}
