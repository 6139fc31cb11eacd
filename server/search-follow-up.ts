import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { GoLive } from './go-live';
import { SEARCH_DIR, stageWithNewSearchIndex } from './publish';
import { findSecretsInDir, type NamedSecret } from './secret-scan';

/** Builds a search index into a release directory's `pagefind/` (Pagefind in production). */
export type SearchIndexBuilder = (releaseDir: string) => Promise<void>;

export interface SearchFollowUpOptions {
  releasesDir: string;
  goLive: GoLive;
  buildIndex: SearchIndexBuilder;
  /** Credentials that must not appear in the index either (it is made from the pages' text). */
  secrets: NamedSecret[];
  /** Releases whose every file was scanned for the secrets; the new one joins them. */
  scanned: Set<string>;
  /** HTML pages per release: the new one has those of `pagesRelease`. */
  htmlCounts: Map<string, number>;
  log: (line: string) => void;
  timed: <T>(name: string, step: () => Promise<T>) => Promise<T>;
}

/**
 * The second step of a build whose pages went live with the previous search index: builds
 * the index over `pagesRelease` into a new release and switches to it. Returns why it failed
 * (the pages stay live either way), or null.
 */
export async function followWithSearchIndex(
  pagesRelease: string,
  options: SearchFollowUpOptions,
): Promise<string | null> {
  const { releasesDir, log, timed } = options;
  let indexed: string | null = null;
  try {
    indexed = await timed('search index', () =>
      stageWithNewSearchIndex(releasesDir, pagesRelease, options.buildIndex),
    );
    const leaks = await findSecretsInDir(
      path.join(releasesDir, indexed, SEARCH_DIR),
      options.secrets,
    );
    if (leaks.length > 0) {
      throw new Error(`credentials found in ${leaks.map((leak) => leak.file).join(', ')}`);
    }
    options.scanned.add(indexed);
    const pages = options.htmlCounts.get(pagesRelease);
    if (pages !== undefined) options.htmlCounts.set(indexed, pages);
    const switched = await timed('index switch', () =>
      options.goLive.followUp(pagesRelease, indexed as string),
    );
    if (switched) {
      log(`published release ${indexed}: the pages of ${pagesRelease} with their search index`);
      return null;
    }
    // A publish, rollback or lock came in between: it wins, and this release is not needed.
    log(`release ${pagesRelease} is no longer live; its search index is not published`);
    await fs.rm(path.join(releasesDir, indexed), { recursive: true, force: true });
    return null;
  } catch (error) {
    if (indexed) await fs.rm(path.join(releasesDir, indexed), { recursive: true, force: true });
    const reason = (error as Error).message;
    log(`search index failed: ${reason}`);
    return reason;
  }
}
