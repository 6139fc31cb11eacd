import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  copyLinkingUnchanged,
  type LinkedCopyResult,
  LINK_AHEAD,
  isPage,
  linkFiles,
  linkWholeRelease,
  listFiles,
  type PrelinkedFiles,
  prelinkRelease,
  SOURCES_FILE,
} from './linked-copy';
import { compressTree } from './precompress';
import { createReleaseId } from './releases';
import { removeTree } from './remove-tree';
import { BACKGROUND_NICENESS } from './tree-in-child';

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

/** Pagefind's output: the search index, built by Pagefind rather than by Gatsby. */
export const SEARCH_DIR = 'pagefind';

export interface StageOptions extends PublishOptions {
  /** The live release: each file of `public/` unchanged from it is hard-linked, not copied. */
  linkFrom?: string | null;
  /**
   * Take `pagefind/` from this release instead of `public/`: the build skipped the index, and
   * the previous one serves search until the new one follows (rebuild-job.ts).
   */
  searchFrom?: string | null;
  /** `linkFrom`'s files, linked into the staging folder while the build ran (startEarlyLinks). */
  prelinked?: PrelinkedFiles | null;
}

export interface StagedRelease extends LinkedCopyResult {
  id: string;
}

const isSearchDir = (relative: string) => relative === SEARCH_DIR;

/**
 * Copies `public/` (plus the routing tables) into a new release, not yet live.
 * `public/` is copied, not moved, because Gatsby's incremental builds reuse it.
 */
export async function stageRelease(options: StageOptions): Promise<string> {
  return (await stageLinkedRelease(options)).id;
}

/**
 * Like stageRelease, linking what is unchanged from `linkFrom`; says which files are new
 * copies (the rest are the live release's own files, already checked when it was built).
 */
export async function stageLinkedRelease(options: StageOptions): Promise<StagedRelease> {
  const id = options.id ?? createReleaseId();
  const publicDir = path.join(options.siteDir, 'public');
  try {
    await fs.access(path.join(publicDir, 'index.html'));
  } catch {
    throw new Error(`${publicDir}/index.html is missing: build the site before publishing`);
  }
  await fs.mkdir(options.releasesDir, { recursive: true });
  // Copy under a hidden name first so a half-copied directory is never a release.
  const staging = stagingFolder(options.releasesDir, id);
  try {
    const result = await copyLinkingUnchanged(publicDir, staging, {
      linkFrom: options.linkFrom,
      skip: options.searchFrom ? isSearchDir : undefined,
      recordSources: true,
      compress: true,
      prelinked: options.prelinked ?? undefined,
    });
    // Linked early with the rest of the live release, when it was the one linked from.
    if (options.searchFrom && !(options.prelinked && options.searchFrom === options.linkFrom)) {
      await carrySearchIndex(options.searchFrom, staging);
    }
    for (const name of ROUTING_FILES) {
      await copyRoutingFile(path.join(options.siteDir, '.cache'), staging, name);
      result.copied.push(name);
    }
    // rename, not write-file-atomic: a whole directory appears at once; that writes one file.
    await fs.rename(staging, path.join(options.releasesDir, id));
    return { id, ...result };
  } finally {
    await removeTree(staging);
  }
}

/** Where release `id` is put together; a half-made folder there is never a release. */
const stagingFolder = (releasesDir: string, id: string) => path.join(releasesDir, `.staging-${id}`);

/** Files the staging writes into a release itself: linked, a write would change the release linked. */
const writtenByStaging = (relative: string) =>
  relative === SOURCES_FILE || (ROUTING_FILES as readonly string[]).includes(relative);

export interface EarlyLinks {
  /** The release being linked (the live one when the links started). */
  from: string;
  /** Its files once linked into the staging folder; null if that failed (the folder is gone). */
  done: Promise<PrelinkedFiles | null>;
  /**
   * Waits for the links and moves them to release `id`'s staging folder, when they were made
   * ahead of its build under another name; null if they failed (the folder is then gone).
   */
  linkedFor: (id: string) => Promise<PrelinkedFiles | null>;
  /** Waits for the links, then removes the folder: for a build that will publish nothing. */
  discard: () => Promise<void>;
}

/**
 * Starts hard-linking release `from` into release `id`'s staging folder while the build runs
 * (or before it starts, under a name of its own): most of a release's 56,000 files are
 * unchanged from the live one, and linking them took 3.8-4.8 s between the build's end and
 * the pages going live. stageLinkedRelease (given `linkedFor`'s files as `prelinked`) then
 * only copies what the build changed and drops what it no longer wrote.
 */
