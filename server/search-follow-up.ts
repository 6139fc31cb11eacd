import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { GoLive } from './go-live';
import { SEARCH_DIR, stageWithNewSearchIndex } from './publish';
import { withPublishMutex } from './publish-mutex';
import { recordIndexedCopy } from './release-builds';
import { currentRelease, listReleases } from './releases';
import { findSecretsInDir, type NamedSecret } from './secret-scan';

/** How long a pages-only release stays once its indexed copy is live: requests may still read it. */
export const SUPERSEDED_RELEASE_GRACE_MS = 60_000;

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
  /** Default SUPERSEDED_RELEASE_GRACE_MS. */
  supersededGraceMs?: number;
}

/**
 * The pages-only release holds the same pages as its indexed copy: kept, it is what "back to
 * the previous release" would land on, and staff would roll back to the build they meant to
 * leave. It goes after a grace period, unless staff made it live again in the meantime.
 */
function retireLater(
  releasesDir: string,
  release: string,
  graceMs: number,
  log: (line: string) => void,
) {
  const retire = () =>
    withPublishMutex(releasesDir, async () => {
      if ((await currentRelease(releasesDir)) === release) return;
      await fs.rm(path.join(releasesDir, release), { recursive: true, force: true });
    }).catch((error: unknown) =>
      log(
        `could not remove release ${release}, now replaced by its indexed copy: ${(error as Error).message}`,
      ),
    );
  setTimeout(() => void retire(), graceMs).unref();
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
    // Before it can go live: from then on a rollback must know it is the same build.
    await recordIndexedCopy(releasesDir, pagesRelease, indexed, await listReleases(releasesDir));
    const pages = options.htmlCounts.get(pagesRelease);
    if (pages !== undefined) options.htmlCounts.set(indexed, pages);
    const switched = await timed('index switch', () =>
      options.goLive.followUp(pagesRelease, indexed as string),
    );
    if (switched) {
      log(`published release ${indexed}: the pages of ${pagesRelease} with their search index`);
      retireLater(
        releasesDir,
        pagesRelease,
        options.supersededGraceMs ?? SUPERSEDED_RELEASE_GRACE_MS,
        log,
      );
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
