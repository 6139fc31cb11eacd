import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withHooksFixture } from '../test-support/hooks-fixture';

jest.setTimeout(30_000);

const fixture = withHooksFixture();

const UUID_A = '3f2a9c1e-0b7d-4c1a-9e8f-1a2b3c4d5e6f';
const UUID_B = '7d6c5b4a-3210-4fed-8cba-9876543210ab';
const UUID_C = 'c0ffee00-1111-4222-8333-444455556666';

/** What fake-build.mjs saw in PLUAPI_CHANGED_ARTICLES, one line per build. */
const changedArticlesSeen = () =>
  readFileSync(path.join(fixture().siteDir, 'builds.env'), 'utf8')
    .trim()
    .split('\n')
    .map((line: string) => JSON.parse(line).PLUAPI_CHANGED_ARTICLES);

test('the articles named by the call reach the build as PLUAPI_CHANGED_ARTICLES', async () => {
  const response = await fixture().rebuild(JSON.stringify({ articles: [UUID_A, UUID_B] }));
  expect(response.status).toBe(202);
  const status = await fixture().waitUntilIdle();
  expect(changedArticlesSeen()).toEqual([`${UUID_A},${UUID_B}`]);
  expect(status.last.articles).toEqual([UUID_A, UUID_B]);
});

test('a call without a list names no article, so its build fetches every article', async () => {
  expect((await fixture().rebuild('')).status).toBe(202);
  expect((await fixture().rebuild('{"reason":"menu edited"}')).status).toBe(202);
  const status = await fixture().waitUntilIdle();
  expect(changedArticlesSeen().every((value: string) => value === '')).toBe(true);
  expect(status.last.fullRefresh).toBe(true);
});

test('calls queued behind a running build merge their lists into the next build', async () => {
  const hold = path.join(fixture().siteDir, 'hold-build');
  writeFileSync(hold, '');
  await fixture().rebuild(JSON.stringify({ articles: [UUID_A] }));
  await fixture().rebuild(JSON.stringify({ articles: [UUID_B] }));
  await fixture().rebuild(JSON.stringify({ articles: [UUID_C, UUID_B] }));
  rmSync(hold);
  await fixture().waitUntilIdle();
  expect(changedArticlesSeen()).toEqual([UUID_A, `${UUID_B},${UUID_C}`]);
});

test.each([
  ['not JSON', 'articles=abc', /must be JSON/],
  ['an array body', '["abc"]', /JSON object/],
  ['articles not an array', '{"articles":"abc"}', /must be an array/],
  ['an id with a slash', '{"articles":["ok-1","../etc"]}', /"articles"\[1\] is not an article id/],
  ['a number', '{"articles":[42]}', /"articles"\[0\]/],
  ['an id of 65 characters', JSON.stringify({ articles: ['a'.repeat(65)] }), /at most 64/],
  [
    'an id of 200,000 characters',
    JSON.stringify({ articles: ['a'.repeat(200_000)] }),
    /at most 64/,
  ],
  [
    'too many ids',
    JSON.stringify({ articles: Array.from({ length: 501 }, (_, i) => `id-${i}`) }),
    /at most 500/,
  ],
])('%s gets 400 with a clear message and starts nothing', async (_case, body, message) => {
  const response = await fixture().rebuild(body);
  expect(response.status).toBe(400);
  expect(JSON.parse(response.text).message).toMatch(message);
  expect(fixture().buildsStarted()).toBe(0);
});

test('the status shows what the last build skipped, repaired and replaced', async () => {
  const report = {
    skipped: [
      { endpoint: '/articles/uid/:uuid', uuid: UUID_A, field: 'pubdate', reason: 'not a date' },
    ],
    repaired: [{ endpoint: '/articles', uuid: UUID_B, field: 'title', reason: 'trimmed' }],
    fallbacks: [{ what: 'partners', reason: 'the API answered 500; using content/data' }],
    requests: 12,
    changedArticles: [{ uuid: UUID_B, title: 'Gala 2026', change: 'edited' }],
  };
  writeFileSync(path.join(fixture().siteDir, 'write-report'), JSON.stringify(report));
  await fixture().rebuild();
  const status = await fixture().waitUntilIdle();
  expect(status.last.report).toEqual(report);
});

test('a build that writes no report shows none, not the previous build’s', async () => {
  writeFileSync(
    path.join(fixture().siteDir, 'write-report'),
    JSON.stringify({ skipped: [], repaired: [], fallbacks: [], requests: 3 }),
  );
  await fixture().rebuild();
  expect((await fixture().waitUntilIdle()).last.report).toMatchObject({ requests: 3 });
  rmSync(path.join(fixture().siteDir, 'write-report'));
  await fixture().rebuild();
  expect((await fixture().waitUntilIdle()).last.report).toBeNull();
});
