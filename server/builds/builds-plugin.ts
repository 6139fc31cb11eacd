// The builds room as one Fastify plugin: the queue that runs Gatsby and hands each release to
// `app.goLive`, the history of builds, the message each build leaves staff, and the nightly
// rebuild. The hooks and the console start builds and read them through `app.builds`.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { changedArticleWords } from '../notify/staff-words';
import { readBuildOfRelease } from '../releases/release-builds';
import { currentRelease } from '../releases/releases';
import type { NamedSecret } from '../releases/secret-scan';
import { requiredPagesFrom } from '../releases/site-check';
import { DEFAULT_REBUILD_TIMEZONE, startCronSchedule } from '../shared/cron-schedule';
import { hooksStateDir } from '../shared/state-dir';
import { BuildHistory } from './build-history';
import { messageForBuild } from './build-messages';
import { BuildQueue, type BuildRecord } from './build-queue';
import { RebuildJob } from './rebuild-job';
import type { SearchIndexBuilder } from './search-follow-up';
import type { StartSearchIndex } from '../../contract/search-indexer';

/** How builds run (the REBUILD_* and BUILD_* settings). */
export interface BuildSettings {
  buildCommand: string;
  /** 5-field cron expression for scheduled rebuilds; none: no schedule. */
  cron?: string;
  /** IANA time zone the cron expression is read in (default: Utah's). */
  timezone?: string;
  guardedSecrets: NamedSecret[];
  /** Values masked in build logs (credentials). */
  redactedValues?: string[];
  /** A build running longer is stopped and fails (BUILD_TIMEOUT_S); none: no limit. */
  timeoutSeconds?: number;
  /** Calls are gathered until none came for this long (REBUILD_QUIET_S); default 0. */
  quietSeconds?: number;
  /** ...or until this long after the first one (REBUILD_MAX_WAIT_S). */
  maxWaitSeconds?: number;
  /** HTML files a build must contain to go live; default: every page of src/pages in every language. */
  requiredPages?: string[];
  /**
   * Builds the search index after a build's pages went live (the build then skips it, see
   * SKIP_SEARCH_INDEX); none: the build writes the index itself, before anything goes live.
   */
  searchIndex?: SearchIndexBuilder;
  /**
   * With `searchIndex`: starts an index the server reads a webhook build's unchanged pages into
   * while the build runs (search-ahead.ts); none: the index reads every page after the build.
   */
  searchIndexAhead?: StartSearchIndex;
  /** How long a pages-only release stays once its indexed copy is live (tests set 0). */
  supersededGraceMs?: number;
  /** Tell staff "Your change is live" after every build that went live cleanly (NOTIFY_WHEN_LIVE). */
  notifyWhenLive?: boolean;
  /** Start each build's Gatsby before its webhook comes (BUILD_AHEAD, contract/build-ahead.ts). */
  startAhead?: boolean;
}

export interface BuildsPluginOptions {
  /** Gatsby project root: the build command runs here. */
  siteDir: string;
  releasesDir: string;
  /** The public site's address: messages link to its console. */
  siteUrl: string;
  settings: BuildSettings;
}

export interface Builds {
  queue: BuildQueue;
  history: BuildHistory;
  /** The nightly rebuild (REBUILD_CRON); null when it is off. */
  schedule: { cron: string; nextRunAt: () => Date | null } | null;
  /** Whether the search index is built after the pages go live. */
  searchFollowsPages: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    builds: Builds;
  }
}

function logBuild(app: FastifyInstance, build: BuildRecord): void {
  const summary = { buildId: build.id, reason: build.reason, durationMs: build.durationMs };
  if (build.outcome === 'succeeded') {
    app.log.info(summary, 'build published');
  } else if (build.outcome === 'kept') {
    app.log.warn({ ...summary, keptBecause: build.keptBecause }, 'build kept, not published');
  } else {
    // The log tail is already redacted (rebuild-job.ts): no credentials, uids or codes.
    app.log.error({ ...summary, error: build.error, logTail: build.logTail }, 'build failed');
  }
}

/** The message a finished build leaves staff, naming what is live and what changed. */
async function tellStaffAbout(
  app: FastifyInstance,
  options: BuildsPluginOptions,
  build: BuildRecord,
): Promise<void> {
  const [live, buildOf] = await Promise.all([
    currentRelease(options.releasesDir).catch(() => null),
    readBuildOfRelease(options.releasesDir),
  ]);
  const message = messageForBuild(build, {
    liveBuild: live && buildOf(live),
    consoleUrl: new URL('/staff/', options.siteUrl).href,
    articles: changedArticleWords(build),
    whenLive: options.settings.notifyWhenLive === true,
  });
  if (message) app.notifyStaff(message);
}

const milliseconds = (seconds: number | undefined) =>
  seconds === undefined ? undefined : seconds * 1000;

export const buildsPlugin = fp<BuildsPluginOptions>(
  async (app, options) => {
    const { settings, releasesDir, siteDir } = options;
    const history = new BuildHistory(releasesDir);
    const job = new RebuildJob({
      goLive: app.goLive,
      siteDir,
      releasesDir,
      buildCommand: settings.buildCommand,
      guardedSecrets: settings.guardedSecrets,
      redactedValues: settings.redactedValues,
      timeoutMs: milliseconds(settings.timeoutSeconds),
      buildSearchIndex: settings.searchIndex,
      startSearchIndex: settings.searchIndexAhead,
      supersededGraceMs: settings.supersededGraceMs,
      startAhead: settings.startAhead,
      requiredPages:
        settings.requiredPages ?? (await requiredPagesFrom(path.join(siteDir, 'src', 'pages'))),
    });
    const queue = new BuildQueue(job, {
      quietMs: milliseconds(settings.quietSeconds),
      maxWaitMs: milliseconds(settings.maxWaitSeconds),
      stateFile: path.join(hooksStateDir(releasesDir), 'build-queue.json'),
      log: (level, text) => app.log[level](text),
      onFinished: (build) => {
        logBuild(app, build);
        history.add(build);
        void tellStaffAbout(app, options, build).catch((error: unknown) =>
          app.log.error({ error: (error as Error).message }, 'build message not sent'),
        );
      },
    });
    // Before the queue resumes a build it kept: that build then takes the process started here.
    job.prepareNext();
    queue.resume();
    const { cron } = settings;
    const nightly = cron
      ? startCronSchedule(cron, settings.timezone ?? DEFAULT_REBUILD_TIMEZONE, () =>
          queue.trigger({ reason: 'schedule', now: true }),
        )
      : null;
    app.decorate('builds', {
      queue,
      history,
      schedule: cron && nightly ? { cron, nextRunAt: () => nightly.nextRunAt() } : null,
      searchFollowsPages: Boolean(settings.searchIndex),
    });
    app.addHook('onClose', async () => {
      nightly?.stop();
      await job.close();
      await queue.stop();
    });
  },
  { name: 'builds', dependencies: ['notify', 'releases'] },
);
