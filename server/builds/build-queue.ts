import type { BuildReport } from '../../contract/build-report';
import {
  type ArticleSet,
  checkedNames,
  checkedSet,
  EMPTY_SET,
  JsonFile,
  mergeSets,
  type SavedQueue,
} from './queue-state';
import { createReleaseId } from '../releases/releases';
import type { StateFs, StateLog } from '../shared/state-file';

/** What one build is asked to do, and where it reports back. */
export interface BuildContext {
  id: string;
  /** Articles whose bodies must be fetched again (from webhook calls). */
  articles: string[];
  /** The build fetches every article: a call named none, or more than the cap. */
  fullRefresh: boolean;
  log: (line: string) => void;
  signal: AbortSignal;
  /** Stores what the build's source plugin reported, for `GET /hooks/status`. */
  attachReport: (report: BuildReport | null) => void;
  /** Records how long a step took (shown in `GET /hooks/status`, read by the bench). */
  phase: (name: string, ms: number, details?: { pages?: number }) => void;
  /** Names the step that starts now (the console shows it while the build runs). */
  step?: (name: string) => void;
}

/** What a build that did not fail did with its release. */
export interface BuildJobResult {
  published: boolean;
  /** Why a release was kept instead of published: the lock, or a failed check of its pages. */
  keptBecause?: string;
  /** The pages went live but the search index that follows them failed (they stay live). */
  searchIndexError?: string;
}

/** One build: runs the command and publishes (or keeps) its release (RebuildJob, rebuild-job.ts). */
export interface BuildJob {
  buildAndPublish(build: BuildContext): Promise<BuildJobResult>;
  /**
   * The next build as gathered so far, while it waits for its quiet period and no build runs:
   * work that needs its articles may start before the build does. Called again on every call.
   */
  gathering?(build: GatheredBuild): void;
}

export interface GatheredBuild {
  id: string;
  articles: readonly string[];
  fullRefresh: boolean;
}

export interface BuildTrigger {
  reason: string;
  /** The articles the CMS changed; none: the call does not say, so every article is fetched. */
  articles?: readonly string[];
  /** The staff member who asked for it, by name (the console). */
  by?: string;
  /**
   * Start as soon as no build runs: a person asked (the console) or the schedule did. The quiet
   * period is for the CMS, which calls once per save; nobody else is still saving.
   */
  now?: boolean;
}

export interface BuildRecord {
  id: string;
  reason: string;
  articles: string[];
  fullRefresh: boolean;
  startedAt: string;
  finishedAt?: string;
  durationMs?: number;
  /** `kept`: built and kept, but not live (publishing locked, or the page check failed). */
  outcome?: 'succeeded' | 'kept' | 'failed';
  error?: string;
  keptBecause?: string;
  logTail: string[];
  /** The source plugin's report: skipped and repaired records, fallbacks. */
  report?: BuildReport | null;
  /** Seconds per step (quiet wait, gatsby build, secret scan, ...), in the order they ran. */
  phases: Array<{ name: string; seconds: number; pages?: number }>;
  searchIndexError?: string;
  /** Staff members who asked for this build (the console), by name. */
  by?: string[];
  /** The step running now (while the build runs). */
  step?: string;
}

interface QueuedBuild extends ArticleSet {
  id: string;
  reason: string;
  by?: string[];
  requestedAt: string;
  /** When the last call arrived; the build waits for a quiet period after it. */
  lastCallAt: string;
  /** When the build is due to start (if no build is running then). */
  startsAt: string;
  /** A call covered by it asked to start at once (BuildTrigger.now): no quiet period. */
  now?: boolean;
}

export interface BuildQueueStatus {
  /** Includes the live log tail, to watch a build as it runs. */
  running: BuildRecord | null;
  queued: QueuedBuild | null;
  last: BuildRecord | null;
  /** Articles of failed builds that the next build refetches. */
  carried: ArticleSet;
  /** Why the queue is not on disk (a full disk): it is kept in memory and saved again. */
  unsaved?: string;
}

