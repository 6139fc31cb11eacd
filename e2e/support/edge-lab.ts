// An edge of its own for the tests that restart the origin or publish releases: Varnish
// (scripts/edge/start-varnish.ts) in front of a production server child process, serving
// releases of a copy of the proxy-mode build in public/. Both on free loopback ports.
import { spawn, type ChildProcess } from 'child_process';
import { randomBytes, randomUUID } from 'crypto';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { startVarnish, type RunningEdge } from '../../scripts/edge/start-varnish';
import { SANDBOX_KEY, SANDBOX_TOKEN } from '../../scripts/sandbox-env';
import { publishRelease } from '../../server/test-support/publish-release';
import { signHookCall } from '../../server/shared/webhook-signature';
import { API } from './browser';

const ROOT = path.resolve(__dirname, '../..');
const SECRET = randomBytes(32).toString('hex');

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Release {
  release: string;
}

export class EdgeLab {
  private origin: ChildProcess | null = null;
  private varnish: RunningEdge | null = null;

  private constructor(
    readonly siteDir: string,
    readonly originPort: number,
    readonly edgePort: number,
    private readonly extraEnv: Record<string, string>,
  ) {}

  get edge(): string {
    return `http://127.0.0.1:${this.edgePort}`;
  }

  get originUrl(): string {
    return `http://127.0.0.1:${this.originPort}`;
  }

  get releasesDir(): string {
    return path.join(this.siteDir, 'releases');
  }

  /** The server's environment: proxy mode, trusting only the edge, purging it on releases. */
  get env(): Record<string, string> {
    return {
      PORT: String(this.originPort),
      HOST: '127.0.0.1',
      SITE_DIR: this.siteDir,
      RELEASES_DIR: this.releasesDir,
      SITE_URL: 'https://www.prolifeutah.org',
      GATSBY_PLUAPI_HOST: '',
      PLUAPI_HOST: API,
      PLUAPI_TOKEN: SANDBOX_TOKEN,
      PLUAPI_KEY: SANDBOX_KEY,
      TRUST_PROXY: '127.0.0.1',
      EDGE_PURGE_URLS: `${this.edge}/`,
      // Staff notifications are only logged unless a test gives NOTIFY_URL.
      NOTIFY_URL: '',
      REBUILD_WEBHOOK_SECRET: SECRET,
      // The tests change public/ themselves; a "build" then only has to succeed.
      BUILD_COMMAND: 'true',
      BUILD_AHEAD: 'off',
      // Build at once: no quiet period to gather more calls.
      REBUILD_QUIET_S: '0',
      REBUILD_CRON: 'off',
      ...this.extraEnv,
    };
  }

  /** Copies the built site, publishes it as the first release and starts both servers. */
  static async start(extraEnv: Record<string, string> = {}): Promise<EdgeLab> {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-lab-'));
    fs.cpSync(path.join(ROOT, 'public'), path.join(siteDir, 'public'), { recursive: true });
    for (const name of ['redirects.json', 'match-paths.json']) {
      fs.mkdirSync(path.join(siteDir, '.cache'), { recursive: true });
      fs.copyFileSync(path.join(ROOT, '.cache', name), path.join(siteDir, '.cache', name));
    }
    // The server checks a build has every page of src/pages before it goes live.
    fs.symlinkSync(path.join(ROOT, 'src'), path.join(siteDir, 'src'));
    const lab = new EdgeLab(siteDir, await freePort(), await freePort(), extraEnv);
    await publishRelease({ siteDir, releasesDir: lab.releasesDir });
    await lab.startOrigin();
    lab.varnish = await startVarnish({
      port: lab.edgePort,
      backendPort: lab.originPort,
      memory: '64m',
    });
    return lab;
  }

  async startOrigin(env: Record<string, string> = {}): Promise<void> {
    const child = spawn('npx', ['tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, ...env },
      stdio: 'ignore',
      detached: true,
    });
    this.origin = child;
    for (let attempt = 0; attempt < 120; attempt += 1) {
      if (child.exitCode !== null) throw new Error('the origin server exited at start');
      try {
        if ((await fetch(`${this.originUrl}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error('the origin server did not start within 30 s');
  }

  async stopOrigin(): Promise<void> {
    const child = this.origin;
    this.origin = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Its own group: npx, tsx and node all go.
    process.kill(-(child.pid as number), 'SIGTERM');
    await exited;
    // The port is free again once nothing answers on it.
    while (
      await fetch(`${this.originUrl}/healthz`).then(
        () => true,
        () => false,
      )
    )
      await sleep(50);
  }

  async close(): Promise<void> {
    await this.stopOrigin();
    await this.varnish?.stop();
    // Retried: a release's search index can still be linking files when the origin stops
    // (it failed once in CI with ENOTEMPTY on releases/).
    fs.rmSync(this.siteDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }

  /** Edits public/, as a new build would: `edit` gets each file's path and text. */
  changeSite(files: Record<string, (text: string) => string>): void {
    for (const [file, edit] of Object.entries(files)) {
      const full = path.join(this.siteDir, 'public', file);
      fs.writeFileSync(full, edit(fs.readFileSync(full, 'utf8')));
    }
  }

  /** A new webpack compilation hash everywhere, as every real build has. */
  newCompilationHash(): void {
    const appData = path.join(this.siteDir, 'public', 'page-data', 'app-data.json');
    const old = (JSON.parse(fs.readFileSync(appData, 'utf8')) as { webpackCompilationHash: string })
      .webpackCompilationHash;
    const fresh = randomBytes(old.length / 2).toString('hex');
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return walk(full);
        return /\.(html|json)$/.test(entry.name) ? [full] : [];
      });
    for (const file of walk(path.join(this.siteDir, 'public'))) {
      const text = fs.readFileSync(file, 'utf8');
      if (text.includes(old)) fs.writeFileSync(file, text.split(old).join(fresh));
    }
  }

  /** A signed call to one of the server's hooks, as staff or the CMS make it. */
  async hook(hookPath: string, body = ''): Promise<Response> {
    const method = hookPath === '/hooks/status' ? 'GET' : 'POST';
    const call = { method, path: hookPath, body, timestamp: Math.floor(Date.now() / 1000) };
    const deliveryId = randomUUID();
    const signature = signHookCall(SECRET, { ...call, deliveryId });
    return fetch(`${this.originUrl}${hookPath}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': String(call.timestamp),
        'x-webhook-id': deliveryId,
        'x-webhook-signature': signature,
      },
      ...(method === 'POST' ? { body } : {}),
    });
  }

  /** The live release, as the origin reports it. */
  async liveRelease(): Promise<string> {
    return ((await (await fetch(`${this.originUrl}/healthz`)).json()) as Release).release;
  }

  /** Waits until the origin has switched to `release` (the build and copy take a while). */
  async waitForRelease(release: string): Promise<void> {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      if ((await this.liveRelease()) === release) return;
      await sleep(50);
    }
    throw new Error(`release ${release} did not go live within 30 s`);
  }

  /** `npm run release -- <command>` with the server's environment. */
  releaseCli(command: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn('npx', ['tsx', 'server/cli/release-cli.ts', command], {
        cwd: ROOT,
        env: { ...process.env, ...this.env },
        stdio: 'ignore',
      });
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`release ${command} exited with ${code}`)),
      );
    });
  }
}
