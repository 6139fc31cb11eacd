import { httpRequest } from '../test-support/http';
import { KEY, type ProxyFixture, startProxyFixture, TOKEN } from '../test-support/proxy-fixture';
import { startTestServer, testOptions } from '../test-support/test-server';

let proxy: ProxyFixture;

beforeAll(async () => {
  proxy = await startProxyFixture();
});

beforeEach(() => {
  proxy.calls.length = 0;
});

afterAll(async () => {
  await proxy.close();
});

test('a GET reaches the provider with the server credentials, not the client ones', async () => {
  const response = await proxy.api('/articles?page=1&maxRecords=3&typeID=*', {
    headers: {
      token: 'client-token',
      apikey: 'client-key',
      authorization: 'Basic x',
      cookie: 'a=b',
    },
  });
  expect(response.status).toBe(200);
  expect(JSON.parse(response.text)).toEqual({ ok: true });
  expect(proxy.calls).toHaveLength(1);
  const [call] = proxy.calls;
  expect(call?.url).toBe('/rest/pluapi/v1/articles?page=1&maxRecords=3&typeID=*');
  expect(call?.headers).toMatchObject({ token: TOKEN, apikey: KEY, apipassword: KEY });
  expect(call?.headers.authorization).toBeUndefined();
  expect(call?.headers.cookie).toBeUndefined();
});

test('only the query parameters the contract names for the endpoint reach the provider', async () => {
  await proxy.api('/articles?token=evil&year=2024&apiKey=x&maxRecords=99&%74oken=y');
  await proxy.api('/partners?year=2025&page=3');
  await proxy.api('/women/reports/impact?debug=1');
  expect(proxy.calls.map((call) => call.url)).toEqual([
    '/rest/pluapi/v1/articles?year=2024&maxRecords=99',
    '/rest/pluapi/v1/partners?year=2025',
    '/rest/pluapi/v1/women/reports/impact',
  ]);
});

test('a GET without the anti-forgery cookie gets one the page script can read', async () => {
  const response = await proxy.api('/women/reports/impact');
  const cookie = String(response.headers['set-cookie']);
  expect(cookie).toMatch(/^XSRF-TOKEN=[0-9a-f]{64}; Path=\/; SameSite=Strict$/);
  const again = await proxy.api('/women/reports/impact', { headers: { cookie: 'XSRF-TOKEN=abc' } });
  expect(again.headers['set-cookie']).toBeUndefined();
});

test('paths and methods outside the contract are refused without reaching the provider', async () => {
  const unknown = await proxy.api('/admin/users');
  expect(unknown.status).toBe(404);
  expect(JSON.parse(unknown.text)).toEqual({
    message: expect.any(String),
    Message: expect.any(String),
  });
  const wrongMethod = await proxy.api('/contact', { method: 'DELETE' });
  expect(wrongMethod.status).toBe(405);
  expect(wrongMethod.headers.allow).toBe('POST');
  expect((await proxy.api('/articles/uid/..%2F..%2Fadmin')).status).toBe(404);
  expect(proxy.calls).toHaveLength(0);
});

test("the provider's error status and body pass through", async () => {
  const response = await proxy.api('/actionemail/400');
  expect(response.status).toBe(400);
  expect(JSON.parse(response.text)).toEqual({ message: 'inactive' });
});

test('a provider slower than the timeout gives 504', async () => {
  const response = await proxy.api('/actionemail/slow');
  expect(response.status).toBe(504);
  expect(JSON.parse(response.text).message).toMatch(/did not answer in time/);
});

test('without PLUAPI_HOST the proxy answers 503 and says why', async () => {
  const bare = await startTestServer(testOptions(proxy.siteDir));
  try {
    const response = await httpRequest(bare.baseUrl, '/rest/pluapi/v1/women/reports/impact');
    expect(response.status).toBe(503);
    expect(JSON.parse(response.text).Message).toMatch(/PLUAPI_HOST/);
  } finally {
    await bare.close();
  }
});