export interface BuildQueueOptions {
  /** A build starts once no call came for this long (REBUILD_QUIET_S)... */
  quietMs?: number;
  /** ...or this long after the first call it covers (REBUILD_MAX_WAIT_S). */
  maxWaitMs?: number;
  /** More changed articles than this and the build refetches everything (the environment's limit). */
  maxArticles?: number;
  /** Where the queue is saved, so a restart loses no change; none: memory only. */
  stateFile?: string;
  /** Where a save the disk refused is told (it is kept in memory and retried). */
  log?: StateLog;
  /** The disk, for tests that make it full. */
  stateFs?: StateFs;
  onFinished?: (record: BuildRecord) => void;
}

const LOG_TAIL_LINES = 50;
/** 1,000 ids of up to 64 characters stay far below Linux's 128 KiB for one environment string. */
export const MAX_CHANGED_ARTICLES = 1000;

/**
 * Runs builds one at a time. Calls are gathered until a quiet period passes without a new one
 * (or the maximum wait is reached), and calls that arrive while a build runs collapse into a
 * single follow-up build, as Netlify does. Articles of a failed build carry into the next one;
 * everything not yet built is saved to disk.
 */
export class BuildQueue {
  private running: BuildRecord | null = null;
  private queued: QueuedBuild | null = null;
  private last: BuildRecord | null = null;
  private carried: ArticleSet = EMPTY_SET;
  private idle: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private readonly abort = new AbortController();
  private readonly saved: JsonFile<SavedQueue>;
  private readonly cap: number;

  // Typed fields, not constructor parameter properties: ctags reads those as a parameter
  // named `private`, and code navigation then loses `this.job` to the build it runs.
  private readonly job: BuildJob;
  private readonly options: BuildQueueOptions;

  constructor(job: BuildJob, options: BuildQueueOptions = {}) {
    this.job = job;
    this.options = options;
    this.saved = new JsonFile(options.stateFile ?? null, {
      log: options.log,
      fs: options.stateFs,
    });
    this.cap = options.maxArticles ?? MAX_CHANGED_ARTICLES;
  }

  /**
   * Reads what a previous process left unbuilt. A build that was running or gathered is
   * started again with all its articles; articles of failed builds stay carried.
   */
  resume(): string | null {
    const saved = this.saved.read();
    if (!saved) return null;
    this.carried = checkedSet(saved.carried);
    if (!saved.running && !saved.pending) return null;
    const set = mergeSets(this.cap, checkedSet(saved.running), checkedSet(saved.pending));
    // At once when a build was already running (its quiet period was over) or a person asked
    // for one to start at once; gathered CMS calls wait their quiet period again. Whoever
    // asked still sees the build named theirs.
    const by = checkedNames(saved.running?.by, saved.pending?.by);
    const startNow = saved.running !== null || saved.pending?.now === true;
    const id = this.gather('resumed after a restart', set, by, startNow);
    this.startWhenDue();
    return id;
  }

  /**
   * Gathers a call into the next build and returns that build's id. The build refetches the
   * articles of every call it covers, and every article when one of them names none ("Rebuild
   * now", the nightly rebuild): a story-only edit in the CMS is seen only by fetching the
   * article, so a build that is to show the CMS as it is cannot pick.
   */
  trigger(trigger: BuildTrigger): string {
    if (this.abort.signal.aborted) throw new Error('the build queue is stopped');
    const articles = [...(trigger.articles ?? [])];
    const id = this.gather(
      trigger.reason,
      mergeSets(this.cap, { articles, fullRefresh: articles.length === 0 }),
      trigger.by ? [trigger.by] : [],
      trigger.now,
    );
    this.startWhenDue();
    return id;
  }

  status(): BuildQueueStatus {
    const status = {
      running: this.running,
      queued: this.queued,
      last: this.last,
      carried: this.carried,
    };
    return this.saved.problem ? { ...status, unsaved: this.saved.problem } : status;
  }

