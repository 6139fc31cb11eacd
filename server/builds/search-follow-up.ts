import path from 'node:path';
import type { GoLive } from '../releases/go-live';
import {
  type IndexWriter,
  indexEveryPage,
  SEARCH_DIR,
  stageWithNewSearchIndex,
} from '../releases/staging';
import { recordIndexedCopy } from '../releases/release-builds';
import { listReleases } from '../releases/releases';
import type { ReleaseFacts } from './release-facts';
import { findSecretsInDir, type NamedSecret } from '../releases/secret-scan';
import type { BuiltPages, SearchAhead } from './search-ahead';
import { isPagefindGzipData } from '../shared/pagefind-files';

/** How long a pages-only release stays once its indexed copy is live: requests may still read it. */
export const SUPERSEDED_RELEASE_GRACE_MS = 60_000;

/** Builds a search index into a release directory's `pagefind/` (Pagefind in production). */
export type SearchIndexBuilder = (releaseDir: string) => Promise<void>;

export interface SearchFollowUpOptions {
  goLive: GoLive;
  buildIndex: SearchIndexBuilder;
  /** Credentials that must not appear in the index either (it is made from the pages' text). */
  secrets: NamedSecret[];
  /** What the build job knows of its releases: the indexed copy inherits the pages' facts. */
  facts: ReleaseFacts;
  log: (line: string) => void;
  timed: <T>(name: string, step: () => Promise<T>) => Promise<T>;
  /** Default SUPERSEDED_RELEASE_GRACE_MS. */
  supersededGraceMs?: number;
  /** The index begun while the build ran, and what the build wrote (search-ahead.ts). */
  ahead?: { search: SearchAhead; built: Omit<BuiltPages, 'releaseDir'> };
}

/** The index from the pages read in the quiet period, when they still hold; else every page. */
function indexWriter(options: SearchFollowUpOptions): IndexWriter {
  const everyPage = indexEveryPage(options.buildIndex);
  const { ahead, log } = options;
  if (!ahead) return everyPage;
  return async (releaseDir, htmlFiles, outputDir) => {
    const outcome = await ahead.search.finish({ ...ahead.built, releaseDir }, outputDir);
    if ('added' in outcome) {
      log(
        `search index: the live pages read in the quiet period, and ${outcome.added} page(s) read after the build`,
      );
      return;
    }
    log(`search index: ${outcome.stale}; reading every page again`);
    await everyPage(releaseDir, htmlFiles, outputDir);
  };
}

/**
 * The pages-only release holds the same pages as its indexed copy: kept, it is what "back to
 * the previous release" would land on, and staff would roll back to the build they meant to
 * leave. It goes after a grace period, unless staff made it live again in the meantime.
 */
function retireLater(
  goLive: GoLive,
  release: string,
  graceMs: number,
  log: (line: string) => void,
) {
  const retire = () =>
    goLive
      .discard(release)
      .catch((error: unknown) =>
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
  const { goLive, log, timed } = options;
  const { releasesDir } = goLive;
  let indexed: string | null = null;
  try {
    indexed = await timed('search index', () =>
      stageWithNewSearchIndex(releasesDir, pagesRelease, indexWriter(options)),
    );
    // Pagefind's gzip chunks are left out: their bytes show no text, and what they hold comes
    // from the release's pages, scanned already (reading their 9,400 files took 1-1.3 s).
    const leaks = await findSecretsInDir(
      path.join(releasesDir, indexed, SEARCH_DIR),
      options.secrets,
      isPagefindGzipData,
    );
    if (leaks.length > 0) {
      throw new Error(`credentials found in ${leaks.map((leak) => leak.file).join(', ')}`);
    }
    await options.facts.indexedCopy(pagesRelease, indexed);
    // Before it can go live: from then on a rollback must know it is the same build.
    await recordIndexedCopy(releasesDir, pagesRelease, indexed, await listReleases(releasesDir));
    const switched = await timed('index switch', () =>
      goLive.followUp(pagesRelease, indexed as string),
    );
    if (switched) {
      log(`published release ${indexed}: the pages of ${pagesRelease} with their search index`);
      retireLater(
        goLive,
        pagesRelease,
        options.supersededGraceMs ?? SUPERSEDED_RELEASE_GRACE_MS,
        log,
      );
      return null;
    }
    // A publish, rollback or lock came in between: it wins, and this release is not needed.
    log(`release ${pagesRelease} is no longer live; its search index is not published`);
    await goLive.discard(indexed);
    return null;
  } catch (error) {
    if (indexed) await goLive.discard(indexed);
    const reason = (error as Error).message;
    log(`search index failed: ${reason}`);
    return reason;
  }
}
