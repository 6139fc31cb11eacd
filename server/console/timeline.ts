import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { BuildQueueStatus, BuildRecord } from '../builds/build-queue';
import { HISTORY_LENGTH } from '../builds/build-history';
import { readPublishingLock } from '../releases/publishing-lock';
import { groupByBuild, readBuildOfRelease } from '../releases/release-builds';
import { CURRENT_LINK, currentRelease, listReleases } from '../releases/releases';
import { readSwitches } from '../releases/switch-log';
import {
  changedArticleWords,
  distinctBuildNames,
  durationWords,
  recordLines,
  startedByWords,
  timeOfId,
  utahTime,
  withBuildNames,
} from '../notify/staff-words';
import { articlePath } from '../../contract/article-path';
import { type LivePeriod, liveOutcome, livePeriods } from './live-periods';
import { searchBehindWords } from './search-behind';

/** One build as a person sees it: its pages and their search index are one entry. */
export interface TimelineBuild {
  id: string;
  name: string;
  /** The release to preview, publish or roll back to; null once no release of it is kept. */
  release: string | null;
  live: boolean;
  startedAt: string | null;
  finishedAt: string | null;
  startedBy: string;
  /**
   * The articles this build changed, from its report, each with its address on the site; null
   * when the build could not compare (its first build, or an older record).
   */
  changed: Array<{ title: string; path: string; isNew: boolean }> | null;
  /** The articles the CMS named, in staff's words (shown when `changed` is null). */
  articles: string[];
  fullRefresh: boolean;
  outcome: string;
  /** `live`, `kept`, `failed`, `earlier` (was live once), `unknown` (no record of it). */
  state: 'live' | 'kept' | 'failed' | 'earlier' | 'unknown';
  skipped: string[];
  repaired: string[];
  steps: Array<{ name: string; took: string }>;
  search: string | null;
}

export interface RunningBuild {
  id: string;
  name: string;
  startedAt: string;
  startedBy: string;
  step: string;
  articles: number;
}

export interface Timeline {
  /** What is live, since when, and whether publishing is stopped (by whom, when, why). */
  summary: string;
  liveBuild: string | null;
  liveRelease: string | null;
  locked: boolean;
  running: RunningBuild | null;
  /** The next build; `afterQuiet`: it waits for the CMS to finish saving (a webhook's). */
  queued: { startsAt: string; startedBy: string; afterQuiet: boolean } | null;
  builds: TimelineBuild[];
  /** The newest build kept while publishing was stopped, if newer than the live one. */
  newestKept: TimelineBuild | null;
}

export interface TimelineSources {
  releasesDir: string;
  queue: () => BuildQueueStatus;
  history: () => readonly BuildRecord[];
  /** Whether the server builds search after the pages (then "caught up" means something). */
  searchFollowsPages: boolean;
}

// What each step does for staff. The `gatsby: …` steps are Gatsby's own activities, grouped
// (builds/gatsby-steps.ts); their names stay as they are for the status command and the bench.
const STEP_WORDS: Record<string, string> = {
  'quiet wait': 'waiting for the CMS to finish saving',
  'wait for the build before': 'waiting for the build before it to end',
  starting: 'starting',
  'gatsby build': 'building the pages',
  'gatsby: bootstrap and sourcing': 'reading the articles from the CMS',
  'gatsby: schema': 'sorting what was read',
  'gatsby: queries': 'gathering what each page shows',
  'gatsby: webpack': 'preparing the site’s code',
  'gatsby: page-data': 'writing each page’s data',
  'gatsby: HTML': 'making the pages',
  'gatsby: onPostBuild (feeds, search index)': 'making the feeds and the search index',
  'gatsby: other steps': 'other work',
  'staging copy': 'setting the pages aside',
  'site check': 'checking every page is there',
  'secret scan': 'checking no password leaked into the pages',
  switch: 'putting the pages live',
  'search index': 'building search',
  'index switch': 'putting search live',
};
export const stepWords = (name: string) => STEP_WORDS[name] ?? name;

/**
 * Why a kept build has no record: the release command made it (`npm run release` stages the
 * public/ folder of a build run by hand), or the console's history, full, has let it go.
 */
type Unrecorded = 'release command' | 'forgotten';

const RELEASE_COMMAND = 'the release command on the server (npm run release)';

