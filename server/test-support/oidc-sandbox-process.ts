// The sandbox OpenID provider (sandbox/oidc) for server tests, in a child process: oidc-provider
// is ESM only, which Jest's CommonJS runtime cannot load. The port is OIDC_TEST_PORT, or any.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface OidcSandboxProcess {
  issuer: string;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..');

/** `extraArgs`: more of main.ts's options, e.g. `--without-logout` to play Google. */
export function startOidcSandboxProcess(
  consoleOrigin: string,
  extraArgs: string[] = [],
): Promise<OidcSandboxProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'sandbox', 'oidc', 'main.ts'),
      '--port',
      process.env.OIDC_TEST_PORT ?? '0',
      '--console',
      consoleOrigin,
      ...extraArgs,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the sandbox OpenID provider did not start:\n${output}`));
    }, 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const issuer = /\[oidc\] Issuer: (\S+)/.exec(output)?.[1];
      if (issuer) {
        clearTimeout(timer);
        resolve({ issuer, stop });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox OpenID provider exited (${code}):\n${output}`));
    });
  });
}
