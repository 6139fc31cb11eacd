import type { ChildProcess } from 'child_process';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as Record<string, unknown>).__E2E_SERVER__ as ChildProcess | undefined;
  if (!server || server.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  });
}