export function startEarlyLinks(
  releasesDir: string,
  id: string,
  from: string,
  { ahead = false }: { ahead?: boolean } = {},
): EarlyLinks {
  let folder = stagingFolder(releasesDir, id);
  // Ahead of a build nobody waits for the links yet: `cp` at a low priority links them, or the
  // server a few at a time, leaving the file system's threads to visitors' requests.
  const how = ahead ? LINK_AHEAD : {};
  const done = prelinkRelease(from, folder, writtenByStaging, how).catch(async () => {
    // The release went away mid-way (removed by hand): staging links as it goes instead.
    await removeTree(folder);
    return null;
  });
  return {
    from,
    done,
    linkedFor: async (target) => {
      const prelinked = await done;
      const wanted = stagingFolder(releasesDir, target);
      if (!prelinked || folder === wanted) return prelinked;
      try {
        await fs.rename(folder, wanted);
        folder = wanted;
        return prelinked;
      } catch {
        await removeTree(folder);
        return null;
      }
    },
    discard: async () => {
      await done;
      await removeTree(folder);
    },
  };
}

/** Links the release's search index into the staged one (a release without one has none). */
async function carrySearchIndex(release: string, staging: string): Promise<void> {
  const from = path.join(release, SEARCH_DIR);
  const exists = await fs.stat(from).then(
    (stat) => stat.isDirectory(),
    () => false,
  );
  if (exists) await linkWholeRelease(from, path.join(staging, SEARCH_DIR));
}

/**
 * Writes the search index of the release in `releaseDir` into `outputDir` (a `pagefind/` folder
 * whose parent is the writer's to use, and is removed after). `htmlFiles`, its pages, are being
 * listed meanwhile: a writer that knows them already need not wait.
 */
export type IndexWriter = (
  releaseDir: string,
  htmlFiles: Promise<readonly string[]>,
  outputDir: string,
) => Promise<void>;

/**
 * The index made from the pages alone: `buildIndex` runs over a folder of links to them (a
 * sixth of the release's files) and writes its `pagefind/` there.
 */
export const indexEveryPage =
  (buildIndex: (dir: string) => Promise<void>): IndexWriter =>
  async (releaseDir, htmlFiles, outputDir) => {
    const pagesOnly = path.dirname(outputDir);
    await linkFiles(releaseDir, pagesOnly, await htmlFiles);
    await buildIndex(pagesOnly);
  };

/**
 * A new release made of `release`'s files (all linked) and a search index written by
 * `writeIndex` into a fresh `pagefind/` (never into a linked file: that would change `release`).
 * The whole release is linked while the index is written: the follow-up takes about as long as
 * the longer of the two, not their sum.
 */
export async function stageWithNewSearchIndex(
  releasesDir: string,
  release: string,
  writeIndex: IndexWriter,
): Promise<string> {
  const id = createReleaseId();
  const from = path.join(releasesDir, release);
  const staging = stagingFolder(releasesDir, id);
  // Under the same hidden prefix: removeStagingLeftovers clears it after a kill -9 too.
  const pagesOnly = path.join(releasesDir, `.staging-${id}-pages`);
  try {
    const indexed = path.join(pagesOnly, SEARCH_DIR);
    await fs.mkdir(pagesOnly, { recursive: true });
    // Listed while the index is written: a writer that knows the pages need not wait (1.2 s).
    // Linked by `cp` (tree-in-child.ts): in the server, the links took the cores Pagefind
    // needed to write the index (the server at 150% for 5 s of its 10).
    const files = listFiles(from, isSearchDir);
    const pages = files.then((all) => all.filter(isPage));
    pages.catch(() => undefined);
    // Both settle before anything is removed: a link made after `finally` ran would stay.
    const done = await Promise.allSettled([
      files.then((all) => linkFiles(from, staging, all, { niceness: BACKGROUND_NICENESS })),
      writeIndex(from, pages, indexed),
    ]);
    for (const outcome of done) if (outcome.status === 'rejected') throw outcome.reason;
    if (
      await fs.stat(indexed).then(
        (stat) => stat.isDirectory(),
        () => false,
      )
    ) {
      const index = path.join(staging, SEARCH_DIR);
      // rename, not a copy: the index's directory moves whole into the staged release, in place.
      await fs.rename(indexed, index);
      await compressTree(index);
    }
    // rename, not write-file-atomic: a whole directory appears at once (as for a build above).
    await fs.rename(staging, path.join(releasesDir, id));
    return id;
  } finally {
    await removeTree(staging);
    await fs.rm(pagesOnly, { recursive: true, force: true });
  }
}

/** A publish killed mid-copy (kill -9) leaves `.staging-*`; nothing else would ever remove it. */
export async function removeStagingLeftovers(
  releasesDir: string,
  onRemoved: (name: string) => void = () => {},
): Promise<void> {
  const names = await fs.readdir(releasesDir).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.startsWith('.staging-'))) {
    await removeTree(path.join(releasesDir, name));
    onRemoved(name);
  }
}
