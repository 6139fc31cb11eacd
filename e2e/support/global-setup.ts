import { spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { E2E_SERVER_PORT } from '../ports';

// The production server, serving the fresh build in public/ (no releases folder),
// exactly as a visitor would reach it.
export default async function globalSetup(): Promise<void> {
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-releases-'));
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so teardown stops the node process behind npx too.
    detached: true,
    env: {
      ...process.env,
      PORT: String(E2E_SERVER_PORT),
      HOST: '127.0.0.1',
      RELEASES_DIR: releasesDir,
      SITE_URL: 'https://www.prolifeutah.org',
      // The nightly rebuild is on by default; a test run must never start one.
      REBUILD_CRON: 'off',
    },
  });
  (globalThis as Record<string, unknown>).__E2E_SERVER__ = server;
  const url = `http://127.0.0.1:${E2E_SERVER_PORT}/healthz`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null)
      throw new Error('The production server exited before it was ready');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`The production server did not answer ${url}`);
}
