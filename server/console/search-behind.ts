import type { BuildRecord } from '../builds/build-queue';

export interface SearchFacts {
  /** Whether the server builds search after the pages (the build itself then skips it). */
  searchFollowsPages: boolean;
  liveRelease: string | null;
  liveBuild: string | null;
  /** The build running now, if any: a live build still running is making its search index. */
  running: BuildRecord | null;
  /** The live build's record; none when it was not built by this server (the release command). */
  liveRecord: BuildRecord | undefined;
}

export const SEARCH_CATCHING_UP =
  'Search still finds the earlier text until the search index catches up, usually within a minute.';

/**
 * A sentence for the top of the console while visitors' search does not match their pages,
 * or null. A build of this server goes live with the search index of the release before it;
 * its indexed copy, once live, is a release of its own, so the live release being the build's
 * own pages release means search is behind.
 */
export function searchBehindWords(facts: SearchFacts): string | null {
  const { liveBuild, liveRecord } = facts;
  if (!facts.searchFollowsPages || !liveBuild || facts.liveRelease !== liveBuild) return null;
  if (facts.running?.id === liveBuild) return SEARCH_CATCHING_UP;
  if (!liveRecord) return null;
  const why = liveRecord.searchIndexError
    ? `its search index could not be made (${liveRecord.searchIndexError})`
    : liveRecord.outcome === 'kept'
      ? 'it was published by hand, and publishing by hand does not update search'
      : 'its search index was not made';
  return `Search still finds the earlier text: ${why}. The next build brings search up to date.`;
}
