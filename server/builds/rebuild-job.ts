import { promises as fs } from 'node:fs';
import path from 'node:path';
import { DEFAULT_BUILD_REPORT_FILE } from '../../contract/build-report';
import { buildEnvFor } from '../../contract/build-env';
import { readBuildReport } from './build-report-file';
import { BuildProcess, superviseBuild } from './build-runner';
import { BuildAhead } from './build-ahead';
import { WAIT_FOR_CHANGES_ENV, changesLine } from '../../contract/build-ahead';
import { gatsbyStepReader } from './gatsby-steps';
import type { BuildContext, BuildJob, BuildJobResult, GatheredBuild } from './build-queue';
import type { GoLive } from '../releases/go-live';
import { type EarlyLinks, stageLinkedRelease, startEarlyLinks } from '../releases/staging';
import { CURRENT_LINK, createReleaseId } from '../releases/releases';
import { countPages } from '../releases/linked-copy';
import { checkBuiltSite } from '../releases/site-check';
import { redactText } from '../shared/redact';
import { ReleaseFacts } from './release-facts';
import { type SearchIndexBuilder, followWithSearchIndex } from './search-follow-up';
import { type SearchAhead, startSearchAhead } from './search-ahead';
import type { StartSearchIndex } from '../../contract/search-indexer';
import {
  findSecretsInDir,
  findSecretsInFiles,
  type NamedSecret,
  splitUsableSecrets,
} from '../releases/secret-scan';

export interface RebuildOptions {
  siteDir: string;
  releasesDir: string;
  buildCommand: string;
  /** Values that must not appear in the built files (the proxy's credentials in proxy mode). */
  guardedSecrets: NamedSecret[];
  /** Values masked in the build's log tail (credentials, webhook secrets). */
  redactedValues?: string[];
  goLive: GoLive;
  /** HTML files every build must contain (site-check.ts). */
  requiredPages: readonly string[];
  /** Past this the build's process group is stopped and the build fails (BUILD_TIMEOUT_S). */
  timeoutMs?: number;
  /** Builds the search index after the pages go live; none: the build itself writes it. */
  buildSearchIndex?: SearchIndexBuilder;
  /** With it: reads a webhook build's unchanged pages into the index while it runs. */
  startSearchIndex?: StartSearchIndex;
  /** How long the pages-only release stays once its indexed copy is live. */
  supersededGraceMs?: number;
  /**
   * Start each build's process as soon as the one before is done (and at `prepareNext`), so
   * Gatsby's own start is over before the webhook comes (BUILD_AHEAD, contract/build-ahead.ts).
   */
  startAhead?: boolean;
}

/** Where the builds this server runs write the source plugin's report (PLUAPI_BUILD_REPORT). */
export const BUILD_REPORT_FILE = DEFAULT_BUILD_REPORT_FILE;

/**
 * The environment a webhook build adds to the server's own: which articles to fetch again,
 * where the source plugin writes its report, and whether the build skips the search index.
 * Exported for the check that a one-article build renders only that article's pages.
 */
export function webhookBuildEnv(
  articles: readonly string[],
  fullRefresh: boolean,
  reportFile: string,
  skipSearchIndex: boolean,
): Record<string, string> {
  // Ids only ever reach the build as one environment value, never a shell word; the queue caps
  // their number (MAX_CHANGED_ARTICLES), so the value stays far below the kernel's limit. Set
  // even when empty, so a value left in the server's own environment never leaks in. Naming
  // none is what makes the source plugin fetch every article; PLUAPI_FULL_REFRESH would also
  // download every image again, which the plugin does anyway once a copy is a day old.
  return buildEnvFor({
    reportFile,
    changedArticles: fullRefresh ? [] : [...articles],
    fullRefresh: false,
    skipSearchIndex,
  });
}

/**
 * The scheduling priority of a build started ahead (and so of the build it becomes): its
 * start comes right after a build, and must not take the cores from visitors' requests. On an
 * idle machine it changes nothing.
 */
