import { resolveConfig } from './config';
import { callApi, CREDENTIALS, request, startSandbox, type RunningSandbox } from './test-helpers';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ corsOrigins: ['http://localhost:9000', 'http://127.0.0.1:8000'] });
});
afterAll(() => sandbox.close());

function preflight(origin: string, method = 'POST') {
  return request(sandbox, 'OPTIONS', '/rest/pluapi/v1/contact', {
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'token,apikey,apipassword,content-type,x-xsrf-token',
    },
  });
}

describe('CORS', () => {
  it('answers a preflight from the site without credentials', async () => {
    const answer = await preflight('http://localhost:9000');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:9000');
    const allowed = answer.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const header of ['token', 'apikey', 'apipassword', 'content-type', 'x-xsrf-token']) {
      expect(allowed.split(/,\s*/)).toContain(header);
    }
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('gives no CORS grant to other origins', async () => {
    const answer = await preflight('http://evil.example');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks actual responses for the site origin', async () => {
    const answer = await callApi(sandbox, 'GET', '/women/reports/impact', undefined, {
      ...CREDENTIALS,
      origin: 'http://127.0.0.1:8000',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8000');
  });

  it('reads the origins from SANDBOX_CORS_ORIGINS, with the site defaults', () => {
    const custom = resolveConfig(
      {},
      { SANDBOX_CORS_ORIGINS: 'https://a.example, https://b.example' },
    );
    expect(custom.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(resolveConfig({}, {}).corsOrigins).toEqual([
      'http://localhost:9000',
      'http://127.0.0.1:9000',
      'http://localhost:8000',
      'http://127.0.0.1:8000',
    ]);
  });
});
