import { promises as fs } from 'node:fs';
import path from 'node:path';
import { hooksStateDir } from '../shared/state-dir';

/**
 * The edges the server purges, written down beside the releases when it starts, so a switch
 * made from the release command (a terminal without the server's environment) purges the same
 * edges: "rolled back" must mean visitors see it, whoever rolls back.
 */
const FILE = 'edge-purge-urls.json';

export async function rememberPurgeUrls(releasesDir: string, urls: readonly string[]) {
  const dir = hooksStateDir(releasesDir);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, FILE);
  await fs.writeFile(`${file}.tmp`, JSON.stringify([...urls]));
  await fs.rename(`${file}.tmp`, file);
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
