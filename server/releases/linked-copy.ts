import { promises as fs } from 'node:fs';
import path from 'node:path';
import { isCompressedCopy, linkCompressedCopies, writeCompressedCopies } from './precompress';

/** Files handled at once: enough to keep the disk busy, few enough to stay far from EMFILE. */
const PARALLEL_FILES = 64;

export interface LinkedCopyOptions {
  /** A release whose identical files are hard-linked instead of copied (never `public/` itself). */
  linkFrom?: string | null;
  /** Relative paths (with `/`) left out of the copy, e.g. `pagefind` when its index is carried over. */
  skip?: (relative: string) => boolean;
  /** Writes SOURCES_FILE into `target`, for the next copy from the same `source` to link by. */
  recordSources?: boolean;
  /**
   * Gives each compressible file its `.br` and `.gz` copies (precompress.ts): written for the
   * files copied, linked with the files linked. Compressed copies found in `source` are left
   * out, so every copy a release holds was made by the server from the file beside it.
   */
  compress?: boolean;
}

export interface LinkedCopyResult {
  /** Relative paths of the files written anew: the only ones a secret scan must read. */
  copied: string[];
  linked: number;
  /** Compressed copies written anew (not counted in `copied`: made from files that are). */
  compressed: number;
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
 * Where a release notes which file of `public/` each of its files came from, and that file's
 * state then (device, inode, change time, size). The change time moves on every write and no
 * tool can set it back (`cp -p` and `rsync -t` restore mtime only), so a file of `public/`
 * that still matches its record has not been written since: its release copy can be linked.
 * A dotfile, so it is never served.
 */
export const SOURCES_FILE = '.linked-sources.json';

type SourceRecord = Record<string, string>;

async function identity(file: string): Promise<string | null> {
  const stat = await fs.stat(file, { bigint: true }).catch(() => null);
  return stat?.isFile() ? `${stat.dev}:${stat.ino}:${stat.ctimeNs}:${stat.size}` : null;
}

async function readRecord(release: string): Promise<SourceRecord> {
  try {
    const parsed = JSON.parse(await fs.readFile(path.join(release, SOURCES_FILE), 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as SourceRecord) : {};
  } catch {
    return {};
  }
}

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [one, two] = await Promise.all([fs.readFile(a), fs.readFile(b)]);
  return one.equals(two);
}

/**
 * Whether `source` holds what `base` holds: the same file, or a file of `public/` not written
 * since the release was copied from it (its record), or, for a release staged without a
 * record, the same bytes. Never size and mtime alone: a copy tool can restore an old mtime.
 */
async function unchanged(
  source: string,
  base: string,
  recorded: string | undefined,
  now: string | null,
): Promise<boolean> {
  const [a, b] = await Promise.all([fs.stat(source), fs.stat(base).catch(() => null)]);
  if (b === null || !b.isFile() || a.size !== b.size) return false;
  if (a.dev === b.dev && a.ino === b.ino) return true;
  if (recorded !== undefined) return recorded === now;
  return sameBytes(source, base);
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
  const listed = await listFiles(source, options.skip ?? (() => false));
  const names = new Set(listed);
  const files = options.compress ? listed.filter((file) => !isCompressedCopy(file, names)) : listed;
  const copied: string[] = [];
  let linked = 0;
  let compressed = 0;
  const made = new Set<string>();
  const ensureDir = async (dir: string) => {
    if (made.has(dir)) return;
    await fs.mkdir(dir, { recursive: true });
    made.add(dir);
  };
  const previous = options.linkFrom ? await readRecord(options.linkFrom) : {};
  const hasRecord = Object.keys(previous).length > 0;
  const record: SourceRecord = {};
  const one = async (relative: string) => {
    const from = path.join(source, relative);
    const to = path.join(target, relative);
    await ensureDir(path.dirname(to));
    const before = await identity(from);
    const base = options.linkFrom ? path.join(options.linkFrom, relative) : null;
    // A release with a record lists every file it copied: one missing from it is new.
    const recorded = hasRecord ? (previous[relative] ?? '') : undefined;
    if (base && (await unchanged(from, base, recorded, before))) {
      await fs.link(base, to);
      if (before) record[relative] = before;
      linked += 1;
      // Read after the await: files are handled in parallel, `compressed +=` would lose counts.
      const written = options.compress ? await linkCompressedCopies(base, to, relative) : 0;
      compressed += written;
      return;
    }
    await fs.copyFile(from, to);
    const stat = await fs.stat(from);
    // The modification time stays the build's (Last-Modified); it no longer decides links.
    await fs.utimes(to, stat.atime, stat.mtime);
    // Written during the copy: no record, so the next build compares it afresh.
    const after = await identity(from);
    if (before && before === after) record[relative] = before;
    copied.push(relative);
    const written = options.compress ? await writeCompressedCopies(to, relative) : 0;
    compressed += written;
  };
  for (let start = 0; start < files.length; start += PARALLEL_FILES) {
    await Promise.all(files.slice(start, start + PARALLEL_FILES).map(one));
  }
  if (options.recordSources) {
    await fs.writeFile(path.join(target, SOURCES_FILE), JSON.stringify(record));
  }
  return {
    copied,
    linked,
    compressed,
    htmlFiles: files.filter((file) => file.endsWith('.html')).length,
  };
}

/**
 * Hard-links every file of `release` into the new directory `target` (a release made of
 * another one's files, e.g. to add a search index to it). Nothing is compared: each file is
 * the release's own, so the per-file checks of copyLinkingUnchanged, a third of its time over
 * a release's 60,000 files, are left out.
 */
export async function linkWholeRelease(
  release: string,
  target: string,
  skip: (relative: string) => boolean = () => false,
): Promise<number> {
  const files = await listFiles(release, skip);
  // One mkdir per directory, awaited by every file in it (files are linked in parallel).
  const made = new Map<string, Promise<unknown>>();
  const one = async (relative: string) => {
    const to = path.join(target, relative);
    const dir = path.dirname(to);
    if (!made.has(dir)) made.set(dir, fs.mkdir(dir, { recursive: true }));
    await made.get(dir);
    await fs.link(path.join(release, relative), to);
  };
  for (let start = 0; start < files.length; start += PARALLEL_FILES) {
    await Promise.all(files.slice(start, start + PARALLEL_FILES).map(one));
  }
  return files.length;
}
