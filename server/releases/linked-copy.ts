import { constants as fsConstants, promises as fs } from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import {
  COPY_SUFFIXES,
  isCompressedCopy,
  linkCompressedCopies,
  writeCompressedCopies,
} from './precompress';
import { BACKGROUND_NICENESS, linkFilesInChild } from './tree-in-child';

/** Files handled at once: enough to keep the disk busy, few enough to stay far from EMFILE. */
const PARALLEL_FILES = 64;

/**
 * Files linked at once for work that nobody waits for yet (a release linked ahead of the next
 * build): the server's four file-system threads also read every page it serves. Measured on a
 * 3,000-article release with one read every 5 ms beside it: 64 at once, 3.2 s and reads p99
 * 28 ms (max 123); 4 at once, 6.3 s and reads p99 4.2 ms (max 44).
 */
const GENTLE_PARALLEL_FILES = 4;

/**
 * Runs `one` over `files`, `atOnce` at a time; a file starts as soon as another is done
 * (in batches, each batch waited for its slowest file while the file system's threads idled).
 */
async function eachAtMost(
  files: readonly string[],
  one: (relative: string) => Promise<void>,
  atOnce = PARALLEL_FILES,
): Promise<void> {
  const limit = pLimit(atOnce);
  await Promise.all(files.map((file) => limit(() => one(file))));
}

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
  /**
   * The files of `linkFrom` already hard-linked into `target` (prelinkRelease, while the build
   * ran): an unchanged one is left as it is, a changed one is unlinked before it is copied
   * (writing through a link would change the live release), and one the build no longer
   * wrote is removed.
   */
  prelinked?: PrelinkedFiles;
}

/** What prelinkRelease linked: the release's files, their compressed copies left out. */
export type PrelinkedFiles = ReadonlySet<string>;

export interface LinkedCopyResult {
  /** Relative paths of the files written anew: the only ones a secret scan must read. */
  copied: string[];
  linked: number;
  /** Compressed copies written anew (not counted in `copied`: made from files that are). */
  compressed: number;
  /** How many of all the files are HTML pages (for the site check). */
  htmlFiles: number;
  /** Those pages (relative paths), for the search index that follows. */
  pages: string[];
}

/**
 * Every file under `root` (relative, with `/`) but those `skip` names or lies under. Folders
 * are read side by side: a release has a folder per page (19,000 at 3,000 articles), and read
 * one after another they took 0.9 s of the staging between the build and the pages going live.
 * PARALLEL_FILES at a time: thousands at once would queue in front of every file a visitor's
 * request reads, in the same four threads of libuv (as a release's removal did, remove-tree.ts).
 */
export async function listFiles(
  root: string,
  skip: (relative: string) => boolean,
): Promise<string[]> {
  const files: string[] = [];
  const limit = pLimit(PARALLEL_FILES);
  const walk = async (relative: string): Promise<void> => {
    const entries = await limit(() =>
      fs.readdir(path.join(root, relative), { withFileTypes: true }),
    );
    const folders: Promise<void>[] = [];
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (skip(name)) continue;
      if (entry.isDirectory()) folders.push(walk(name));
      else if (entry.isFile()) files.push(name);
    }
    await Promise.all(folders);
  };
  await walk('');
  return files.sort();
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

interface Identity {
  /** Device, inode, change time and size: what SOURCES_FILE records. */
  id: string;
  size: number;
}

