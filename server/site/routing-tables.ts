import { promises as fs } from 'node:fs';
import path from 'node:path';
import { compileMatchPaths, type MatchPathLookup } from './match-paths';
import { compileRedirects, type RedirectLookup } from './redirects';

export interface RoutingTables {
  findRedirect: RedirectLookup;
  findMatchPath: MatchPathLookup;
}

const cache = new Map<string, { version: string; tables: RoutingTables }>();
// Enough for every kept release plus `public/`; older entries belong to deleted releases.
const CACHE_LIMIT = 10;

async function versionOf(file: string): Promise<string> {
  try {
    const stat = await fs.stat(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
}

async function readArray<T>(file: string): Promise<T[]> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    // Missing or unreadable: serve the files without redirects rather than fail every request.
    return [];
  }
}

/**
 * Loads a release's redirects and match paths, compiled once and reloaded only when a file
 * changes (which happens when serving `public/` + `.cache/` directly, never inside a release).
 */
export async function loadRoutingTables(routingDir: string): Promise<RoutingTables> {
  const redirectsFile = path.join(routingDir, 'redirects.json');
  const matchPathsFile = path.join(routingDir, 'match-paths.json');
  const version = (await Promise.all([versionOf(redirectsFile), versionOf(matchPathsFile)])).join();
  const cached = cache.get(routingDir);
  if (cached?.version === version) return cached.tables;
  const tables = {
    findRedirect: compileRedirects(await readArray(redirectsFile)),
    findMatchPath: compileMatchPaths(await readArray(matchPathsFile)),
  };
  cache.delete(routingDir);
  cache.set(routingDir, { version, tables });
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  return tables;
}
