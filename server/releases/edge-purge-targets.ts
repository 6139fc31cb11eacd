import { promises as fs } from 'node:fs';
import path from 'node:path';
import { hooksStateDir } from '../shared/state-dir';
import { JsonFile, type StateLog } from '../shared/state-file';

/**
 * The edges the server purges, written down beside the releases when it starts, so a switch
 * made from the release command (a terminal without the server's environment) purges the same
 * edges: "rolled back" must mean visitors see it, whoever rolls back.
 */
const FILE = 'edge-purge-urls.json';

/**
 * Saves the list. A disk that refuses it (full, read-only) never stops the server starting:
 * the problem is logged and the save tried again until it succeeds (and once more on `close`).
 */
export function rememberPurgeUrls(
  releasesDir: string,
  urls: readonly string[],
  log?: StateLog,
): JsonFile<string[]> {
  const file = new JsonFile<string[]>(path.join(hooksStateDir(releasesDir), FILE), { log });
  file.write([...urls]);
  return file;
}

/** EDGE_PURGE_URLS when set here; otherwise the ones the server last started with. */
export async function purgeUrlsFor(
  releasesDir: string,
  fromEnvironment: readonly string[],
): Promise<string[]> {
  if (fromEnvironment.length > 0) return [...fromEnvironment];
  try {
    const saved: unknown = JSON.parse(
      await fs.readFile(path.join(hooksStateDir(releasesDir), FILE), 'utf8'),
    );
    return Array.isArray(saved)
      ? saved.filter(
          (url): url is string =>
            typeof url === 'string' && /^https?:\/\/[^/]/.test(url) && URL.canParse(url),
        )
      : [];
  } catch {
    return [];
  }
}