async function identity(file: string): Promise<Identity | null> {
  const stat = await fs.stat(file, { bigint: true }).catch(() => null);
  return stat?.isFile()
    ? { id: `${stat.dev}:${stat.ino}:${stat.ctimeNs}:${stat.size}`, size: Number(stat.size) }
    : null;
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
 * Whether `source` holds what `base` holds: a file of `public/` not written since the release
 * was copied from it (its record: nothing else is read), or, for a release staged without a
 * record, the same file or the same bytes. Never size and mtime alone: a copy tool can restore
 * an old mtime.
 */
async function unchanged(
  source: string,
  base: string,
  recorded: string | undefined,
  now: Identity | null,
): Promise<boolean> {
  if (recorded !== undefined) return now !== null && recorded === now.id;
  const [a, b] = await Promise.all([fs.stat(source), fs.stat(base).catch(() => null)]);
  if (b === null || !b.isFile() || a.size !== b.size) return false;
  if (a.dev === b.dev && a.ino === b.ino) return true;
  return sameBytes(source, base);
}

/** Links `base` to `to`; false when the release lost that file (removed by hand): then copied. */
async function linkedFrom(base: string, to: string): Promise<boolean> {
  try {
    await fs.link(base, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
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
  const prelinked = options.prelinked;
  // Before the copies, not with them: most files need nothing else (0.6 s instead of 0.7-1.4
  // for a release's 28,000 files). 64 at a time, as everything here, to leave visitors' reads
  // a place in the file system's threads.
  const statSlot = pLimit(PARALLEL_FILES);
  const identities = await Promise.all(
    files.map((file) => statSlot(() => identity(path.join(source, file)))),
  );
  const identityOf = new Map(files.map((file, index) => [file, identities[index] ?? null]));
  const one = async (relative: string) => {
    const from = path.join(source, relative);
    const to = path.join(target, relative);
    const before = identityOf.get(relative) ?? null;
    const base = options.linkFrom ? path.join(options.linkFrom, relative) : null;
    // A release with a record lists every file it copied: one missing from it is new.
    const recorded = hasRecord ? (previous[relative] ?? '') : undefined;
    const isPrelinked = prelinked?.has(relative) ?? false;
    if (base && (await unchanged(from, base, recorded, before))) {
      if (isPrelinked) {
        // Linked with its compressed copies while the build ran: nothing left to do.
        if (before) record[relative] = before.id;
        linked += 1;
        return;
      }
      await ensureDir(path.dirname(to));
      if (await linkedFrom(base, to)) {
        if (before) record[relative] = before.id;
        linked += 1;
        // Read after the await: files are handled in parallel, `compressed +=` would lose counts.
        const written = options.compress
          ? await linkCompressedCopies(base, to, relative, before?.size)
          : 0;
        compressed += written;
        return;
      }
    }
    if (isPrelinked) await removeWithCopies(to);
    await ensureDir(path.dirname(to));
    // EXCL: a file already there would be a link to a release, and must never be written through.
    await fs.copyFile(from, to, fsConstants.COPYFILE_EXCL);
    const stat = await fs.stat(from);
    // The modification time stays the build's (Last-Modified); it no longer decides links.
    await fs.utimes(to, stat.atime, stat.mtime);
    // Written during the copy: no record, so the next build compares it afresh.
    const after = await identity(from);
    if (before && before.id === after?.id) record[relative] = before.id;
    copied.push(relative);
    const written = options.compress ? await writeCompressedCopies(to, relative) : 0;
    compressed += written;
  };
  await eachAtMost(files, one);
  if (prelinked) {
    const skip = options.skip ?? (() => false);
    const gone = [...prelinked].filter((file) => !names.has(file) && !isUnder(file, skip));
    await eachAtMost(gone, (relative) => removeWithCopies(path.join(target, relative)));
  }
  if (options.recordSources) {
    await fs.writeFile(path.join(target, SOURCES_FILE), JSON.stringify(record));
  }
  return {
    copied,
    linked,
    compressed,
    htmlFiles: countPages(files),
    pages: files.filter(isPage),
  };
}

/** Whether a release's file (relative path) is an HTML page. */
export const isPage = (file: string) => file.endsWith('.html');

/** How many of a release's files (relative paths) are HTML pages, as LinkedCopyResult counts. */
export const countPages = (files: Iterable<string>): number => [...files].filter(isPage).length;

/** A file and its compressed copies, gone (a link among them leaves the release it shares). */
async function removeWithCopies(file: string): Promise<void> {
  await Promise.all(
    ['', ...Object.values(COPY_SUFFIXES)].map((suffix) => fs.rm(file + suffix, { force: true })),
  );
}

/** Whether `skip` names `relative` or one of the folders it lies in. */
function isUnder(relative: string, skip: (relative: string) => boolean): boolean {
  const parts = relative.split('/');
  return parts.some((_, index) => skip(parts.slice(0, index + 1).join('/')));
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
  await linkFiles(release, target, files);
  return files.length;
}

/** How linkFiles links: by default in the server, PARALLEL_FILES at a time. */
export interface LinkOptions {
  /** Files linked at once when the server links them itself. */
  atOnce?: number;
  /**
   * Linked by the system's `cp` in a child process at this priority (tree-in-child.ts), and by
   * the server itself where that fails.
   */
  niceness?: number;
}

/** Links nobody waits for yet (made ahead of a build): `cp` at a low priority, or a few at once. */
export const LINK_AHEAD: LinkOptions = {
  niceness: BACKGROUND_NICENESS,
  atOnce: GENTLE_PARALLEL_FILES,
};

/**
 * Hard-links every file of `release` into the new directory `target`, but those `skip` names,
 * and says which it linked (compressed copies apart) for copyLinkingUnchanged's `prelinked`.
 */
export async function prelinkRelease(
  release: string,
  target: string,
  skip: (relative: string) => boolean,
  how: LinkOptions = {},
): Promise<PrelinkedFiles> {
  const files = await listFiles(release, skip);
  await linkFiles(release, target, files, how);
  const names = new Set(files);
  return new Set(files.filter((file) => !isCompressedCopy(file, names)));
}

/** Hard-links `files` (relative to `release`, from listFiles) into the new directory `target`. */
export async function linkFiles(
  release: string,
  target: string,
  files: readonly string[],
  { atOnce = PARALLEL_FILES, niceness }: LinkOptions = {},
): Promise<void> {
  if (niceness !== undefined && (await linkFilesInChild(release, target, files, niceness))) return;
  // One mkdir per directory, awaited by every file in it (files are linked in parallel). A
  // file the child linked before it failed is linked again: EEXIST is no failure here.
  const made = new Map<string, Promise<unknown>>();
  const one = async (relative: string) => {
    const to = path.join(target, relative);
    const dir = path.dirname(to);
    if (!made.has(dir)) made.set(dir, fs.mkdir(dir, { recursive: true }));
    await made.get(dir);
    await fs.link(path.join(release, relative), to).catch((error: NodeJS.ErrnoException) => {
      if (niceness === undefined || error.code !== 'EEXIST') throw error;
    });
  };
  await eachAtMost(files, one, atOnce);
}
