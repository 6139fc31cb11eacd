import path from 'node:path';

/**
 * Where the hooks keep what must survive a restart (the build queue, the delivery ids seen):
 * beside the releases, which are on persistent storage too. Hidden, so it is never a release.
 */
export function hooksStateDir(releasesDir: string): string {
  return path.join(releasesDir, '.hooks-state');
}
