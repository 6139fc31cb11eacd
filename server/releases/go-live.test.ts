import type { ReleaseLiveEvent } from './go-live';
import { listReleases } from './releases';
import { type HooksFixture, SECRET, startHooksFixture } from '../test-support/hooks-fixture';

jest.setTimeout(30_000);

let fixture: HooksFixture;
let events: ReleaseLiveEvent[];
let logLines: string[];

afterEach(async () => {
  await fixture.close();
});

async function start(listener: (event: ReleaseLiveEvent) => Promise<void> | void) {
  events = [];
  logLines = [];
  fixture = await startHooksFixture(SECRET, [], [], {
    onReleaseLive: async (event) => {
      events.push(event);
      await listener(event);
    },
    logStream: { write: (line) => logLines.push(line) },
  });
}

test('every switch of the live release calls onReleaseLive once, after the switch', async () => {
  let liveAtCall = '';
  await start(async () => {
    liveAtCall = await fixture.homeText();
  });
  const { buildId } = JSON.parse((await fixture.rebuild()).text);
  await fixture.waitUntilIdle();
  expect(events).toEqual([{ releaseId: buildId, reason: 'build' }]);
  expect(liveAtCall).toContain('build 1');

  await fixture.rollback();
  await fixture.staff('/hooks/publish', { release: buildId });
  await fixture.staff('/hooks/unlock', { publish: fixture.initialRelease });
  expect(events.slice(1)).toEqual([
    { releaseId: fixture.initialRelease, reason: 'rollback' },
    { releaseId: buildId, reason: 'publish' },
    { releaseId: fixture.initialRelease, reason: 'unlock' },
  ]);
});

test('a failing listener is logged and never fails the publish', async () => {
  await start(() => {
    throw new Error('edge purge refused');
  });
  const { buildId } = JSON.parse((await fixture.rebuild()).text);
  const status = await fixture.waitUntilIdle();
  expect(status).toMatchObject({ current: buildId, last: { outcome: 'succeeded' } });
  const rollback = await fixture.rollback();
  expect(rollback.status).toBe(200);
  expect(await listReleases(`${fixture.siteDir}/releases`)).toContain(buildId);
  expect(logLines.join('')).toMatch(/onReleaseLive listener failed.*|edge purge refused/);
  expect(logLines.filter((line) => line.includes('edge purge refused'))).toHaveLength(2);
});
