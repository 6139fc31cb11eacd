import { type ProxyFixture, startProxyFixture, TOKEN } from '../test-support/proxy-fixture';

let proxy: ProxyFixture;
const body = JSON.stringify({ phoneNumber: '8015550100' });
const post = (path: string, headers: Record<string, string>, payload = body) =>
  proxy.api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: payload,
  });

beforeAll(async () => {
  proxy = await startProxyFixture();
});

beforeEach(() => {
  proxy.calls.length = 0;
});

afterAll(async () => {
  await proxy.close();
});

test.each([
  ['no header', { cookie: 'XSRF-TOKEN=tok-1' }],
  ['no cookie', { 'x-xsrf-token': 'tok-1' }],
  [
    'a header that differs from the cookie',
    { cookie: 'XSRF-TOKEN=tok-1', 'x-xsrf-token': 'tok-2' },
  ],
])('a POST with %s is refused with 403', async (_case, headers) => {
  const response = await post('/sms/unsubscribe', headers);
  expect(response.status).toBe(403);
  expect(JSON.parse(response.text).Message).toMatch(/anti-forgery/);
  expect(proxy.calls).toHaveLength(0);
});

test('a POST whose header repeats the cookie is forwarded with its body unchanged', async () => {
  const response = await post('/sms/unsubscribe', {
    cookie: 'theme=dark; XSRF-TOKEN=tok-1',
    'x-xsrf-token': 'tok-1',
  });
  expect(response.status).toBe(200);
  expect(proxy.calls[0]?.body).toEqual(JSON.parse(body));
  expect(proxy.calls[0]?.headers.token).toBe(TOKEN);
});

test('a body over the limit is refused with 413', async () => {
  const response = await post(
    '/contact',
    { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
    JSON.stringify({ comments: 'x'.repeat(2048) }),
  );
  expect(response.status).toBe(413);
  expect(JSON.parse(response.text)).toEqual({
    message: expect.any(String),
    Message: expect.any(String),
  });
  expect(proxy.calls).toHaveLength(0);
});

describe('when a CDN serves the pages (no cookie ever set by this server)', () => {
  test.each([
    ['the site origin', { origin: 'https://www.prolifeutah.org' }],
    ['the bare site origin', { origin: 'https://prolifeutah.org' }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
  ])('a POST from %s is forwarded without the cookie', async (_case, headers) => {
    const response = await post('/sms/unsubscribe', headers);
    expect(response.status).toBe(200);
    expect(proxy.calls).toHaveLength(1);
    expect(String(response.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[0-9a-f]{64};/);
  });

  test.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a sibling site', { origin: 'https://evil.prolifeutah.org', 'sec-fetch-site': 'same-site' }],
    ['a cross-site form', { 'sec-fetch-site': 'cross-site' }],
  ])('a POST from %s is refused with 403', async (_case, headers) => {
    expect((await post('/sms/unsubscribe', headers)).status).toBe(403);
    expect(proxy.calls).toHaveLength(0);
  });
});
