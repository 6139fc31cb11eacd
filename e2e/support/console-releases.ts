// Releases for the staff console's browser tests. The proxy and edge servers of
// playwright.config.ts serve releases from `releasesDirFor(port)` (empty, so public/ is served,
// unless a test stages some) and run builds through their signed hooks with a build command
// that leaves public/ as it is: a "build" then stages the proxy-mode build in public/.
import { randomUUID } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { stageRelease } from '../../server/releases/staging';
import { publishRelease } from '../../server/test-support/publish-release';
import { signHookCall } from '../../server/shared/webhook-signature';

const ROOT = path.resolve(__dirname, '../..');

/** A test-only secret: the servers of the browser tests listen on loopback only. */
export const E2E_HOOKS_SECRET = 'e2e-only-rebuild-secret-0123456789abcdef';

/** Where the browser tests' server on `port` keeps its releases. */
export const releasesDirFor = (port: number): string =>
  path.join(os.tmpdir(), `e2e-releases-${port}`);

/** The server settings that let a signed hook call start a "build" of public/ at once. */
export const hookBuildEnv = {
  REBUILD_WEBHOOK_SECRET: E2E_HOOKS_SECRET,
  BUILD_COMMAND: 'true',
  // `true` does not wait for a webhook (contract/build-ahead.ts): nothing to start ahead.
  BUILD_AHEAD: 'off',
  REBUILD_QUIET_S: '0',
};

/**
 * Empties a releases folder: the server then serves public/ again. Each entry is moved aside
 * first (one rename each, at once) and deleted afterwards: deleting a whole release in place
 * takes long enough that the server, seeing releases but no `current`, answered 503 to the
 * edge's health probe, which then took the server for down and failed the next test's page.
 */
export const clearReleases = (releasesDir: string): void => {
  fs.mkdirSync(releasesDir, { recursive: true });
  const aside = fs.mkdtempSync(path.join(path.dirname(releasesDir), '.cleared-releases-'));
  // `current` first, so the server never points at a half-moved release.
  fs.rmSync(path.join(releasesDir, 'current'), { force: true });
  for (const entry of fs.readdirSync(releasesDir)) {
    fs.renameSync(path.join(releasesDir, entry), path.join(aside, entry));
  }
  fs.rmSync(aside, { recursive: true, force: true });
};

/** Resolves once `/healthz` answers 200 at `origin` (through the edge: once it sees the server up). */
export async function untilHealthy(origin: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const answer = await fetch(`${origin}/healthz`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin}/healthz did not answer 200 within ${timeoutMs / 1000} s`);
}

/** A copy of the built site (public/ and its routing tables) that a test may change. */
export class SiteCopy {
  readonly siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-site-'));

  constructor() {
    fs.cpSync(path.join(ROOT, 'public'), path.join(this.siteDir, 'public'), { recursive: true });
    fs.mkdirSync(path.join(this.siteDir, '.cache'));
    for (const name of ['redirects.json', 'match-paths.json']) {
      const from = path.join(ROOT, '.cache', name);
      if (fs.existsSync(from)) fs.copyFileSync(from, path.join(this.siteDir, '.cache', name));
    }
  }

  /** Publishes the copy as it is now: it goes live. */
  publish = (releasesDir: string): Promise<string> =>
    publishRelease({ siteDir: this.siteDir, releasesDir });

  /** Stages the copy as it is now: kept, not live. */
  stage = (releasesDir: string): Promise<string> =>
    stageRelease({ siteDir: this.siteDir, releasesDir });

  /** Replaces `from` with `to` in the given files of public/. */
  replace(files: string[], from: string, to: string): void {
    for (const file of files) {
      const full = path.join(this.siteDir, 'public', file);
      const text = fs.readFileSync(full, 'utf8');
      if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
      fs.writeFileSync(full, text.split(from).join(to));
    }
  }

  remove(): void {
    fs.rmSync(this.siteDir, { recursive: true, force: true });
  }
}

/** One article of the build in public/ whose title is plain words: its path and title. */
export const plainArticle = (): { pathname: string; title: string } => {
  const dir = path.join(ROOT, 'public', 'news', 'article');
  for (const slug of fs.readdirSync(dir).sort()) {
    const page = path.join(dir, slug, 'index.html');
    if (!fs.existsSync(page)) continue;
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(fs.readFileSync(page, 'utf8'))?.[1];
    if (title && /^[A-Za-z0-9 ,]+$/.test(title))
      return { pathname: `/news/article/${slug}/`, title };
  }
  throw new Error('no article with a plain title in public/news/article');
};

/** A signed call to a hook of the server at `origin`, as the CMS makes it. */
export const callHook = async (origin: string, hookPath: string, body = ''): Promise<Response> => {
  const method = hookPath === '/hooks/status' ? 'GET' : 'POST';
  const timestamp = Math.floor(Date.now() / 1000);
  const deliveryId = randomUUID();
  const signature = signHookCall(E2E_HOOKS_SECRET, {
    method,
    path: hookPath,
    body,
    timestamp,
    deliveryId,
  });
  return fetch(`${origin}${hookPath}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-webhook-timestamp': String(timestamp),
      'x-webhook-id': deliveryId,
      'x-webhook-signature': signature,
    },
    ...(method === 'POST' ? { body } : {}),
  });
};
