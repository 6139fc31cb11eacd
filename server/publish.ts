import { promises as fs } from 'node:fs';
import path from 'node:path';
import { GoLive } from './go-live';
import { createReleaseId } from './releases';

/** Gatsby writes these two routing tables to `.cache/`; the server needs them beside the files. */
export const ROUTING_FILES = ['redirects.json', 'match-paths.json'] as const;

export interface PublishOptions {
  siteDir: string;
  releasesDir: string;
  id?: string;
  keep?: number;
}

async function copyRoutingFile(cacheDir: string, targetDir: string, name: string): Promise<void> {
  try {
    await fs.copyFile(path.join(cacheDir, name), path.join(targetDir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // A site without redirects or client-only routes has no such file: an empty table is the truth.
    await fs.writeFile(path.join(targetDir, name), '[]\n');
  }
}

/**
 * Copies `public/` (plus the routing tables) into a new release, not yet live.
 * `public/` is copied, not moved, because Gatsby's incremental builds reuse it.
 */
export async function stageRelease(options: PublishOptions): Promise<string> {
  const id = options.id ?? createReleaseId();
  const publicDir = path.join(options.siteDir, 'public');
  try {
    await fs.access(path.join(publicDir, 'index.html'));
  } catch {
    throw new Error(`${publicDir}/index.html is missing: build the site before publishing`);
  }
  await fs.mkdir(options.releasesDir, { recursive: true });
  // Copy under a hidden name first so a half-copied directory is never a release.
  const staging = path.join(options.releasesDir, `.staging-${id}`);
  try {
    await fs.cp(publicDir, staging, { recursive: true, preserveTimestamps: true });
    for (const name of ROUTING_FILES) {
      await copyRoutingFile(path.join(options.siteDir, '.cache'), staging, name);
    }
    await fs.rename(staging, path.join(options.releasesDir, id));
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
  return id;
}

/** Stages `public/` and makes it live as a build would (kept, not live, while publishing is locked). */
export async function publishRelease(options: PublishOptions): Promise<string> {
  const id = await stageRelease(options);
  await new GoLive({ releasesDir: options.releasesDir, keep: options.keep }).publishBuild(id);
  return id;
}

/** A publish killed mid-copy (kill -9) leaves `.staging-*`; nothing else would ever remove it. */
export async function removeStagingLeftovers(
  releasesDir: string,
  onRemoved: (name: string) => void = () => {},
): Promise<void> {
  const names = await fs.readdir(releasesDir).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.startsWith('.staging-'))) {
    await fs.rm(path.join(releasesDir, name), { recursive: true, force: true });
    onRemoved(name);
  }
}
