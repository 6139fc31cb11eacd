import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CURRENT_LINK, listReleases } from '../releases/releases';

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
  onBroken: (message: string) => void = () => {},
): Promise<SiteRoot | null> {
  const link = path.join(releasesDir, CURRENT_LINK);
  try {
    const root = await fs.realpath(link);
    return { root, routingDir: root, release: path.basename(root) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Releases are in use, but `current` is missing or dangling: public/ may be a half-built
  // site, so answering 503 is safer than serving it.
  const dangling = await fs.lstat(link).then(
    () => true,
    () => false,
  );
  if (dangling || (await listReleases(releasesDir)).length > 0) {
    onBroken(
      `${link} ${dangling ? 'points to a release that does not exist' : 'is missing'}; ` +
        'answering 503 until a release is published (npm run release -- publish <id>)',
    );
    return null;
  }
  try {
    // A real path, so a file's real path can be checked against it (static-site.ts).
    const publicDir = await fs.realpath(path.join(siteDir, 'public'));
    return { root: publicDir, routingDir: path.join(siteDir, '.cache'), release: null };
  } catch {
    return null;
  }
}
