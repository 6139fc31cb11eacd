import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { GoLive } from './go-live';
import { publishRelease } from '../test-support/publish-release';
import {
  createReleaseId,
  currentRelease,
  listReleases,
  pruneReleases,
  switchRelease,
} from './releases';
import { makeTempDir, writeBuiltSite } from '../test-support/fake-site';

let siteDir: string;
let releasesDir: string;

beforeEach(() => {
  siteDir = makeTempDir('releases');
  releasesDir = path.join(siteDir, 'releases');
});

afterEach(() => {
  rmSync(siteDir, { recursive: true, force: true });
});

async function publishMarked(marker: string): Promise<string> {
  writeBuiltSite(siteDir, marker);
  return publishRelease({ siteDir, releasesDir });
}

const liveHome = () => readFileSync(path.join(releasesDir, 'current', 'index.html'), 'utf8');

test('release ids sort in creation order, even within one millisecond', () => {
  const ids = [createReleaseId(1000), createReleaseId(1000), createReleaseId(999)];
  expect([...ids].sort()).toEqual(ids);
  expect(new Set(ids).size).toBe(3);
});

test('publishing copies public/ and the routing tables from .cache/, then goes live', async () => {
  const id = await publishMarked('first');
  expect(await currentRelease(releasesDir)).toBe(id);
  expect(liveHome()).toContain('first');
  const redirects = JSON.parse(readFileSync(path.join(releasesDir, id, 'redirects.json'), 'utf8'));
  expect(redirects[0]).toMatchObject({ fromPath: '/donations' });
  expect(existsSync(path.join(releasesDir, id, 'match-paths.json'))).toBe(true);
  // public/ stays for Gatsby's next incremental build.
  expect(existsSync(path.join(siteDir, 'public', 'index.html'))).toBe(true);
});

test('publishing without a built site fails and changes nothing', async () => {
  await expect(publishRelease({ siteDir, releasesDir })).rejects.toThrow(/index\.html is missing/);
  expect(await listReleases(releasesDir)).toEqual([]);
});

test('the last five releases are kept, and the current one is never deleted', async () => {
  const ids: string[] = [];
  for (let index = 1; index <= 7; index += 1) ids.push(await publishMarked(`release ${index}`));
  expect(await listReleases(releasesDir)).toEqual(ids.slice(2));

  // After a rollback to the oldest kept release, pruning keeps it besides the newest.
  await switchRelease(releasesDir, ids[2] ?? '');
  expect(await pruneReleases(releasesDir, 1)).toEqual(ids.slice(3, 6));
  expect(await listReleases(releasesDir)).toEqual([ids[2], ids[6]]);
  expect(liveHome()).toContain('release 3');
});

test('rollback goes one release back each time, and not past the oldest', async () => {
  const first = await publishMarked('one');
  const second = await publishMarked('two');
  await publishMarked('three');
  expect(await new GoLive({ releasesDir }).rollback()).toBe(second);
  expect(liveHome()).toContain('two');
  expect(await new GoLive({ releasesDir }).rollback()).toBe(first);
  await expect(new GoLive({ releasesDir }).rollback()).rejects.toThrow(/nothing to roll back to/);
  expect(await currentRelease(releasesDir)).toBe(first);
});