  /** Resolves once no build is running or queued. */
  async whenIdle(): Promise<void> {
    while (this.running || this.queued) {
      await this.idle;
      if (!this.running && this.queued) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Kills a running build; the gathered one stays saved for the next start (server shutdown). */
  stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.abort.abort();
    this.saved.close();
    return this.idle;
  }

  private gather(
    reason: string,
    set: ArticleSet,
    by: readonly string[] = [],
    startNow?: boolean,
  ): string {
    const now = new Date();
    this.queued ??= {
      id: createReleaseId(),
      reason,
      requestedAt: now.toISOString(),
      lastCallAt: now.toISOString(),
      startsAt: now.toISOString(),
      ...EMPTY_SET,
    };
    const queued = this.queued;
    const newNames = by.filter((name) => !queued.by?.includes(name));
    if (newNames.length) queued.by = [...(queued.by ?? []), ...newNames];
    if (startNow) queued.now = true;
    const merged = mergeSets(this.cap, queued, set);
    queued.articles = merged.articles;
    queued.fullRefresh = merged.fullRefresh;
    queued.lastCallAt = now.toISOString();
    const quietEnds = now.getTime() + (queued.now ? 0 : (this.options.quietMs ?? 0));
    const deadline =
      this.options.maxWaitMs === undefined
        ? Infinity
        : Date.parse(queued.requestedAt) + this.options.maxWaitMs;
    queued.startsAt = new Date(
      Math.max(now.getTime(), Math.min(quietEnds, deadline)),
    ).toISOString();
    this.save();
    return queued.id;
  }

  private startWhenDue(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running || !this.queued || this.abort.signal.aborted) return;
    const wait = Date.parse(this.queued.startsAt) - Date.now();
    if (wait > 0) {
      this.timer = setTimeout(() => this.startWhenDue(), wait);
      // With the articles of failed builds, as it will run.
      const { id } = this.queued;
      this.job.gathering?.({ id, ...mergeSets(this.cap, this.queued, this.carried) });
      return;
    }
    const next = this.queued;
    this.queued = null;
    const set = mergeSets(this.cap, next, this.carried);
    this.carried = EMPTY_SET;
    const waited = Math.max(0, Date.now() - Date.parse(next.requestedAt)) / 1000;
    const record: BuildRecord = {
      id: next.id,
      reason: next.reason,
      ...(next.by ? { by: next.by } : {}),
      ...set,
      startedAt: new Date().toISOString(),
      logTail: [],
      // A build asked to start at once waited only for the build before it, if for anything.
      phases: next.now
        ? waited >= 1
          ? [{ name: 'wait for the build before', seconds: waited }]
          : []
        : [{ name: 'quiet wait', seconds: waited }],
    };
    this.running = record;
    this.save();
    this.idle = this.run(record);
  }

  private save(): void {
    const set = (value: (ArticleSet & { by?: string[] }) | null) =>
      value && {
        articles: value.articles,
        fullRefresh: value.fullRefresh,
        ...(value.by ? { by: value.by } : {}),
      };
    this.saved.write({
      running: set(this.running),
      pending: this.queued && {
        ...set(this.queued)!,
        reason: this.queued.reason,
        ...(this.queued.now ? { now: true } : {}),
      },
      carried: this.carried,
    });
  }

  private async run(record: BuildRecord): Promise<void> {
    const started = Date.now();
    const log = (line: string) => {
      record.logTail.push(line);
      if (record.logTail.length > LOG_TAIL_LINES) record.logTail.shift();
    };
    if (record.fullRefresh) log('this build fetches every article from the CMS again');
    try {
      const result = await this.job.buildAndPublish({
        id: record.id,
        articles: record.articles,
        fullRefresh: record.fullRefresh,
        log,
        signal: this.abort.signal,
        attachReport: (report) => {
          record.report = report;
        },
        phase: (name, ms, details) => record.phases.push({ name, seconds: ms / 1000, ...details }),
        step: (name) => {
          record.step = name;
        },
      });
      record.outcome = result.published ? 'succeeded' : 'kept';
      if (result.keptBecause) record.keptBecause = result.keptBecause;
      if (result.searchIndexError) record.searchIndexError = result.searchIndexError;
    } catch (error) {
      record.outcome = 'failed';
      record.error = (error as Error).message;
      log(`build failed: ${record.error}`);
      // At least once: what this build was to publish is refetched by the next one.
      this.carried = mergeSets(this.cap, this.carried, record);
    }
    delete record.step;
    record.finishedAt = new Date().toISOString();
    record.durationMs = Date.now() - started;
    this.last = record;
    // A build killed by a shutdown stays "running" on disk, so the next start builds it again.
    if (this.abort.signal.aborted) return;
    this.running = null;
    this.save();
    this.options.onFinished?.(record);
    const thisRun = this.idle;
    this.startWhenDue();
    // A follow-up started now is awaited too, so `idle` covers a whole chain of builds.
    if (this.idle !== thisRun) await this.idle;
  }
}