const AHEAD_NICENESS = 10;

/** The live release's folder, or null before the first publish. */
const liveRelease = (releasesDir: string): Promise<string | null> =>
  fs.realpath(path.join(releasesDir, CURRENT_LINK)).catch(() => null);

/**
 * Build, stage, check, publish. A failed build publishes nothing (a release refused for a
 * leaked credential is removed again) and the previous release keeps serving. Gatsby's `.cache/` is left in
 * place so the next build is incremental. With `buildSearchIndex`, the build skips the
 * search index: the pages go live with the previous index, and the new one follows.
 */
export class RebuildJob implements BuildJob {
  // Typed fields, not constructor parameter properties: ctags reads those as a parameter
  // named `private`, and code navigation then loses `this.goLive` to GoLive.
  private readonly options: RebuildOptions;
  private readonly goLive: GoLive;
  private readonly reportFile: string;
  private readonly facts: ReleaseFacts;
  private readonly ahead: BuildAhead | null;
  /** The live release linked for the next build, made with its process (startAhead). */
  private linksAhead: Promise<EarlyLinks | null> | null = null;
  private closed = false;
  /** The search index the next build's quiet period began (`gathering`). */
  private gatheredSearch: {
    id: string;
    articles: ReadonlySet<string>;
    search: Promise<SearchAhead | null>;
  } | null = null;

  constructor(options: RebuildOptions) {
    this.options = options;
    this.goLive = options.goLive;
    this.reportFile = path.join(options.siteDir, BUILD_REPORT_FILE);
    this.facts = new ReleaseFacts(options.releasesDir, options.guardedSecrets);
    this.ahead = options.startAhead
      ? new BuildAhead(
          () =>
            new BuildProcess(
              options.buildCommand,
              options.siteDir,
              { ...this.buildEnv([], false), [WAIT_FOR_CHANGES_ENV]: '1' },
              AHEAD_NICENESS,
            ),
        )
      : null;
  }

  /**
   * When builds start ahead (`startAhead`): starts the next build's process now, and links
   * the live release for it, so neither takes cores from the build once its webhook comes.
   */
  prepareNext(): void {
    if (!this.ahead || this.closed) return;
    this.ahead.prepare();
    const { releasesDir } = this.options;
    this.linksAhead ??= liveRelease(releasesDir).then((live) =>
      live
        ? startEarlyLinks(releasesDir, `ahead-${createReleaseId()}`, live, { ahead: true })
        : null,
    );
  }

  /** Stops a build process waiting for its webhook and drops its links; none start after this. */
  async close(): Promise<void> {
    this.closed = true;
    await this.ahead?.close();
    await (await this.takeLinksAhead())?.discard();
    const gathered = this.gatheredSearch;
    this.gatheredSearch = null;
    await (await gathered?.search)?.discard();
  }

  /**
   * In the next build's quiet period: its search index reads the live pages before the build
   * needs the cores, once the Gatsby started ahead waits (the build takes the index if it names
   * no other article).
   */
  gathering(build: GatheredBuild): void {
    const earlier = this.gatheredSearch;
    if (earlier?.id === build.id && build.articles.every((id) => earlier.articles.has(id))) return;
    this.gatheredSearch = null;
    void earlier?.search.then((search) => search?.discard());
    if (this.closed) return;
    this.gatheredSearch = {
      id: build.id,
      articles: new Set(build.articles),
      search: this.startSearchAhead(build),
    };
  }

  async buildAndPublish(context: BuildContext): Promise<BuildJobResult> {
    const search = await this.searchAhead(context);
    try {
      return await this.run(context, search);
    } finally {
      // After the search index too, so the next build's start does not slow it down; before
      // the links read ahead are removed, which nobody waits for.
      this.prepareNext();
      await search?.discard();
    }
  }

