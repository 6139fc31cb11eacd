import { signed, withHooksFixture } from '../test-support/hooks-fixture';

// The bodies of the staff hooks (publish, rollback, unlock, lock): each mistake gets a 400
// with a sentence naming the field, and nothing switches.

jest.setTimeout(60_000);

const fixture = withHooksFixture();

test.each([
  ['publish without a release', '/hooks/publish', {}, /Name the release: \{"release"/],
  ['publish with a number', '/hooks/publish', { release: 42 }, /"release" must be a release id/],
  [
    'rollback to a path',
    '/hooks/rollback',
    { release: '../etc' },
    /"release" must be a release id/,
  ],
  [
    'unlock publishing a list',
    '/hooks/unlock',
    { publish: ['x'] },
    /"publish" must be a release id/,
  ],
  ['a lock naming no reason', '/hooks/lock', { why: 'x' }, /naming why, e\.g\. \{"reason"/],
  ['a lock whose reason is a number', '/hooks/lock', { reason: 7 }, /naming why/],
  ['a body that is a list', '/hooks/rollback', ['x'], /must be a JSON object, e\.g\. \{"release"/],
])('%s: 400 and a sentence naming the field', async (_case, hook, body, message) => {
  const answer = await fixture().staff(hook, body);
  expect(answer.status).toBe(400);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(answer.text).message).toMatch(message);
  expect(await fixture().status()).toMatchObject({
    current: fixture().initialRelease,
    locked: false,
  });
});

test('a body that is not JSON says so, with an example', async () => {
  const answer = await fixture().send(
    '/hooks/unlock',
    signed('/hooks/unlock', { body: 'publish=now' }),
  );
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.text).message).toBe(
    'The body must be JSON, e.g. {"publish": "<release id>"}',
  );
});

test('the signature is checked before the body: an unsigned bad body is 401, not 400', async () => {
  const answer = await fixture().send('/hooks/publish', {
    method: 'POST',
    headers: {},
    body: 'not json',
  });
  expect(answer.status).toBe(401);
  expect(JSON.parse(answer.text).message).toBe('Missing or invalid signature');
});
