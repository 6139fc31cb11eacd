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
): Promise<void> {
  // The build has no use for the webhook secrets, so it never sees them.
  const env = { ...process.env, ...extraEnv };
  delete env.REBUILD_WEBHOOK_SECRET;
  delete env.REBUILD_WEBHOOK_TOKEN;
  return new Promise((resolve, reject) => {
    const child = spawn(command, {
      cwd,
      shell: true,
      detached: true,
      // CI makes Gatsby print plain lines instead of redrawing progress bars.
      env: { ...env, CI: env.CI ?? 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // the group has already exited
      }
    };
    signal?.addEventListener('abort', kill, { once: true });

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
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `build command failed (${killedBy ? `signal ${killedBy}` : `exit code ${code}`})`,
          ),
        );
    });
  });
}