function unrecordedWhy(id: string, history: readonly BuildRecord[]): Unrecorded {
  const oldest = history.reduce<string | null>((min, r) => (!min || r.id < min ? r.id : min), null);
  return history.length >= HISTORY_LENGTH && oldest !== null && id < oldest
    ? 'forgotten'
    : 'release command';
}

/** Who started a build the console has no record of, as far as it can tell. */
function unrecordedStartedBy(why: Unrecorded, periods: readonly LivePeriod[]): string {
  if (why === 'forgotten')
    return `not known: the console remembers the last ${HISTORY_LENGTH} builds only`;
  // The release command names the operator's account on the switches it makes.
  const by = periods.find((period) => period.began?.by?.includes('release command'))?.began?.by;
  return by ?? RELEASE_COMMAND;
}

function outcomeOf(
  record: BuildRecord | undefined,
  live: boolean,
  kept: boolean,
  wasLive: {
    periods: readonly LivePeriod[];
    nameOf: (build: string) => string;
    now: Date;
    unrecorded: Unrecorded;
  },
): Pick<TimelineBuild, 'outcome' | 'state'> {
  // A build that was ever live says when, whatever it did when it finished (kept while
  // publishing was stopped, then published by hand, is still a build that was live).
  if (wasLive.periods.length > 0) {
    return {
      state: live ? 'live' : 'earlier',
      outcome: liveOutcome(wasLive.periods, live, wasLive.nameOf, wasLive.now),
    };
  }
  if (live) return { state: 'live', outcome: 'Live now: this is what visitors see.' };
  if (!record) {
    return kept
      ? {
          state: 'unknown',
          outcome:
            wasLive.unrecorded === 'forgotten'
              ? `Kept, not live. The console remembers the last ${HISTORY_LENGTH} builds only, and this one is older.`
              : 'Kept, not live. It was made with the release command on the server (npm run release), not by the website’s own builds, so the console cannot say what it changed.',
        }
      : { state: 'unknown', outcome: 'No longer kept.' };
  }
  if (record.outcome === 'failed') {
    const stopped = /took longer than .* and was stopped/.test(record.error ?? '');
    return {
      state: 'failed',
      outcome: stopped
        ? `Stopped at the time limit: ${record.error}. Visitors kept seeing the build before.`
        : `Failed: ${record.error ?? 'no reason given'}. Visitors kept seeing the build before.`,
    };
  }
  if (record.outcome === 'kept') {
    const why = record.keptBecause ?? '';
    if (why.startsWith('publishing is locked')) {
      return {
        state: kept ? 'kept' : 'failed',
        outcome: 'Kept, not live, because publishing was stopped.',
      };
    }
    return {
      state: kept ? 'kept' : 'failed',
      outcome: `Refused by the site check, so kept but not live: ${why}.`,
    };
  }
  return {
    state: kept ? 'earlier' : 'unknown',
    outcome: `Went live${record.finishedAt ? ` ${utahTime(record.finishedAt)}` : ''}; a later choice replaced it.`,
  };
}

function searchOf(record: BuildRecord | undefined, follows: boolean): string | null {
  if (!record || record.outcome !== 'succeeded') return null;
  if (record.searchIndexError) {
    return `Search has not caught up: ${record.searchIndexError}. The next build tries again.`;
  }
  return follows ? 'Search has caught up with these pages.' : 'Search was built with the pages.';
}

async function liveSince(releasesDir: string): Promise<Date | null> {
  try {
    return (await fs.lstat(path.join(releasesDir, CURRENT_LINK))).mtime;
  } catch {
    return null;
  }
}

