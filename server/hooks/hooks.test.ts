import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listReleases } from '../releases/releases';
import { type HooksFixture, SECRET, startHooksFixture } from '../test-support/hooks-fixture';
import { httpRequest } from '../test-support/http';

jest.setTimeout(30_000);

let fixture: HooksFixture;

afterEach(async () => {
  await fixture.close();
});

describe('rebuild', () => {
  beforeEach(async () => {
    fixture = await startHooksFixture();
  });

  test('a signed call gets 202 with the build id, and the build goes live', async () => {
    const response = await fixture.rebuild();
    expect(response.status).toBe(202);
    const { buildId } = JSON.parse(response.text);
    const status = await fixture.waitUntilIdle();
    expect(status.current).toBe(buildId);
    expect(status.last).toMatchObject({
      id: buildId,
      outcome: 'succeeded',
      durationMs: expect.any(Number),
    });
    expect(status.last.logTail).toEqual(expect.arrayContaining(['fake build #1 done']));
    expect(await fixture.homeText()).toContain('build 1');
  });

  test('a body over 256 KiB gets 413', async () => {
    const response = await fixture.rebuild(JSON.stringify({ padding: 'x'.repeat(300 * 1024) }));
    expect(response.status).toBe(413);
    expect(fixture.buildsStarted()).toBe(0);
  });
});

test('without REBUILD_WEBHOOK_SECRET the hooks do not exist', async () => {
  fixture = await startHooksFixture(null);
  expect((await fixture.rebuild()).status).toBe(404);
  expect((await fixture.rollback()).status).toBe(404);
  expect((await httpRequest(fixture.server.baseUrl, '/hooks/status')).status).toBe(404);
});

const leakyFixture = () =>
  startHooksFixture(SECRET, [{ name: 'PLUAPI_TOKEN', value: 'leaky-token-123' }]);
/** The next build's files hold the token; returns that build's status once it is over. */
const buildWithLeak = async () => {
  writeFileSync(
    path.join(fixture.templateDir, 'public', 'app-abc123.js'),
    'token="leaky-token-123"',
  );
  await fixture.rebuild();
  const status = await fixture.waitUntilIdle();
  expect(status.last.outcome).toBe('failed');
  expect(status.last.error).toMatch(/PLUAPI_TOKEN in app-abc123\.js/);
  return status;
};

test('in proxy mode a build containing the API credentials is not published', async () => {
  fixture = await leakyFixture();
  const status = await buildWithLeak();
  expect(status.current).toBe(fixture.initialRelease);
});

test('a later build, staged by linking what is unchanged, is still refused for a leak in a changed file', async () => {
  fixture = await leakyFixture();
  await fixture.rebuild();
  const first = await fixture.waitUntilIdle();
  expect(first.last.outcome).toBe('succeeded');
  const status = await buildWithLeak();
  expect(status.current).toBe(first.current);
  // The refused release is not kept either.
  expect(status.releases).toEqual(first.releases);
});

describe('builds', () => {
  beforeEach(async () => {
    fixture = await startHooksFixture();
  });

  test('20 triggers during a build start at most 2 builds: the running one and one more', async () => {
    const hold = path.join(fixture.siteDir, 'hold-build');
    writeFileSync(hold, '');
    const responses = await Promise.all(Array.from({ length: 20 }, () => fixture.rebuild()));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(202));
    const buildIds = new Set(responses.map((response) => JSON.parse(response.text).buildId));
    expect(buildIds.size).toBe(2);
    expect((await fixture.status()).queued).not.toBeNull();
    rmSync(hold);
    const status = await fixture.waitUntilIdle();
    expect(fixture.buildsStarted()).toBe(2);
    expect(status.last.outcome).toBe('succeeded');
    expect(await fixture.homeText()).toContain('build 2');
  });

  test('a failed build publishes nothing and the previous release keeps serving', async () => {
    writeFileSync(path.join(fixture.siteDir, 'fail-build'), '');
    const releasesBefore = await listReleases(path.join(fixture.siteDir, 'releases'));
    expect((await fixture.rebuild()).status).toBe(202);
    const status = await fixture.waitUntilIdle();
    expect(status.last.outcome).toBe('failed');
    expect(status.last.logTail).toEqual(expect.arrayContaining(['fake build failing on purpose']));
    expect(status.current).toBe(fixture.initialRelease);
    expect(await listReleases(path.join(fixture.siteDir, 'releases'))).toEqual(releasesBefore);
    expect(await fixture.homeText()).toContain('initial');
  });

  test('rollback restores the previous release, and refuses to go past the oldest', async () => {
    await fixture.rebuild();
    await fixture.waitUntilIdle();
    expect(await fixture.homeText()).toContain('build 1');
    const rollback = await fixture.rollback();
    expect(rollback.status).toBe(200);
    expect(JSON.parse(rollback.text)).toEqual({ current: fixture.initialRelease, locked: true });
    expect(await fixture.homeText()).toContain('initial');
    expect((await fixture.rollback()).status).toBe(409);
  });
});

test('the build log tail shown in the status hides credentials, uids and SMS codes', async () => {
  fixture = await startHooksFixture(SECRET, [], ['server-token-0123456789']);
  writeFileSync(
    path.join(fixture.siteDir, 'say'),
    'GET /rest/pluapi/v1/services/lifegrantbalance?uid=LG-4711-secret failed; ' +
      'token: server-token-0123456789; apiKey="k-999999999"; /sms/verify/482913',
  );
  writeFileSync(path.join(fixture.siteDir, 'fail-build'), '');
  await fixture.rebuild();
  const tail = (await fixture.waitUntilIdle()).last.logTail.join('\n');
  expect(tail).toContain('lifegrantbalance?uid=[redacted]');
  for (const secret of ['LG-4711', 'server-token-0123456789', 'k-999999999', '482913']) {
    expect(tail).not.toContain(secret);
  }
});
