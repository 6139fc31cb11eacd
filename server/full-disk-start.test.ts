// Issue 50, finding 2: the server must start and serve with its releases on a full disk. The
// real `server/main.ts` runs in a child process, its releases on a small tmpfs this test mounts
// and fills to the last byte: a real ENOSPC, not an injected one.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hooksStateDir } from './shared/state-dir';
import { makeTempDir, writeBuiltSite } from './test-support/fake-site';
import { publishRelease } from './test-support/publish-release';
import { fillDisk, mountSmallDisk, unmountSmallDisk } from './test-support/small-disk';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '..');
const PURGE_URL = 'https://edge.example.org/purge';

let dir: string;
let disk: string;
let mounted = false;

beforeAll(() => {
  dir = makeTempDir('full-disk-start');
  disk = path.join(dir, 'disk');
  mounted = mountSmallDisk(disk, '6m');
});

afterAll(() => {
  if (mounted) unmountSmallDisk(disk);
  rmSync(dir, { recursive: true, force: true });
});

interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
}

/** `npm run serve`'s process, configured from the environment as in production. */
function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, LOG_FORMAT: 'json', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) resolve({ child, baseUrl: url, output: () => output, stop });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) =>
      reject(new Error(`the server exited (${code}) before it listened:\n${output}`)),
    );
  });
}

describe('issue 50 finding 2: the server starts and serves with its releases on a full disk', () => {
  test('the real server starts on a full filesystem, serves pages, and saves its state once there is room', async () => {
    if (!mounted) return;
    const siteDir = path.join(dir, 'site');
    const releasesDir = path.join(disk, 'releases');
    writeBuiltSite(siteDir, 'served from a full disk');
    await publishRelease({ siteDir, releasesDir });
    const filler = fillDisk(disk);

    const server = await startServer({
      SITE_DIR: siteDir,
      RELEASES_DIR: releasesDir,
      EDGE_PURGE_URLS: PURGE_URL,
      REBUILD_WEBHOOK_SECRET: 'full-disk-secret-0123456789abcdef0123456789',
      BUILD_COMMAND: 'false',
      // The staff console on too: its sign-in keeps state beside the releases as well.
      STAFF_OIDC_ISSUER: 'http://127.0.0.1:9/',
      STAFF_OIDC_CLIENT_ID: 'staff-console',
      STAFF_SESSION_SECRET: 'full-disk-session-secret-0123456789abcdef',
      STAFF_PUBLISHERS: 'staff@example.org',
    });
    try {
      const home = await fetch(`${server.baseUrl}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('served from a full disk');
      const health = await fetch(`${server.baseUrl}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      expect((await fetch(`${server.baseUrl}/staff/sign-in`)).status).toBe(200);
      // The operator reads why, in words, in the log.
      expect(server.output()).toMatch(/could not save edge-purge-urls\.json: the disk is full/);
    } finally {
      // Room again: the server saves what it could not (its last try is at shutdown).
      rmSync(filler, { recursive: true });
      expect(await server.stop()).toBe(0);
    }
    const saved = path.join(hooksStateDir(releasesDir), 'edge-purge-urls.json');
    expect(existsSync(saved) && JSON.parse(readFileSync(saved, 'utf8'))).toEqual([PURGE_URL]);
  });
});
