// Runs Varnish with the site's VCL in the foreground (`varnishd -F`) as a child of this
// process, on loopback, with its own working directory so several can run side by side.
import { spawn } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { SITE_VCL, VARNISHD_PATH } from './ensure-varnish';

export interface EdgeOptions {
  /** Loopback port Varnish listens on. */
  port: number;
  /** The production server behind it. */
  backendPort: number;
  backendHost?: string;
  /** Cache size (varnishd -s malloc,<size>). */
  memory?: string;
}

export interface RunningEdge {
  url: string;
  stop: () => Promise<void>;
}

/** The repository's VCL with the backend pointed at the given server. */
export const siteVclFor = (host: string, port: number): string => {
  const vcl = fs.readFileSync(SITE_VCL, 'utf8');
  const backend = /(backend origin \{\s*\.host = )"[^"]*";(\s*\.port = )"[^"]*";/;
  if (!backend.test(vcl)) throw new Error(`${SITE_VCL}: no "backend origin" with .host and .port`);
  return vcl.replace(backend, `$1"${host}";$2"${port}";`);
};

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export const startVarnish = async (options: EdgeOptions): Promise<RunningEdge> => {
  // varnishd creates its working directory itself (as root it hands it to its own user);
  // the VCL it reads lives beside it.
  const workDir = path.join(os.tmpdir(), `edge-varnish-${options.port}`);
  const vclDir = `${workDir}-vcl`;
  for (const dir of [workDir, vclDir]) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(vclDir, { recursive: true });
  const vclFile = path.join(vclDir, 'site.vcl');
  fs.writeFileSync(vclFile, siteVclFor(options.backendHost ?? '127.0.0.1', options.backendPort));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const args = [
    '-F',
    '-n',
    workDir,
    '-a',
    `127.0.0.1:${options.port}`,
    '-f',
    vclFile,
    '-s',
    `malloc,${options.memory ?? '256m'}`,
    // No management port: nothing but this process steers it.
    '-T',
    'none',
    '-p',
    'vsl_space=8M',
    // As root, varnishd drops privileges itself; otherwise it cannot switch users.
    ...(isRoot ? [] : ['-j', 'none']),
  ];
  const child = spawn(VARNISHD_PATH, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const kill = () => {
    if (!exited) child.kill('SIGTERM');
  };
  // Stops with its parent, also when the parent ends through process.exit.
  process.once('exit', kill);
  const stop = () =>
    new Promise<void>((resolve) => {
      process.removeListener('exit', kill);
      if (exited) return resolve();
      child.once('exit', () => {
        for (const dir of [workDir, vclDir]) fs.rmSync(dir, { recursive: true, force: true });
        resolve();
      });
      kill();
    });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (exited) throw new Error(`varnishd exited before listening on ${options.port}`);
    if (await accepts(options.port)) return { url: `http://127.0.0.1:${options.port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`varnishd did not listen on ${options.port} within 30 s`);
};
