import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  SECRET,
  signed,
  startHooksFixture,
  type HooksFixture,
} from '../test-support/hooks-fixture';
import { waitFor } from '../test-support/http';

jest.setTimeout(60_000);

const UUID_A = '3f2a9c1e-0b7d-4c1a-9e8f-1a2b3c4d5e6f';
const UUID_B = '7d6c5b4a-3210-4fed-8cba-9876543210ab';

let fixture: HooksFixture;

afterEach(async () => {
  await fixture.close();
});

const changedArticlesSeen = () =>
  readFileSync(path.join(fixture.siteDir, 'builds.env'), 'utf8')
    .trim()
    .split('\n')
    .map((line: string) => JSON.parse(line).PLUAPI_CHANGED_ARTICLES);

test('a restart during a build loses no change: the next server builds every article again', async () => {
  fixture = await startHooksFixture();
  const hold = path.join(fixture.siteDir, 'hold-build');
  writeFileSync(hold, '');
  await fixture.rebuild(JSON.stringify({ articles: [UUID_A] }));
  await fixture.rebuild(JSON.stringify({ articles: [UUID_B] }));
  await waitFor(async () => (fixture.buildsStarted() === 1 ? true : undefined));
  await fixture.restart();
  rmSync(hold);
  const status = await waitFor(async () => {
    const now = await fixture.status();
    return now.last?.outcome === 'succeeded' && now.running === null ? now : undefined;
  });
  expect(status.last.reason).toBe('resumed after a restart');
  expect(changedArticlesSeen().at(-1)).toBe(`${UUID_A},${UUID_B}`);
});

test('a signed call is refused as a replay after a restart too', async () => {
  fixture = await startHooksFixture();
  const call = signed('/hooks/status', { method: 'GET' });
  expect((await fixture.send('/hooks/status', call)).status).toBe(200);
  await fixture.restart();
  expect((await fixture.send('/hooks/status', call)).status).toBe(409);
});

test('a build past BUILD_TIMEOUT_S fails with the reason, its articles carry over, and the next build runs', async () => {
  fixture = await startHooksFixture(SECRET, [], [], {
    hooks: { timeoutSeconds: 4 },
  });
  writeFileSync(path.join(fixture.siteDir, 'hold-build'), '');
  await fixture.rebuild(JSON.stringify({ articles: [UUID_A] }));
  const failed = await fixture.waitUntilIdle();
  expect(failed.last).toMatchObject({
    outcome: 'failed',
    error: 'the build took longer than 4 seconds and was stopped',
  });
  expect(failed.carried.articles).toEqual([UUID_A]);
  rmSync(path.join(fixture.siteDir, 'hold-build'));
  await fixture.rebuild(JSON.stringify({ articles: [UUID_B] }));
  const next = await fixture.waitUntilIdle();
  expect(next.last.outcome).toBe('succeeded');
  expect(changedArticlesSeen()).toEqual([UUID_A, `${UUID_B},${UUID_A}`]);
});
