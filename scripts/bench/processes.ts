import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// Every child runs in its own process group, so stopping it also stops what it started
// (npx → tsx → node, gatsby → its workers). `stopAll` ends every group this run started
// and removes its temp dirs, also on failure or Ctrl-C.

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

export interface Step {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** The log file the child's stdout and stderr are appended to. */
  log: string;
}

const startProcess = (command: string, args: string[], step: Step): ChildProcess => {
  if (stopping) throw new Error('the bench is stopping');
  const output = fs.openSync(step.log, 'a');
  const child = spawn(command, args, {
    cwd: step.cwd,
    env: { ...process.env, ...step.env },
    stdio: ['ignore', output, output],
    detached: true, // its own process group
  });
  fs.closeSync(output);
  if (child.pid !== undefined) groups.add(child.pid);
  return child;
};

const exitOf = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : once(child, 'exit').then(
        ([code]) => code as number | null,
        () => -1, // could not start at all
      );

const signalGroup = (pid: number, signal: NodeJS.Signals | 0): boolean => {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // the group is already gone
  }
};

/** SIGTERM to each group; SIGKILL to whatever is still there 10 s later. */
const endGroups = async (pids: number[]): Promise<void> => {
  const alive = pids.filter((pid) => signalGroup(pid, 'SIGTERM'));
  for (let waited = 0; waited < 10_000 && alive.some((pid) => signalGroup(pid, 0)); waited += 250)
    await sleep(250);
  for (const pid of alive) signalGroup(pid, 'SIGKILL');
  for (const pid of pids) groups.delete(pid);
};

const stopProcess = (child: ChildProcess): Promise<void> =>
  endGroups(child.pid === undefined ? [] : [child.pid]);

const tail = (file: string): string =>
  fs.readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');

/**
 * Runs a command to its end; on failure the error carries the end of its log. The time
 * limit is no target, only a bound: a build whose lifecycle never resolves cannot keep
 * the bench running forever.
 */
export const runToEnd = async (
  command: string,
  args: string[],
  step: Step & { limitMinutes?: number; onStart?: (pid: number) => void },
): Promise<void> => {
  const child = startProcess(command, args, step);
  if (child.pid !== undefined) step.onStart?.(child.pid);
  const limitMinutes = step.limitMinutes ?? 30;
  let hung = false;
  const limit = setTimeout(() => {
    hung = true;
    void stopProcess(child);
  }, limitMinutes * 60_000);
  const code = await exitOf(child).finally(() => clearTimeout(limit));
  const what = `${path.basename(command)} ${args.join(' ')}`;
  if (hung)
    throw new Error(`${what} ran for ${limitMinutes} min and was stopped (log: ${step.log})`);
  if (code !== 0)
    throw new Error(`${what} exited with ${code} (log: ${step.log})\n${tail(step.log)}`);
};

/** Starts a service and waits (at most 150 s) until `url` answers 200. */
export const startService = async (
  command: string,
  args: string[],
  step: Step,
  url: string,
): Promise<() => Promise<void>> => {
  const child = startProcess(command, args, step);
  for (
    let attempt = 0;
    attempt < 600 && child.exitCode === null && !child.signalCode;
    attempt += 1
  ) {
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return () => stopProcess(child);
    await sleep(250);
  }
  await stopProcess(child);
  throw new Error(`no answer from ${url} (log: ${step.log})\n${tail(step.log)}`);
};

/** A port nobody listens on right now, from the kernel. */
export const freePort = async (): Promise<number> => {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
};

export const stopAll = async (): Promise<void> => {
  stopping = true;
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  cleanups.clear();
  await endGroups([...groups]);
  for (const dir of tempDirs) removeTempDir(dir);
};

export const currentLogDir = (): string | undefined => logDir;

export const isStopping = (): boolean => stopping;
