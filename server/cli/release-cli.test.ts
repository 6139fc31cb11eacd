import { execFile } from 'node:child_process';
import { appendFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { rememberPurgeUrls } from '../releases/edge-purge-targets';
import { releaseCli } from './release-cli';
import { openAuditLog } from '../audit/audit-log';
import type { StaffMessage } from '../notify';
import { buildName } from '../notify/staff-words';
import type { NamedSecret } from '../releases/secret-scan';
import { stageRelease } from '../releases/staging';
import { currentRelease, listReleases } from '../releases/releases';
import { makeTempDir, writeBuiltSite } from '../test-support/fake-site';
import { startHttpReceiver } from '../test-support/receivers';

jest.setTimeout(60_000);

const run = promisify(execFile);
const TSX = path.join(__dirname, '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
const CLI = path.join(__dirname, 'release-cli.ts');

let siteDir: string;

beforeAll(() => {
  siteDir = makeTempDir('release-cli');
});

afterAll(() => {
  rmSync(siteDir, { recursive: true, force: true });
});

/** The server's environment in direct mode: no credential of the server's to guard. */
const DIRECT_MODE = { GATSBY_PLUAPI_HOST: 'http://127.0.0.1:9', PLUAPI_HOST: '' };

async function release(...args: string[]) {
  return run(process.execPath, [TSX, CLI, ...args], {
    env: { ...process.env, ...DIRECT_MODE, SITE_DIR: siteDir },
  });
}

test('publish, list and rollback from the command line', async () => {
  writeBuiltSite(siteDir, 'one');
  const first = (await release('publish')).stdout.match(/release (\S+)/)?.[1];
  writeBuiltSite(siteDir, 'two');
  const second = (await release('publish')).stdout.match(/release (\S+)/)?.[1];
  expect((await release('list')).stdout).toBe(`  ${first}\n* ${second}\n`);

  expect((await release('rollback')).stdout).toContain(`release ${first} is live`);
  expect((await release('list')).stdout).toMatch(
    new RegExp(
      `^\\* ${first}\n  ${second}\npublishing is locked since \\S+: rolled back from release ${second}`,
    ),
  );
  await expect(release('rollback')).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/nothing to roll back to/),
  });
  await expect(release('frobnicate')).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/Usage/),
  });
});

test('publish <id>, rollback and unlock call the injected listener and lock publishing', async () => {
  const releasesDir = path.join(siteDir, 'releases-with-listener');
  const events: unknown[] = [];
  const lines: string[] = [];
  const cli = (...args: string[]) =>
    releaseCli(args, {
      siteDir,
      releasesDir,
      guardedSecrets: [],
      print: (line) => lines.push(line),
      onReleaseLive: (event) => {
        events.push(event);
      },
    });
  writeBuiltSite(siteDir, 'three');
  await cli('publish');
  writeBuiltSite(siteDir, 'four');
  await cli('publish');
  const [before, last] = await listReleases(releasesDir);
  await cli('rollback');
  writeBuiltSite(siteDir, 'five');
  await cli('publish');
  expect(lines.at(-1)).toMatch(/kept release \S+, not live: publishing is locked/);
  await cli('unlock', last ?? '');
  expect(events).toEqual([
    { releaseId: before, reason: 'build' },
    { releaseId: last, reason: 'build' },
    { releaseId: before, reason: 'rollback' },
    { releaseId: last, reason: 'unlock' },
  ]);
  lines.length = 0;
  await cli('list');
  expect(lines.join('\n')).not.toMatch(/locked/);
});

