import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir, writeBuiltSite } from '../test-support/fake-site';
import { GoLive } from './go-live';
import { recordIndexedCopy } from './release-builds';
import { listReleases } from './releases';
import { stageRelease } from './staging';
import { readSwitches, recordSwitch, switchLogFile } from './switch-log';

// Every switch GoLive makes is recorded on disk with what made it, whoever made it.

let siteDir: string;
let releasesDir: string;

beforeEach(() => {
  siteDir = makeTempDir('switch-log');
  releasesDir = path.join(siteDir, 'releases');
});

afterEach(() => {
  rmSync(siteDir, { recursive: true, force: true });
});

const staged = (marker: string) => {
  writeBuiltSite(siteDir, marker);
  return stageRelease({ siteDir, releasesDir });
};

test('a build, a search index, a publish, a rollback and an unlock are recorded, with the build and who', async () => {
  const goLive = new GoLive({ releasesDir });
  const first = await staged('first');
  await goLive.publishBuild(first);
  const indexed = await staged('first, indexed');
  await recordIndexedCopy(releasesDir, first, indexed, await listReleases(releasesDir));
  await goLive.followUp(first, indexed);
  const second = await staged('second');
  await goLive.publishByHand(second, 'checked by hand', 'Ana Ruiz');
  await goLive.rollback(indexed, 'Ben Cole');
  await goLive.unlock(second);

  expect(readSwitches(releasesDir).map(({ release, build, reason, by }) => ({ release, build, reason, by }))).toEqual([
    { release: first, build: first, reason: 'build' },
    { release: indexed, build: first, reason: 'search index' },
    { release: second, build: second, reason: 'publish', by: 'Ana Ruiz' },
    { release: indexed, build: first, reason: 'rollback', by: 'Ben Cole' },
    { release: second, build: second, reason: 'unlock' },
  ]);
});

test('a damaged line is left out, and the log keeps the newest switches only', () => {
  const entry = (n: number) => ({
    at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    release: `20260101T000000000Z-${String(n).padStart(6, '0')}`,
    build: `20260101T000000000Z-${String(n).padStart(6, '0')}`,
    reason: 'build',
  });
  recordSwitch(releasesDir, entry(1));
  appendFileSync(switchLogFile(releasesDir), '{"at":"half a line\nnot json\n');
  expect(readSwitches(releasesDir)).toEqual([entry(1)]);

  for (let n = 2; n <= 7; n += 1) recordSwitch(releasesDir, entry(n), { kept: 3 });
  expect(readSwitches(releasesDir)).toEqual([entry(5), entry(6), entry(7)]);
  expect(readFileSync(switchLogFile(releasesDir), 'utf8').trim().split('\n')).toHaveLength(3);
});
