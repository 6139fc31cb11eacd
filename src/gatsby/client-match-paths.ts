import { readFileSync, writeFileSync } from 'fs';
import path from 'path';

/** One entry of Gatsby's `match-paths.json`. */
export interface MatchPathEntry {
  path: string;
  matchPath: string;
}

/** Where the list the browser gets is written, beside Gatsby's own. */
export const CLIENT_MATCH_PATHS_FILE = path.resolve('.cache/client-match-paths.json');

const NOT_FOUND_PAGE = /\/404(\.html|\/)?$/;

/**
 * The match paths a browser needs: the client-only routes (action e-mail, life-grant balance).
 *
 * Gatsby bundles its match-paths.json into every page's app.js. The es/pt not-found pages catch
 * `/es/*` and `/pt/*` there, so Gatsby also lists every real page of those languages (each
 * article's too) to outrank the catch-all: 360 entries and 3.9 kB gzip in a 21-article build,
 * growing with every article and changing app.js on every publish (issue 54). Without the
 * catch-alls those entries are needed by nobody: an unknown /es/ address gets the Spanish
 * not-found page and its page data from the server (server/site/not-found.ts).
 */
export const clientMatchPaths = (entries: MatchPathEntry[]): MatchPathEntry[] =>
  entries.filter((entry) => entry.matchPath !== entry.path && !NOT_FOUND_PAGE.test(entry.path));

/** Writes the browser's list from Gatsby's `.cache/match-paths.json`; returns how many it kept. */
export function writeClientMatchPaths(
  gatsbyFile = path.resolve('.cache/match-paths.json'),
  clientFile = CLIENT_MATCH_PATHS_FILE,
): number {
  const entries = JSON.parse(readFileSync(gatsbyFile, 'utf8')) as MatchPathEntry[];
  const kept = clientMatchPaths(entries);
  writeFileSync(clientFile, JSON.stringify(kept));
  return kept.length;
}
