import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Every child runs in its own process group, so stopping it also stops what it started
// (npx → tsx → node, gatsby → its workers). `stopAll` ends every group this run started.

const groups = new Set<number>();
const cleanups = new Set<() => Promise<void>>();
const tempDirs = new Set<string>();
let logDir: string | undefined;
// Once stopping (Ctrl-C, or the end), nothing new may start: a step that saw its child
// killed would otherwise carry on with the next one.
let stopping = false;

/** A fresh directory under the temp dir, removed by `stopAll` at the latest. */
export const makeTempDir = (prefix: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
};

export const removeTempDir = (dir: string): void => {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
};

/** Where each child's output goes (one file per step), kept after the run for diagnosis. */
export const logPath = (name: string): string => {
  logDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'bench-logs-'));
  return path.join(logDir, `${name.replace(/[^\w.-]+/g, '-')}.log`);
};

export const onCleanup = (cleanup: () => Promise<void>): (() => void) => {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
};

export const startProcess = (
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  log: string,
) => {
  if (stopping) throw new Error('the bench is stopping');
  const output = fs.openSync(log, 'a');
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', output, output],
    detached: true,
  });
  fs.closeSync(output);
  if (child.pid !== undefined) groups.add(child.pid);
  return child;
};

export const exitOf = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => {
        child.once('exit', (code) => resolve(code));
        child.once('error', () => resolve(-1)); // could not start at all
      });

const signalGroup = (pid: number, signal: NodeJS.Signals | 0): boolean => {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // the group is already gone
  }
};

export const stopProcess = async (child: ChildProcess): Promise<void> => {
  if (child.pid === undefined) return;
  const exited = exitOf(child);
  signalGroup(child.pid, 'SIGTERM');
  const pid = child.pid;
  const force = setTimeout(() => signalGroup(pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
  signalGroup(pid, 'SIGKILL'); // stragglers whose leader already left
  groups.delete(pid);
};

const tail = (file: string, lines = 30): string =>
  fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');

/** Runs a command to its end; on failure the error carries the end of its log. */
export const runToEnd = async (
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  log: string,
) => {
  const code = await exitOf(startProcess(command, args, cwd, env, log));
  if (code !== 0)
    throw new Error(
      `${path.basename(command)} ${args.join(' ')} exited with ${code} (log: ${log})\n${tail(log)}`,
    );
};

/** Waits (bounded) until `url` answers 200 while `child` is still running. */
export const waitUntilReady = async (
  child: ChildProcess,
  url: string,
  log: string,
): Promise<void> => {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopProcess(child);
  throw new Error(`no answer from ${url} (log: ${log})\n${tail(log)}`);
};

/** A port nobody listens on right now, from the kernel. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export const stopAll = async (): Promise<void> => {
  stopping = true;
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  cleanups.clear();
  const alive = [...groups].filter((pid) => signalGroup(pid, 'SIGTERM'));
  for (let attempt = 0; attempt < 40 && alive.some((pid) => signalGroup(pid, 0)); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  for (const pid of alive) signalGroup(pid, 'SIGKILL');
  groups.clear();
  for (const dir of tempDirs) removeTempDir(dir);
};

export const currentLogDir = (): string | undefined => logDir;

export const isStopping = (): boolean => stopping;