test("the command's switches are in the server's audit log and told to staff, naming who ran it (issue 52, point 7)", async () => {
  const releasesDir = path.join(siteDir, 'releases-recorded');
  const told: StaffMessage[] = [];
  const cli = (...args: string[]) =>
    releaseCli(args, {
      siteDir,
      releasesDir,
      guardedSecrets: [],
      print: () => undefined,
      by: 'alice at the server (release command)',
      notifyStaff: (message) => void told.push(message),
    });
  writeBuiltSite(siteDir, 'six');
  await cli('publish');
  writeBuiltSite(siteDir, 'seven');
  await cli('publish');
  const [older, newer] = await listReleases(releasesDir);
  await cli('rollback');
  await cli('unlock');
  await cli('lock');

  // Read back as the console reads it: the log beside the releases, newest first.
  const entries = await openAuditLog(releasesDir).read(10);
  expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
    ['lock', { via: 'cli', name: 'alice at the server (release command)' }],
    ['unlock', { via: 'cli', name: 'alice at the server (release command)' }],
    ['rollback', { via: 'cli', name: 'alice at the server (release command)' }],
    ['publish', { via: 'cli', name: 'alice at the server (release command)' }],
    ['publish', { via: 'cli', name: 'alice at the server (release command)' }],
  ]);
  expect(told.map((message) => message.subject)).toEqual([
    `T${buildName(older ?? '').slice(1)} was published by alice at the server (release command)`,
    `T${buildName(newer ?? '').slice(1)} was published by alice at the server (release command)`,
    'Website rolled back by alice at the server (release command)',
    'Publishing resumed by alice at the server (release command)',
    'Publishing stopped by alice at the server (release command): “locked from the command line”',
  ]);
  expect(told[2]?.text).toContain(
    `back from ${buildName(newer ?? '')} to ${buildName(older ?? '')}`,
  );
});

describe('publish runs the checks the server runs on its builds', () => {
  const KEY = 'key-SECRET-67890';
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('release-cli-checks');
    writeBuiltSite(dir, 'good');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const publicFile = (page: string) => path.join(dir, 'public', page);
  /** The CLI as an operator runs it, in proxy mode (the credentials are the server's own). */
  const releaseIn = (...args: string[]) =>
    run(process.execPath, [TSX, CLI, ...args], {
      env: {
        ...process.env,
        SITE_DIR: dir,
        GATSBY_PLUAPI_HOST: '',
        PLUAPI_HOST: 'http://127.0.0.1:9',
        PLUAPI_TOKEN: 'token-0123456789',
        PLUAPI_KEY: KEY,
      },
    });

  test('the release CLI never publishes a build holding a credential, even with --force', async () => {
    await releaseIn('publish');
    appendFileSync(publicFile('donate/index.html'), KEY);
    for (const args of [['publish'], ['publish', '--force']]) {
      await expect(releaseIn(...args)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(
          /holds the value of the server's PLUAPI_KEY \(in donate\/index\.html\); it was not made live\. Rebuild/,
        ),
      });
    }
    // Only the first, clean release is kept; the refused ones were removed.
    expect(await listReleases(path.join(dir, 'releases'))).toHaveLength(1);
  });

  test('the release CLI keeps an empty or missing page from going live unless forced', async () => {
    const lines: string[] = [];
    const cli = (...args: string[]) =>
      releaseCli(args, {
        siteDir: dir,
        releasesDir: path.join(dir, 'releases'),
        guardedSecrets: [],
        print: (line) => lines.push(line),
        requiredPages: ['index.html', 'es/index.html'],
      });
    expect(await cli('publish')).toBe(0);
    const good = await currentRelease(path.join(dir, 'releases'));
    writeFileSync(publicFile('es/index.html'), '');
    expect(await cli('publish')).toBe(1);
    expect(lines.at(-1)).toMatch(
      /^kept release \S+, not live: the page \/es\/ is empty: the build did not finish writing it\. .*--force/,
    );
    expect(await currentRelease(path.join(dir, 'releases'))).toBe(good);

    expect(await cli('publish', '--force')).toBe(0);
    expect(lines.slice(-2)).toEqual([
      expect.stringMatching(/despite the page check \(--force\): the page \/es\/ is empty/),
      expect.stringMatching(/^published release \S+ \(now live\)$/),
    ]);
    expect(await currentRelease(path.join(dir, 'releases'))).not.toBe(good);
  });
});

test('a switch from the command line purges the edges the server started with, without EDGE_PURGE_URLS', async () => {
  const edge = await startHttpReceiver();
  try {
    const releasesDir = path.join(siteDir, 'releases');
    await rememberPurgeUrls(releasesDir, [edge.url]);
    const [oldest] = await listReleases(releasesDir);
    const env = { ...process.env, ...DIRECT_MODE, SITE_DIR: siteDir, EDGE_PURGE_URLS: '' };
    await run(process.execPath, [TSX, CLI, 'publish', oldest!], { env });
    expect(edge.received).toHaveLength(1);
    expect(edge.received[0]!.headers['surrogate-key']).toBe('site');
  } finally {
    await edge.close();
  }
});

