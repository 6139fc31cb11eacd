import type { BuildProcess } from './build-runner';
import { WAITING_LINE } from '../../contract/build-ahead';

/**
 * The next build's process, started as soon as the last build is done, waiting before
 * sourcing for its changed articles (contract/build-ahead.ts). One at most, never beside a
 * running build: the job starts it only once a build is over, and takes it when one begins.
 */
export class BuildAhead {
  private waiting: BuildProcess | null = null;
  private closed = false;
  private readonly start: () => BuildProcess;

  constructor(start: () => BuildProcess) {
    this.start = start;
  }

  /** Starts the next build's process, unless one is waiting or the server is stopping. */
  prepare(): void {
    if (this.closed || this.waiting?.running) return;
    this.waiting = this.start();
  }

  /**
   * The waiting process, handed over; null when there is none, or when it stopped while it
   * waited (its output then goes to `log`, which says so).
   */
  take(log: (line: string) => void): BuildProcess | null {
    const build = this.waiting;
    this.waiting = null;
    if (!build || build.running) return build;
    build.follow(log);
    if (build.exitCode === 0) {
      // A build command that does not wait (not the site's Gatsby): nothing to gain ahead.
      this.closed = true;
      log(
        'the build command ran to its end without waiting for a webhook; builds start when called from now on',
      );
    } else {
      log('the build started ahead of this one had stopped (its output is above); starting anew');
    }
    return null;
  }

  /**
   * Resolves once the process started ahead waits for its articles (Gatsby's start is over), or
   * stopped; at once if none is started. Work that would take its cores waits for this.
   */
  started(): Promise<void> {
    return this.waiting?.printed(WAITING_LINE) ?? Promise.resolve();
  }

  /** Stops a waiting process, for good: the server is stopping. */
  async close(): Promise<void> {
    this.closed = true;
    const build = this.waiting;
    this.waiting = null;
    await build?.stop();
  }
}
