import { spawn, type ChildProcess } from 'child_process';

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });

/** Starts a long-running command and resolves once `healthUrl` answers 200. */
export const startService = async (
  name: string,
  command: string,
  args: string[],
  healthUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; stop: () => Promise<void> }> => {
  // Its own process group: `npx` starts `tsx`, which starts `node`; signalling only `npx`
  // left the others running after `npm test` had finished.
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    detached: true,
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const killGroup = () => {
    try {
      process.kill(-(child.pid as number), 'SIGTERM');
    } catch {
      // The group is gone already.
    }
  };
  // Also when this process ends early (a failed step, Ctrl+C turned into exit).
  process.once('exit', killGroup);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      killGroup();
    });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (exited) throw new Error(`${name} exited before it was ready`);
    try {
      if ((await fetch(healthUrl)).ok) return { child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${name} did not answer ${healthUrl} within 30 s`);
};