describe('every way the release CLI makes a release live scans it, and fails closed (issue 50, finding 5)', () => {
  const TOKEN = 'token-0123456789';
  let dir: string;
  let releasesDir: string;
  beforeEach(() => {
    dir = makeTempDir('release-cli-scan');
    releasesDir = path.join(dir, 'releases');
    writeBuiltSite(dir, 'good');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const cliIn = (env: Record<string, string>, ...args: string[]) =>
    run(process.execPath, [TSX, CLI, ...args], { env: { ...process.env, SITE_DIR: dir, ...env } });
  /** Neither mode configured: the command cannot tell which credentials the server guards. */
  const NO_SERVER_ENV = {
    GATSBY_PLUAPI_HOST: '',
    PLUAPI_HOST: '',
    PLUAPI_TOKEN: '',
    PLUAPI_KEY: '',
  };
  const PROXY_ENV = {
    GATSBY_PLUAPI_HOST: '',
    PLUAPI_HOST: 'http://127.0.0.1:9',
    PLUAPI_TOKEN: TOKEN,
  };
  /** A kept release whose bundle holds the token (built without the server's environment). */
  const stageLeaky = async () => {
    appendFileSync(path.join(dir, 'public', 'app-abc123.js'), `token="${TOKEN}"`);
    const id = await stageRelease({ siteDir: dir, releasesDir });
    writeBuiltSite(dir, 'good again');
    return id;
  };

  test('the release CLI refuses to publish without knowing the guarded secrets, and names --no-secret-scan', async () => {
    appendFileSync(path.join(dir, 'public', 'app-abc123.js'), `token="${TOKEN}"`);
    await expect(cliIn(NO_SERVER_ENV, 'publish')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /^not publishing: this command does not know the server's PLUAPI_TOKEN and PLUAPI_KEY .*add --no-secret-scan to go ahead without the scan\.\n$/,
      ),
    });
    expect(await listReleases(releasesDir)).toEqual([]);

    const forced = await cliIn(NO_SERVER_ENV, 'publish', '--no-secret-scan');
    expect(forced.stderr).toMatch(
      /^NO SECRET SCAN \(--no-secret-scan\): release \S+ goes live without being checked/,
    );
    expect(forced.stdout).toMatch(/^published release \S+ \(now live\)$/m);
  });

  test('unlock <id> of a refused release does not make it live', async () => {
    await cliIn(PROXY_ENV, 'publish');
    const live = await currentRelease(releasesDir);
    const leaky = await stageLeaky();
    for (const args of [
      ['publish', leaky],
      ['unlock', leaky],
      ['rollback', leaky],
    ]) {
      await expect(cliIn(PROXY_ENV, ...args)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/PLUAPI_TOKEN.*app-abc123\.js/),
      });
      expect(await currentRelease(releasesDir)).toBe(live);
    }
    await expect(cliIn(PROXY_ENV, 'unlock', leaky)).rejects.toMatchObject({
      stderr: `release unlock: release ${leaky} holds the value of the server's PLUAPI_TOKEN (in app-abc123.js); it was not made live\n`,
    });
  });

  test("without the server's environment, a kept release goes live only if the server's scan found it clean", async () => {
    const lines: string[] = [];
    const cli = (secrets: NamedSecret[] | undefined, ...args: string[]) =>
      releaseCli(args, {
        siteDir: dir,
        releasesDir,
        guardedSecrets: secrets,
        print: (line) => lines.push(line),
      });
    const guarded = [{ name: 'PLUAPI_TOKEN', value: TOKEN }];
    expect(await cli(guarded, 'publish')).toBe(0);
    const scanned = await currentRelease(releasesDir);
    const leaky = await stageLeaky();
    const unscanned = await stageRelease({ siteDir: dir, releasesDir });
    expect(await cli(guarded, 'publish', unscanned)).toBe(0);
    await expect(cli(guarded, 'publish', leaky)).rejects.toThrow(/PLUAPI_TOKEN/);

    // The server scanned `scanned` and `unscanned`: a rollback to either needs no secret.
    expect(await cli(undefined, 'rollback', scanned!)).toBe(0);
    expect(await currentRelease(releasesDir)).toBe(scanned);
    await expect(cli(undefined, 'unlock', leaky)).rejects.toThrow(
      `release ${leaky} holds the value of the server's PLUAPI_TOKEN`,
    );
    const never = await stageRelease({ siteDir: dir, releasesDir });
    await expect(cli(undefined, 'publish', never)).rejects.toThrow(
      /was never scanned for the server's credentials.*add --no-secret-scan/,
    );
    expect(await currentRelease(releasesDir)).toBe(scanned);
  });
});
