import { spawn } from 'node:child_process';

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
  // The build has no use for the webhook secrets or the staff console's, so it never sees them.
  const env = { ...process.env, ...extraEnv };
  delete env.REBUILD_WEBHOOK_SECRET;
  delete env.REBUILD_WEBHOOK_TOKEN;
  delete env.NOTIFY_SECRET;
  delete env.STAFF_OIDC_CLIENT_SECRET;
  delete env.STAFF_SESSION_SECRET;
  return new Promise((resolve, reject) => {
    const child = spawn(command, {
      cwd,
      shell: true,
      detached: true,
      // CI makes Gatsby print plain lines instead of redrawing progress bars.
      env: { ...env, CI: env.CI ?? 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const signalGroup = (name: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, name);
      } catch {
        // the group has already exited
      }
    };
    let forceKill: NodeJS.Timeout | undefined;
    // SIGTERM first so Gatsby's workers can stop cleanly; SIGKILL for a group that ignores it.
    const kill = () => {
      signalGroup('SIGTERM');
      forceKill ??= setTimeout(() => signalGroup('SIGKILL'), limits.killGraceMs ?? 10_000);
    };
    signal?.addEventListener('abort', kill, { once: true });
    let timedOut = false;
    const deadline =
      limits.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            onLine(
              `the build ran longer than ${describeDuration(limits.timeoutMs ?? 0)}; stopping it`,
            );
            kill();
          }, limits.timeoutMs);

    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (pending + chunk).split(/\r?\n/);
        pending = lines.pop() ?? '';
        lines.forEach(onLine);
      });
      stream.on('end', () => pending && onLine(pending));
    }
    child.on('error', reject);
    child.on('close', (code, killedBy) => {
      signal?.removeEventListener('abort', kill);
      clearTimeout(deadline);
      clearTimeout(forceKill);
      // The group may outlive the shell: make sure nothing of a stopped build keeps running.
      if (timedOut || signal?.aborted) signalGroup('SIGKILL');
      if (timedOut) {
        reject(
          new Error(
            `the build took longer than ${describeDuration(limits.timeoutMs ?? 0)} and was stopped`,
          ),
        );
      } else if (code === 0) resolve();
      else
        reject(
          new Error(
            `build command failed (${killedBy ? `signal ${killedBy}` : `exit code ${code}`})`,
          ),
        );
    });
  });
}

function describeDuration(ms: number): string {
  return ms >= 60_000 && ms % 60_000 === 0
    ? `${ms / 60_000} minutes`
    : `${Math.round(ms / 1000)} seconds`;
}
