import { resolveConfig } from './config';
import { callApi, CREDENTIALS, request, startSandbox, type RunningSandbox } from './test-helpers';

describe('API credentials', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('answers with the credentials', async () => {
    const answer = await callApi(sandbox, 'GET', '/women/reports/impact');
    expect(answer.status).toBe(200);
  });

  it('answers 401 with a message when the headers are missing', async () => {
    const answer = await callApi(sandbox, 'GET', '/women/reports/impact', undefined, {});
    expect(answer).toMatchObject({
      status: 401,
      body: { message: 'Missing or invalid API credentials.' },
    });
  });

  it.each(['token', 'apikey', 'apipassword'] as const)(
    'answers 401 when %s is wrong or absent',
    async (name) => {
      const wrongHeaders = { ...CREDENTIALS, [name]: 'nope' };
      expect((await callApi(sandbox, 'GET', '/articles', undefined, wrongHeaders)).status).toBe(
        401,
      );
      const withoutOne = Object.fromEntries(
        Object.entries(CREDENTIALS).filter(([header]) => header !== name),
      );
      const absent = await callApi(sandbox, 'POST', '/contact', {}, withoutOne);
      expect(absent).toMatchObject({
        status: 401,
        body: { message: 'Missing or invalid API credentials.' },
      });
    },
  );

  it('checks credentials first, even for unknown routes', async () => {
    expect((await callApi(sandbox, 'GET', '/no-such-route', undefined, {})).status).toBe(401);
    const unknown = await callApi(sandbox, 'GET', '/no-such-route');
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: expect.stringContaining('/no-such-route') },
    });
  });

  it('needs no credentials for the sandbox-only endpoints', async () => {
    const health = await request(sandbox, 'GET', '/__sandbox/health');
    expect(health).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('answers malformed JSON with a 400 message', async () => {
    const response = await fetch(`${sandbox.origin}/rest/pluapi/v1/contact`, {
      method: 'POST',
      headers: { ...CREDENTIALS, 'content-type': 'application/json' },
      body: '{"firstName": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.stringContaining('JSON') });
  });
});

describe('credential configuration', () => {
  it('reads SANDBOX_TOKEN and SANDBOX_KEY, with defaults', () => {
    expect(resolveConfig({}, {})).toMatchObject({ token: 'sandbox-token', key: 'sandbox-key' });
    const fromEnv = resolveConfig({}, { SANDBOX_TOKEN: 't1', SANDBOX_KEY: 'k1' });
    expect(fromEnv).toMatchObject({ token: 't1', key: 'k1' });
  });

  it('expects the configured values', async () => {
    const sandbox = await startSandbox({ token: 'secret-token', key: 'secret-key' });
    const headers = { token: 'secret-token', apikey: 'secret-key', apipassword: 'secret-key' };
    expect((await callApi(sandbox, 'GET', '/women/reports/impact')).status).toBe(401);
    const answer = await callApi(sandbox, 'GET', '/women/reports/impact', undefined, headers);
    expect(answer.status).toBe(200);
    await sandbox.close();
  });
});