  /**
   * The build's search index read ahead, if its quiet period began it for these articles. None
   * begins now: beside Gatsby, Pagefind's reading had doubled Gatsby's bootstrap in the bench.
   */
  private async searchAhead(context: BuildContext): Promise<SearchAhead | null> {
    const gathered = this.gatheredSearch;
    this.gatheredSearch = null;
    const covers =
      gathered?.id === context.id &&
      !context.fullRefresh &&
      context.articles.every((id) => gathered.articles.has(id));
    if (gathered && covers) return gathered.search;
    // Not waited for: it ends once its reading does, and the build must not wait for that.
    void gathered?.search.then((search) => search?.discard());
    return null;
  }

  /**
   * A search index begun from the live release's pages, but those of the articles the build
   * fetches again; none when the build may change any page (every article refetched).
   */
  private async startSearchAhead({
    id,
    articles,
    fullRefresh,
  }: GatheredBuild): Promise<SearchAhead | null> {
    const { startSearchIndex, releasesDir } = this.options;
    if (!startSearchIndex || !this.indexLater || fullRefresh || articles.length === 0) return null;
    const live = await liveRelease(releasesDir);
    if (!live) return null;
    return startSearchAhead({
      releasesDir,
      id,
      live,
      changedArticles: articles,
      start: startSearchIndex,
      // Pagefind's reading takes both cores for some seconds: beside the start of the Gatsby
      // that waits for this build, it made that start spill past the quiet period.
      after: this.ahead?.started(),
      niceness: this.ahead ? AHEAD_NICENESS : 0,
    });
  }

  private async takeLinksAhead(): Promise<EarlyLinks | null> {
    const links = await this.linksAhead;
    this.linksAhead = null;
    return links ?? null;
  }

  /** The live release's files linked for build `id`: ahead of it if still live, else now. */
  private async earlyLinks(
    id: string,
    live: string | null,
    log: (line: string) => void,
  ): Promise<EarlyLinks | null> {
    const ahead = await this.takeLinksAhead();
    if (ahead?.from === live) return ahead;
    if (ahead) {
      log('another release went live since the last build; linking the live one for this build');
      await ahead.discard();
    }
    return live ? startEarlyLinks(this.options.releasesDir, id, live) : null;
  }

  /** Whether the build leaves the search index to the server (built once the pages are live). */
  private get indexLater(): boolean {
    return Boolean(this.options.buildSearchIndex);
  }

  private buildEnv(articles: readonly string[], fullRefresh: boolean): Record<string, string> {
    return webhookBuildEnv(articles, fullRefresh, this.reportFile, this.indexLater);
  }

  /** The build's process: the one started ahead, told its articles, or a new one. */
  private startBuild(
    articles: readonly string[],
    fullRefresh: boolean,
    log: (line: string) => void,
  ): BuildProcess {
    const waiting = this.ahead?.take(log);
    if (waiting) {
      waiting.tell(changesLine(fullRefresh ? [] : articles));
      log('Gatsby started ahead of this build and waited for its articles');
      return waiting;
    }
    const build = new BuildProcess(
      this.options.buildCommand,
      this.options.siteDir,
      this.buildEnv(articles, fullRefresh),
    );
    build.closeInput();
    return build;
  }

