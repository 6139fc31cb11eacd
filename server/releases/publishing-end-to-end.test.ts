// The browser-free end-to-end run of publishing: a real server, a fake build command, every way
// a release goes live or stays kept, in the order staff meet them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type HooksFixture, startHooksFixture } from '../test-support/hooks-fixture';

jest.setTimeout(90_000);

let fixture: HooksFixture;

afterAll(async () => {
  await fixture.close();
});

test('publish, rollback, a webhook build that stays unpublished, unlock, a build that goes live', async () => {
  fixture = await startHooksFixture();
  const started = async (body = '') => JSON.parse((await fixture.rebuild(body)).text).buildId;

  // A webhook build goes live.
  const first = await started();
  expect((await fixture.waitUntilIdle()).current).toBe(first);
  expect(await fixture.homeText()).toContain('build 1');

  // Staff publish the initial release by name: it is live and publishing locks.
  const published = JSON.parse(
    (await fixture.staff('/hooks/publish', { release: fixture.initialRelease })).text,
  );
  expect(published).toEqual({ current: fixture.initialRelease, locked: true });
  expect(await fixture.homeText()).toContain('initial');

  // Rollback to a named release keeps the lock.
  const rolled = await fixture.rollback(JSON.stringify({ release: first }));
  expect(JSON.parse(rolled.text)).toEqual({ current: first, locked: true });
  expect(await fixture.homeText()).toContain('build 1');

  // A webhook build while locked runs and is kept, but does not go live.
  const kept = await started(JSON.stringify({ articles: ['a-1'] }));
  const locked = await fixture.waitUntilIdle();
  expect(locked).toMatchObject({
    current: first,
    locked: true,
    lock: { reason: expect.stringContaining(`to release ${first}`), newestRelease: kept },
    last: { id: kept, outcome: 'kept', keptBecause: expect.stringMatching(/publishing is locked/) },
  });
  expect(await fixture.homeText()).toContain('build 1');

  // Unlock: the live release stays until the next successful build.
  expect(JSON.parse((await fixture.staff('/hooks/unlock')).text)).toEqual({
    current: first,
    locked: false,
  });
  const next = await started();
  const live = await fixture.waitUntilIdle();
  expect(live).toMatchObject({ current: next, locked: false, last: { outcome: 'succeeded' } });
  expect(await fixture.homeText()).toContain('build 3');
  expect(live.releases).toEqual(
    expect.arrayContaining([fixture.initialRelease, first, kept, next]),
  );
  // Every build was given its articles through the environment only.
  const seen = readFileSync(path.join(fixture.siteDir, 'builds.env'), 'utf8').trim().split('\n');
  expect(seen.map((line) => JSON.parse(line).PLUAPI_CHANGED_ARTICLES)).toEqual(['', 'a-1', '']);
});
