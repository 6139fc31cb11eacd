import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Files handled at once: enough to keep the disk busy, few enough to stay far from EMFILE. */
const PARALLEL_FILES = 64;

export interface LinkedCopyOptions {
  /** A release whose identical files are hard-linked instead of copied (never `public/` itself). */
  linkFrom?: string | null;
  /** Relative paths (with `/`) left out of the copy, e.g. `pagefind` when its index is carried over. */
  skip?: (relative: string) => boolean;
}

export interface LinkedCopyResult {
  /** Relative paths of the files written anew: the only ones a secret scan must read. */
  copied: string[];
  linked: number;
  /** How many of all the files are HTML pages (for the site check). */
  htmlFiles: number;
}

async function listFiles(root: string, skip: (relative: string) => boolean): Promise<string[]> {
  const files: string[] = [];
  const walk = async (relative: string) => {
    for (const entry of await fs.readdir(path.join(root, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (skip(name)) continue;
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile()) files.push(name);
    }
  };
  await walk('');
  return files;
}

/**
 * Same size and modification time: Gatsby rewrites what changed, and copies keep mtimes.
 * Within a millisecond, because utimes(2) through a double can land a nanosecond short.
 */
async function unchanged(source: string, base: string): Promise<boolean> {
  const [a, b] = await Promise.all([fs.stat(source), fs.stat(base).catch(() => null)]);
  return b !== null && b.isFile() && a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1;
}

/**
 * Copies `source` into the new directory `target`, hard-linking each file that is unchanged
 * from `linkFrom` instead. A link shares the release's file, so it is only ever made to a
 * release (immutable), never to `source`, which the next build rewrites in place.
 */
export async function copyLinkingUnchanged(
  source: string,
  target: string,
  options: LinkedCopyOptions = {},
): Promise<LinkedCopyResult> {
  const files = await listFiles(source, options.skip ?? (() => false));
  const copied: string[] = [];
  let linked = 0;
  const made = new Set<string>();
  const ensureDir = async (dir: string) => {
    if (made.has(dir)) return;
    await fs.mkdir(dir, { recursive: true });
    made.add(dir);
  };
  const one = async (relative: string) => {
    const from = path.join(source, relative);
    const to = path.join(target, relative);
    await ensureDir(path.dirname(to));
    const base = options.linkFrom ? path.join(options.linkFrom, relative) : null;
    if (base && (await unchanged(from, base))) {
      await fs.link(base, to);
      linked += 1;
      return;
    }
    await fs.copyFile(from, to);
    const stat = await fs.stat(from);
    // Kept, so the next build can tell this file unchanged and link it.
    await fs.utimes(to, stat.atime, stat.mtime);
    copied.push(relative);
  };
  for (let start = 0; start < files.length; start += PARALLEL_FILES) {
    await Promise.all(files.slice(start, start + PARALLEL_FILES).map(one));
  }
  return { copied, linked, htmlFiles: files.filter((file) => file.endsWith('.html')).length };
}
