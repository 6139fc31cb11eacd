import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listReleases } from './releases';
import { type HooksFixture, SECRET, startHooksFixture } from '../test-support/hooks-fixture';

// A build makes two releases (its pages, then the pages with their search index) and keeps
// both for a minute. A rollback in that minute must leave the build that is live.

jest.setTimeout(60_000);

let fixture: HooksFixture;

async function fakeIndex(dir: string): Promise<void> {
  mkdirSync(path.join(dir, 'pagefind'), { recursive: true });
  writeFileSync(path.join(dir, 'pagefind', 'pagefind.js'), 'index');
}

afterEach(async () => {
  await fixture.close();
});

test('a rollback seconds after a build and its search index went live shows the build before', async () => {
  fixture = await startHooksFixture(SECRET, [], [], {
    // The real grace: the pages-only release is still kept during the whole test.
    hooks: { searchIndex: fakeIndex, supersededGraceMs: 60_000 },
  });
  const releasesDir = path.join(fixture.siteDir, 'releases');
  const build = async () => JSON.parse((await fixture.rebuild()).text).buildId as string;

  const first = await build();
  const afterFirst = await fixture.waitUntilIdle();
  expect(afterFirst.current).not.toBe(first); // the indexed copy of build 1 is live
  const second = await build();
  const afterSecond = await fixture.waitUntilIdle();
  expect(await fixture.homeText()).toContain('build 2');
  // Build 2's pages-only release is kept beside its indexed copy, as is build 1's.
  const kept = await listReleases(releasesDir);
  expect(kept).toEqual(expect.arrayContaining([first, afterFirst.current, second]));
  expect(afterSecond.current).not.toBe(second);

  const rolled = JSON.parse((await fixture.rollback()).text);
  expect(rolled).toEqual({ current: afterFirst.current, locked: true });
  expect(await fixture.homeText()).toContain('build 1');

  // Once more: the build before build 1 is the initial release.
  expect(JSON.parse((await fixture.rollback()).text).current).toBe(fixture.initialRelease);
  expect(await fixture.homeText()).toContain('initial');
});
