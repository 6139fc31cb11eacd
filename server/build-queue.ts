import type { PluapiBuildReport } from './build-report-file';
import { createReleaseId } from './releases';

/** What one build is asked to do, and where it reports back. */
export interface BuildContext {
  id: string;
  /** Articles whose bodies must be fetched again (from webhook calls); empty for a normal build. */
  articles: string[];
  log: (line: string) => void;
  signal: AbortSignal;
  /** Stores what the build's source plugin reported, for `GET /hooks/status`. */
  attachReport: (report: PluapiBuildReport | null) => void;
}

/** What a build that did not fail did with its release. */
export interface BuildJobResult {
  published: boolean;
  /** Why a release was kept instead of published: the lock, or a failed check of its pages. */
  keptBecause?: string;
}

/** One build: runs the command and publishes (or keeps) its release. */
export type BuildJob = (build: BuildContext) => Promise<BuildJobResult>;

export interface BuildTrigger {
  reason: string;
  articles?: readonly string[];
}

export interface BuildRecord {
  id: string;
  reason: string;
  articles: string[];
  startedAt: string;
  finishedAt?: string;
  durationMs?: number;
  /** `kept`: built and kept, but not live (publishing locked, or the page check failed). */
  outcome?: 'succeeded' | 'kept' | 'failed';
  error?: string;
  keptBecause?: string;
  logTail: string[];
  /** The source plugin's report: skipped and repaired records, fallbacks. */
  report?: PluapiBuildReport | null;
}

interface QueuedBuild {
  id: string;
  reason: string;
  requestedAt: string;
  articles: string[];
}

export interface BuildQueueStatus {
  /** Includes the live log tail, to watch a build as it runs. */
  running: BuildRecord | null;
  queued: QueuedBuild | null;
  last: BuildRecord | null;
}

const LOG_TAIL_LINES = 50;

/**
 * Runs builds one at a time. Triggers that arrive while a build runs collapse into a single
 * follow-up build, as Netlify does: the first and the last trigger of a burst each get a run,
 * and the follow-up sees every change made before it starts.
 */
export class BuildQueue {
  private running: BuildRecord | null = null;
  private queued: BuildQueueStatus['queued'] = null;
  private last: BuildRecord | null = null;
  private idle: Promise<void> = Promise.resolve();
  private readonly abort = new AbortController();

  constructor(
    private readonly job: BuildJob,
    private readonly onFinished: (record: BuildRecord) => void = () => {},
  ) {}

  /**
   * Starts or queues a build and returns the id of the build that will cover this trigger.
   * A queued build refetches the articles of every trigger it covers.
   */
  trigger(trigger: BuildTrigger): string {
    if (this.abort.signal.aborted) throw new Error('the build queue is stopped');
    const articles = [...new Set(trigger.articles ?? [])];
    if (!this.running)
      return this.start({ id: createReleaseId(), reason: trigger.reason, articles });
    this.queued ??= {
      id: createReleaseId(),
      reason: trigger.reason,
      requestedAt: new Date().toISOString(),
      articles: [],
    };
    this.queued.articles = [...new Set([...this.queued.articles, ...articles])];
    return this.queued.id;
  }

  status(): BuildQueueStatus {
    return { running: this.running, queued: this.queued, last: this.last };
  }

  /** Resolves once no build is running or queued. */
  whenIdle(): Promise<void> {
    return this.idle;
  }

  /** Kills a running build and drops the queued one (server shutdown). */
  stop(): Promise<void> {
    this.queued = null;
    this.abort.abort();
    return this.idle;
  }

  private start({ id, reason, articles }: Omit<QueuedBuild, 'requestedAt'>): string {
    const record: BuildRecord = {
      id,
      reason,
      articles,
      startedAt: new Date().toISOString(),
      logTail: [],
    };
    this.running = record;
    this.idle = this.run(record);
    return id;
  }

  private async run(record: BuildRecord): Promise<void> {
    const started = Date.now();
    const log = (line: string) => {
      record.logTail.push(line);
      if (record.logTail.length > LOG_TAIL_LINES) record.logTail.shift();
    };
    try {
      const result = await this.job({
        id: record.id,
        articles: record.articles,
        log,
        signal: this.abort.signal,
        attachReport: (report) => {
          record.report = report;
        },
      });
      record.outcome = result.published ? 'succeeded' : 'kept';
      if (result.keptBecause) record.keptBecause = result.keptBecause;
    } catch (error) {
      record.outcome = 'failed';
      record.error = (error as Error).message;
      log(`build failed: ${record.error}`);
    }
    record.finishedAt = new Date().toISOString();
    record.durationMs = Date.now() - started;
    this.last = record;
    this.running = null;
    this.onFinished(record);
    const next = this.queued;
    this.queued = null;
    if (next) {
      this.start(next);
      await this.idle;
    }
  }
}
