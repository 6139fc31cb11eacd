import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { rememberPurgeUrls } from './edge-purge-targets';
import { releaseCli } from './release-cli';
import { listReleases } from './releases';
import { makeTempDir, writeBuiltSite } from './test-support/fake-site';
import { startHttpReceiver } from './test-support/receivers';

jest.setTimeout(60_000);

const run = promisify(execFile);
const TSX = path.join(__dirname, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
const CLI = path.join(__dirname, 'release-cli.ts');

let siteDir: string;

beforeAll(() => {
  siteDir = makeTempDir('release-cli');
});

afterAll(() => {
  rmSync(siteDir, { recursive: true, force: true });
});

async function release(...args: string[]) {
  return run(process.execPath, [TSX, CLI, ...args], { env: { ...process.env, SITE_DIR: siteDir } });
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

test('a switch from the command line purges the edges the server started with, without EDGE_PURGE_URLS', async () => {
  const edge = await startHttpReceiver();
  try {
    const releasesDir = path.join(siteDir, 'releases');
    await rememberPurgeUrls(releasesDir, [edge.url]);
    const [oldest] = await listReleases(releasesDir);
    const env = { ...process.env, SITE_DIR: siteDir, EDGE_PURGE_URLS: '' };
    await run(process.execPath, [TSX, CLI, 'publish', oldest!], { env });
    expect(edge.received).toHaveLength(1);
    expect(edge.received[0]!.headers['surrogate-key']).toBe('site');
  } finally {
    await edge.close();
  }
});