/** Everything the console shows, read afresh for each page and each poll. */
export async function readTimeline(sources: TimelineSources, now = new Date()): Promise<Timeline> {
  const { releasesDir } = sources;
  const [releases, current, lock, buildOf, since] = await Promise.all([
    listReleases(releasesDir),
    currentRelease(releasesDir),
    readPublishingLock(releasesDir),
    readBuildOfRelease(releasesDir),
    liveSince(releasesDir),
  ]);
  const status = sources.queue();
  const history = sources.history();
  const records = new Map(history.map((record) => [record.id, record]));
  if (status.last && !records.has(status.last.id)) records.set(status.last.id, status.last);
  const groups = new Map(groupByBuild(releases, buildOf).map((g) => [g.build, g.releases]));
  const liveBuild = current ? buildOf(current) : null;
  const periods = livePeriods(readSwitches(releasesDir), { build: liveBuild, since });
  // A running build is listed only once its pages are live (its search index still to come):
  // visitors see it, so the history shows it as live.
  if (status.running && status.running.id === liveBuild) records.set(liveBuild, status.running);
  const ids = [...new Set([...groups.keys(), ...records.keys()])]
    .filter((id) => id !== status.running?.id || id === liveBuild)
    .sort()
    .reverse();

  const nameOf = distinctBuildNames([...ids, ...(status.running ? [status.running.id] : [])], now);
  const builds: TimelineBuild[] = [];
  for (const id of ids) {
    const record = records.get(id);
    const kept = groups.get(id);
    const release = kept?.at(-1) ?? null;
    const live = id === liveBuild;
    const lines = recordLines(record?.report);
    builds.push({
      id,
      name: nameOf(id),
      release,
      live,
      startedAt: record?.startedAt ?? timeOfId(id)?.toISOString() ?? null,
      finishedAt: record?.finishedAt ?? null,
      startedBy: record
        ? startedByWords(record.reason, record.by)
        : unrecordedStartedBy(unrecordedWhy(id, history), periods.get(id) ?? []),
      changed:
        record?.report?.changedArticles?.map(({ uuid, title, change }) => ({
          title,
          path: articlePath(uuid),
          isNew: change === 'new',
        })) ?? null,
      articles: record ? changedArticleWords({ articles: record.articles }) : [],
      fullRefresh: record?.fullRefresh ?? false,
      ...outcomeOf(record, live, Boolean(kept), {
        periods: periods.get(id) ?? [],
        nameOf,
        now,
        unrecorded: unrecordedWhy(id, history),
      }),
      skipped: lines.skipped,
      repaired: lines.repaired,
      steps: (record?.phases ?? []).map((p) => ({
        name: stepWords(p.name),
        took: durationWords(p.seconds),
      })),
      search:
        live || record?.outcome === 'succeeded'
          ? searchOf(record, sources.searchFollowsPages)
          : null,
    });
  }

  const liveName = liveBuild ? nameOf(liveBuild) : null;
  const liveFrom = (liveBuild && periods.get(liveBuild)?.at(-1)?.from) ?? since;
  const parts = [
    liveName
      ? `Visitors see ${liveName}${liveFrom ? `, live since ${utahTime(liveFrom, now)}` : ''}.`
      : 'Nothing is live yet: no build has been published.',
  ];
  const searchBehind = searchBehindWords({
    searchFollowsPages: sources.searchFollowsPages,
    liveRelease: current,
    liveBuild,
    running: status.running,
    liveRecord: liveBuild ? records.get(liveBuild) : undefined,
  });
  if (searchBehind) parts.push(searchBehind);
  if (lock) {
    const by = lock.by ? ` by ${lock.by}` : '';
    parts.push(
      `Publishing is stopped since ${utahTime(lock.lockedAt, now)}${by}: “${withBuildNames(lock.reason, buildOf, now)}”. New builds are kept but do not go live.`,
    );
  } else {
    parts.push('Publishing is on: each build that finishes well goes live.');
  }
  const running = status.running;
  // Kept when it finished (publishing stopped, or refused by the site check), even if it was
  // live for a while since: resuming publishing offers the newest such build.
  const newestKept =
    builds.find(
      (b) =>
        b.release &&
        !b.live &&
        (!liveBuild || b.id > liveBuild) &&
        records.get(b.id)?.outcome === 'kept',
    ) ?? null;
  return {
    summary: parts.join(' '),
    liveBuild,
    liveRelease: current,
    locked: lock !== null,
    running: running && {
      id: running.id,
      name: nameOf(running.id),
      startedAt: running.startedAt,
      startedBy: startedByWords(running.reason, running.by),
      // A running build is past any quiet wait: until its job names a step, it is starting.
      step: stepWords(running.step ?? 'starting'),
      articles: running.articles.length,
    },
    queued: status.queued && {
      startsAt: status.queued.startsAt,
      startedBy: startedByWords(status.queued.reason, status.queued.by),
      afterQuiet: !status.queued.now,
    },
    builds,
    newestKept,
  };
}
