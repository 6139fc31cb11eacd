import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { GoLive } from '../releases/go-live';
import { createReleaseId, currentRelease } from '../releases/releases';
import { makeTempDir, page, writeBuiltSite } from '../test-support/fake-site';
import { RebuildJob } from './rebuild-job';

// A webhook build links the live release into its staging folder while Gatsby runs; what goes
// live must be exactly what the build wrote, and the live release must never change.

let siteDir: string;
let releasesDir: string;

beforeEach(() => {
  siteDir = makeTempDir('early-links');
  releasesDir = path.join(siteDir, 'releases');
  writeBuiltSite(siteDir, 'home');
});

afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

function job(buildCommand: string) {
  return new RebuildJob({
    siteDir,
    releasesDir,
    buildCommand,
    guardedSecrets: [],
    goLive: new GoLive({ releasesDir }),
    requiredPages: ['index.html'],
  });
}

const run = (buildCommand: string) =>
  job(buildCommand).buildAndPublish({
    id: createReleaseId(),
    articles: [],
    fullRefresh: false,
    log: () => {},
    signal: new AbortController().signal,
    attachReport: () => {},
    phase: () => {},
  });

const inode = (file: string) => statSync(file).ino;
const stagingFolders = () =>
  readdirSync(releasesDir).filter((name) => name.startsWith('.staging-'));

test('the build’s new home page goes live; the live release keeps its own', async () => {
  await run('true');
  const first = path.join(releasesDir, (await currentRelease(releasesDir)) as string);
  const newHome = page('home, rebuilt').replace(/"/g, '\\"');

  const result = await run(`printf "%s" "${newHome}" > public/index.html`);

  expect(result.published).toBe(true);
  const second = path.join(releasesDir, (await currentRelease(releasesDir)) as string);
  expect(second).not.toBe(first);
  expect(readFileSync(path.join(second, 'index.html'), 'utf8')).toBe(page('home, rebuilt'));
  expect(readFileSync(path.join(first, 'index.html'), 'utf8')).toBe(page('home'));
  expect(inode(path.join(second, 'donate/index.html'))).toBe(
    inode(path.join(first, 'donate/index.html')),
  );
  expect(stagingFolders()).toEqual([]);
});

test('a failed build leaves no staging folder and the live release as it was', async () => {
  await run('true');
  const live = await currentRelease(releasesDir);

  // Long enough for the early links to be made: the folder they were made in must go too.
  await expect(run('sleep 0.5; exit 3')).rejects.toThrow();

  expect(stagingFolders()).toEqual([]);
  expect(await currentRelease(releasesDir)).toBe(live);
});
