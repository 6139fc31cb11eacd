import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CURRENT_LINK } from './releases';

export interface SiteRoot {
  /** Directory the files are served from (a resolved release, or `public/`). */
  root: string;
  /** Directory holding redirects.json and match-paths.json. */
  routingDir: string;
  /** Release name, or null when serving `public/` directly. */
  release: string | null;
}

/**
 * Resolves the live site for one request. The symlink is resolved to a real path once, so a
 * request keeps reading from the release it started on even if `current` switches meanwhile.
 */
export async function resolveSiteRoot(
  releasesDir: string,
  siteDir: string,
): Promise<SiteRoot | null> {
  try {
    const root = await fs.realpath(path.join(releasesDir, CURRENT_LINK));
    return { root, routingDir: root, release: path.basename(root) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    // A real path, so a file's real path can be checked against it (static-site.ts).
    const publicDir = await fs.realpath(path.join(siteDir, 'public'));
    return { root: publicDir, routingDir: path.join(siteDir, '.cache'), release: null };
  } catch {
    return null;
  }
}
