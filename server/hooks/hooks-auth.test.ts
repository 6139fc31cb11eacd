import { BEARER_TOKEN, SECRET, signed, withHooksFixture } from '../test-support/hooks-fixture';
import { httpRequest } from '../test-support/http';
import { signedHeaders } from '../shared/webhook-signature';

jest.setTimeout(30_000);

const fixture = withHooksFixture();

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A captured call: the exact headers and body an eavesdropper saw. */
const captured = () => signed('/hooks/rebuild', { body: '{"ref":"main"}' });

describe('a captured, validly signed rebuild call', () => {
  test('works once', async () => {
    expect((await fixture().send('/hooks/rebuild', captured())).status).toBe(202);
    await fixture().waitUntilIdle();
  });

  test('sent again with the same delivery id gets 409 and starts nothing more', async () => {
    const call = captured();
    expect((await fixture().send('/hooks/rebuild', call)).status).toBe(202);
    await fixture().waitUntilIdle();
    const replay = await fixture().send('/hooks/rebuild', call);
    expect(replay.status).toBe(409);
    await fixture().waitUntilIdle();
    expect(fixture().buildsStarted()).toBe(1);
  });

  test('sent again under a new delivery id gets 401', async () => {
    const call = captured();
    const replay = { ...call, headers: { ...call.headers, 'x-webhook-id': 'another-delivery-id' } };
    expect((await fixture().send('/hooks/rebuild', replay)).status).toBe(401);
    expect(fixture().buildsStarted()).toBe(0);
  });

  test('sent again without a delivery id gets 401', async () => {
    const headers = { ...captured().headers };
    delete headers['x-webhook-id'];
    const replay = { ...captured(), headers };
    expect((await fixture().send('/hooks/rebuild', replay)).status).toBe(401);
    expect(fixture().buildsStarted()).toBe(0);
  });

  test('sent to the rollback hook gets 401 and the live release stays', async () => {
    const replay = await fixture().send('/hooks/rollback', captured());
    expect(replay.status).toBe(401);
    expect((await fixture().status()).current).toBe(fixture().initialRelease);
  });

  test('sent with another body gets 401', async () => {
    const replay = { ...captured(), body: '{"articles":["x-1"]}' };
    expect((await fixture().send('/hooks/rebuild', replay)).status).toBe(401);
  });

  test('signed more than 5 minutes ago gets 401', async () => {
    const stale = signed('/hooks/rebuild', { timestamp: nowSeconds() - 301 });
    const response = await fixture().send('/hooks/rebuild', stale);
    expect(response.status).toBe(401);
    expect(JSON.parse(response.text).message).toMatch(/too old/);
    expect(fixture().buildsStarted()).toBe(0);
  });

  test('with its timestamp moved forward (re-dated) gets 401', async () => {
    const call = signed('/hooks/rebuild', { timestamp: nowSeconds() - 400 });
    const redated = {
      ...call,
      headers: { ...call.headers, 'x-webhook-timestamp': String(nowSeconds()) },
    };
    expect((await fixture().send('/hooks/rebuild', redated)).status).toBe(401);
  });
});

test.each([
  ['no credentials', { method: 'POST', headers: {}, body: '{}' }],
  [
    'a signature made with another secret',
    {
      method: 'POST',
      headers: signedHeaders('another-secret-of-at-least-32-characters', {
        method: 'POST',
        path: '/hooks/rebuild',
        body: '{}',
      }),
      body: '{}',
    },
  ],
  [
    'a malformed signature',
    {
      ...signed('/hooks/rebuild'),
      headers: { ...signed('/hooks/rebuild').headers, 'x-webhook-signature': 'sha256=zz' },
    },
  ],
  [
    'the secret as a bearer token',
    { method: 'POST', headers: { authorization: `Bearer ${SECRET}` }, body: '' },
  ],
  [
    'a wrong bearer token',
    { method: 'POST', headers: { authorization: 'Bearer not-the-token' }, body: '' },
  ],
])('%s gets 401 and starts nothing', async (_case, call) => {
  expect((await fixture().send('/hooks/rebuild', call)).status).toBe(401);
  expect(fixture().buildsStarted()).toBe(0);
});

describe('the fixed bearer token (for a CMS that cannot sign)', () => {
  const bearer = { authorization: `Bearer ${BEARER_TOKEN}` };

  test('starts a rebuild, once per X-Webhook-Id', async () => {
    const call = {
      method: 'POST',
      headers: { ...bearer, 'x-webhook-id': 'cms-delivery-0001' },
      body: '',
    };
    const response = await fixture().send('/hooks/rebuild', call);
    expect(response.status).toBe(202);
    expect((await fixture().send('/hooks/rebuild', call)).status).toBe(409);
    await fixture().waitUntilIdle();
    expect(fixture().buildsStarted()).toBe(1);
  });

  test.each([
    ['no X-Webhook-Id', {}],
    ['a malformed X-Webhook-Id', { 'x-webhook-id': 'bad id!' }],
  ])('refuses a call with %s', async (_case, extra) => {
    const response = await fixture().send('/hooks/rebuild', {
      method: 'POST',
      headers: { ...bearer, ...extra },
      body: '',
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).message).toMatch(/x-webhook-id must be/);
    expect(fixture().buildsStarted()).toBe(0);
  });

  test('never rolls back nor reads the status', async () => {
    const rollback = await fixture().send('/hooks/rollback', {
      method: 'POST',
      headers: bearer,
      body: '',
    });
    expect(rollback.status).toBe(401);
    const status = await fixture().send('/hooks/status', {
      method: 'GET',
      headers: bearer,
      body: '',
    });
    expect(status.status).toBe(401);
    expect((await fixture().status()).current).toBe(fixture().initialRelease);
  });
});

test('status and rollback refuse unsigned calls', async () => {
  expect((await httpRequest(fixture().server.baseUrl, '/hooks/status')).status).toBe(401);
  const rollback = await httpRequest(fixture().server.baseUrl, '/hooks/rollback', {
    method: 'POST',
  });
  expect(rollback.status).toBe(401);
});

test('a signed status call is answered once; its replay gets 409', async () => {
  const call = signed('/hooks/status', { method: 'GET' });
  expect((await fixture().send('/hooks/status', call)).status).toBe(200);
  expect((await fixture().send('/hooks/status', call)).status).toBe(409);
});