  private async run(
    { id, articles, fullRefresh, log: rawLog, signal, attachReport, phase, step }: BuildContext,
    searchAhead: SearchAhead | null,
  ): Promise<BuildJobResult> {
    const { options, facts, reportFile } = this;
    const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const started = Date.now();
      step?.(name);
      try {
        return await run();
      } finally {
        phase(name, Date.now() - started);
      }
    };
    const log = (line: string) => rawLog(redactText(line, options.redactedValues));
    // A report left by an earlier build must not pass for this one's.
    await fs.rm(reportFile, { force: true });
    log(`$ ${options.buildCommand}`);
    if (articles.length > 0) log(`articles to refetch: ${articles.length}`);
    // Gatsby's own steps, read from its output, follow the 'gatsby build' step in the status.
    const gatsbySteps = gatsbyStepReader();
    const liveAtStart = await liveRelease(options.releasesDir);
    const early = await this.earlyLinks(id, liveAtStart, log);
    // Not awaited: the build starts now, whatever Pagefind is doing.
    void searchAhead?.yieldToBuild();
    try {
      await timed('gatsby build', () =>
        superviseBuild(
          this.startBuild(articles, fullRefresh, log),
          (line) => {
            gatsbySteps.onLine(line);
            log(line);
          },
          signal,
          { timeoutMs: options.timeoutMs },
        ),
      );
    } catch (error) {
      await early?.discard();
      throw error;
    } finally {
      for (const step of gatsbySteps.steps()) {
        phase(
          step.name,
          step.seconds * 1000,
          step.pages === undefined ? {} : { pages: step.pages },
        );
      }
      const { report, problem } = await readBuildReport(reportFile);
      if (problem) log(problem);
      attachReport(report);
    }
    const liveDir = await liveRelease(options.releasesDir);
    let linkFrom = liveDir;
    const staged = await timed('staging copy', async () => {
      const prelinked = (await early?.linkedFor(id)) ?? null;
      if (early && !prelinked) {
        log('the live release could not be linked while the build ran; staging links it now');
      }
      // The release linked early, even if staff switched to another meanwhile: its files and
      // its record of them are what the comparison needs.
      if (prelinked && early) {
        linkFrom = early.from;
        // Its pages counted from the links, so the first build after a restart does not list
        // the live release again for the site check.
        facts.counted(path.basename(early.from), countPages(prelinked));
      }
      return stageLinkedRelease({
        siteDir: options.siteDir,
        releasesDir: options.releasesDir,
        id,
        linkFrom,
        searchFrom: this.indexLater ? linkFrom : undefined,
        prelinked,
      });
    });
    const releaseDir = path.join(options.releasesDir, id);
    facts.staged(id, staged.htmlFiles);
    const incomplete = await timed('site check', () =>
      checkBuiltSite(releaseDir, options.requiredPages, liveDir, {
        built: staged.htmlFiles,
        live: liveDir ? facts.htmlCount(path.basename(liveDir)) : undefined,
        written: staged.copied,
      }),
    );
    const { usable } = splitUsableSecrets(options.guardedSecrets);
    if (usable.length > 0) {
      const linkedScanned = linkFrom !== null && (await facts.wasScanned(path.basename(linkFrom)));
      const leaks = await timed('secret scan', () =>
        linkedScanned
          ? findSecretsInFiles(releaseDir, staged.copied, usable)
          : findSecretsInDir(releaseDir, usable),
      );
      if (leaks.length > 0) {
        await this.goLive.discard(id);
        const found = leaks.map((leak) => `${leak.secretName} in ${leak.file}`).join(', ');
        throw new Error(`credentials found in the built files (${found}); not publishing`);
      }
    }
    await facts.markScanned(id);
    log(`staged release ${id}: ${staged.copied.length} file(s) copied, ${staged.linked} linked`);
    if (incomplete) {
      // Kept, so staff can still look at it and publish it by hand (POST /hooks/publish).
      log(`kept release ${id}, not published: ${incomplete}`);
      return { published: false, keptBecause: incomplete };
    }
    const result = await timed('switch', () => this.goLive.publishBuild(id));
    if (!result.live) {
      log(`kept release ${id}, not published: publishing is locked (${result.lock.reason})`);
      return { published: false, keptBecause: `publishing is locked (${result.lock.reason})` };
    }
    log(`published release ${id}`);
    if (!options.buildSearchIndex) return { published: true };
    const searchIndexError = await followWithSearchIndex(id, {
      goLive: this.goLive,
      buildIndex: options.buildSearchIndex,
      secrets: usable,
      facts,
      log,
      timed,
      supersededGraceMs: options.supersededGraceMs,
      ahead: searchAhead
        ? {
            search: searchAhead,
            built: {
              htmlFiles: staged.pages,
              linkedFrom: linkFrom,
              written: new Set(staged.copied),
            },
          }
        : undefined,
    });
    return searchIndexError ? { published: true, searchIndexError } : { published: true };
  }
}
