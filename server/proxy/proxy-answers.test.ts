import { KEY, type ProxyFixture, startProxyFixture, TOKEN } from '../test-support/proxy-fixture';

let proxy: ProxyFixture;

beforeAll(async () => {
  proxy = await startProxyFixture();
});

afterAll(async () => {
  await proxy.close();
});

const GENERIC = { message: expect.stringMatching(/unavailable/), Message: expect.any(String) };

test('a JSON answer passes with a policy that forbids rendering it as a page', async () => {
  const response = await proxy.api('/actionemail/42');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(response.headers['content-security-policy-report-only']).toBeUndefined();
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

test('a non-JSON answer becomes a 502 with a generic JSON message', async () => {
  const response = await proxy.api('/actionemail/html');
  expect(response.status).toBe(502);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(response.text)).toEqual(GENERIC);
  expect(response.text).not.toContain('maintenance');
});

test('an answer over the size cap becomes a 502', async () => {
  const response = await proxy.api('/actionemail/huge');
  expect(response.status).toBe(502);
  expect(JSON.parse(response.text)).toEqual(GENERIC);
});

test('the credentials are masked in an error the provider echoes', async () => {
  const response = await proxy.api('/actionemail/echo');
  expect(response.status).toBe(400);
  expect(response.text).not.toContain(TOKEN);
  expect(response.text).not.toContain(KEY);
  expect(JSON.parse(response.text).message).toBe('bad call (token [redacted] key [redacted])');
});

test("a provider's 5xx becomes a generic 502: no stack, no credential", async () => {
  const response = await proxy.api('/actionemail/crash');
  expect(response.status).toBe(502);
  expect(JSON.parse(response.text)).toEqual(GENERIC);
  expect(response.text).not.toMatch(/NullReference|server-token|server-key/);
});

test('an empty answer passes as it is', async () => {
  const response = await proxy.api('/actionemail/empty');
  expect(response.status).toBe(204);
  expect(response.body).toHaveLength(0);
});
