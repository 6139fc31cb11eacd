import { spawn } from 'node:child_process';

/** Lines a build started ahead keeps until someone follows it; the oldest go first. */
const KEPT_LINES = 2000;

/** How a build process ended: its exit code, or the signal that stopped it. */
interface BuildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * A build command running in its own process group. Its output is kept line by line until
 * `follow` is called (a build started ahead of its webhook), then handed on as it comes.
 */
export class BuildProcess {
  /** Settles when the process has exited and its output is read. */
  readonly exited: Promise<BuildExit>;
  private readonly child;
  private readonly kept: string[] = [];
  private dropped = 0;
  private onLine: ((line: string) => void) | null = null;
  private hasExited = false;
  private readonly lineWaiters: Array<{ text: string; seen: () => void }> = [];

  /** `niceness`: the process group's scheduling priority (0 normal, 19 the lowest). */
  constructor(command: string, cwd: string, extraEnv: Record<string, string>, niceness = 0) {
    // The build has no use for the webhook secrets or the staff console's, so it never sees them.
    const env = { ...process.env, ...extraEnv };
    delete env.REBUILD_WEBHOOK_SECRET;
    delete env.REBUILD_WEBHOOK_TOKEN;
    delete env.NOTIFY_SECRET;
    delete env.STAFF_OIDC_CLIENT_SECRET;
    delete env.STAFF_SESSION_SECRET;
    // Through nice(1), so the shell and all it starts have the priority from their first
    // instruction (set on the shell after it started, a child it had forked already missed it).
    const [file, args] =
      niceness === 0
        ? ['/bin/sh', ['-c', command]]
        : ['nice', ['-n', String(niceness), '/bin/sh', '-c', command]];
    this.child = spawn(file, args, {
      cwd,
      detached: true,
      // CI makes Gatsby print plain lines instead of redrawing progress bars.
      env: { ...env, CI: env.CI ?? 'true' },
      // Standard input is how a build started ahead learns its changed articles; when the
      // server goes, it closes, and a waiting build stops by itself.
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    // A build that never reads its input must not fail the server when it is written to.
    this.child.stdin.on('error', () => {});
    const streamsRead = [this.child.stdout, this.child.stderr].map(
      (stream) =>
        new Promise<void>((resolve) => {
          let pending = '';
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => {
            const lines = (pending + chunk).split(/\r?\n/);
            pending = lines.pop() ?? '';
            lines.forEach((line) => this.hand(line));
          });
          stream.on('end', () => {
            if (pending) this.hand(pending);
            resolve();
          });
        }),
    );
    this.exited = new Promise((resolve, reject) => {
      this.child.on('error', reject);
      this.child.on('close', (code, signal) => {
        this.hasExited = true;
        void Promise.all(streamsRead).then(() => resolve({ code, signal }));
      });
    });
    // Nobody may be waiting yet (a build started ahead); a spawn error is read from `exited`.
    this.exited.catch(() => {});
  }

  get running(): boolean {
    return !this.hasExited && this.child.exitCode === null;
  }

  /** The exit code once exited normally; null while running or when a signal stopped it. */
  get exitCode(): number | null {
    return this.child.exitCode;
  }

  /** Hands every line so far, then each new one, to `onLine`. */
  follow(onLine: (line: string) => void): void {
    if (this.dropped > 0) onLine(`(${this.dropped} earlier lines of the build's output left out)`);
    this.kept.splice(0).forEach(onLine);
    this.onLine = onLine;
  }

  /** Resolves once a line holding `text` is printed (or was, unfollowed), or the process exited. */
  printed(text: string): Promise<void> {
    if (!this.running || this.kept.some((line) => line.includes(text))) return Promise.resolve();
    return new Promise((resolve) => {
      this.lineWaiters.push({ text, seen: resolve });
      void this.exited.catch(() => undefined).then(() => resolve());
    });
  }

  /** Writes one line to the build's standard input. */
  tell(line: string): void {
    this.child.stdin.write(line.endsWith('\n') ? line : `${line}\n`);
  }

  closeInput(): void {
    this.child.stdin.end();
  }

  /** Signals the whole group (e.g. `npx` and the Gatsby workers it started), not just the shell. */
  signalGroup(name: NodeJS.Signals): void {
    try {
      if (this.child.pid) process.kill(-this.child.pid, name);
    } catch {
      // the group has already exited
    }
  }

  /** Stops the group: SIGTERM so Gatsby's workers stop cleanly, SIGKILL after `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.running) return;
    this.closeInput();
    this.signalGroup('SIGTERM');
    const forceKill = setTimeout(() => this.signalGroup('SIGKILL'), graceMs);
    await this.exited.catch(() => {});
    clearTimeout(forceKill);
    this.signalGroup('SIGKILL');
  }

  private hand(line: string): void {
    for (const waiter of this.lineWaiters.filter((one) => line.includes(one.text))) {
      this.lineWaiters.splice(this.lineWaiters.indexOf(waiter), 1);
      waiter.seen();
    }
    if (this.onLine) {
      this.onLine(line);
      return;
    }
    this.kept.push(line);
    if (this.kept.length > KEPT_LINES) {
      this.kept.shift();
      this.dropped += 1;
    }
  }
}

/**
 * Follows a build to its end, streaming its output line by line. Resolves on exit code 0,
 * rejects otherwise. Aborting, or running past `timeoutMs`, stops the whole group.
 */
export async function superviseBuild(
  build: BuildProcess,
  onLine: (line: string) => void,
  signal?: AbortSignal,
  limits: { timeoutMs?: number; killGraceMs?: number } = {},
): Promise<void> {
  let timedOut = false;
  const stop = () => void build.stop(limits.killGraceMs);
  signal?.addEventListener('abort', stop, { once: true });
  if (signal?.aborted) stop();
  const deadline =
    limits.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          onLine(
            `the build ran longer than ${describeDuration(limits.timeoutMs ?? 0)}; stopping it`,
          );
          stop();
        }, limits.timeoutMs);
  build.follow(onLine);
  try {
    const { code, signal: killedBy } = await build.exited;
    // The group may outlive the shell: make sure nothing of a stopped build keeps running.
    if (timedOut || signal?.aborted) build.signalGroup('SIGKILL');
    if (timedOut) {
      throw new Error(
        `the build took longer than ${describeDuration(limits.timeoutMs ?? 0)} and was stopped`,
      );
    }
    if (code !== 0) {
      throw new Error(
        `build command failed (${killedBy ? `signal ${killedBy}` : `exit code ${code}`})`,
      );
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    clearTimeout(deadline);
  }
}

/**
 * Runs a shell command in its own process group, streaming its output line by line.
 * Resolves on exit code 0, rejects otherwise. Aborting kills the whole group (e.g. `npx` and
 * the Gatsby workers it started), not just the shell.
 */
export function runBuildCommand(
  command: string,
  cwd: string,
  onLine: (line: string) => void,
  signal?: AbortSignal,
  extraEnv: Record<string, string> = {},
  limits: { timeoutMs?: number; killGraceMs?: number } = {},
): Promise<void> {
  const build = new BuildProcess(command, cwd, extraEnv);
  // Nothing more to say to it: a build that waits for input sees its end, rather than hang.
  build.closeInput();
  return superviseBuild(build, onLine, signal, limits);
}

function describeDuration(ms: number): string {
  return ms >= 60_000 && ms % 60_000 === 0
    ? `${ms / 60_000} minutes`
    : `${Math.round(ms / 1000)} seconds`;
}
