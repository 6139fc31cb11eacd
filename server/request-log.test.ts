import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { makeTempDir, writeBuiltSite } from './test-support/fake-site';
import { httpRequest } from './test-support/http';
import { startTestServer, testOptions, type TestServer } from './test-support/test-server';

// What the server writes to its log for requests that carry personal data in their URL.

const UID = 'LG-7f3a9c2e41';
const CODE = '482913';
let lines: string[];
let server: TestServer;
let upstream: ReturnType<typeof Fastify>;
let siteDir: string;

beforeAll(async () => {
  upstream = Fastify();
  upstream.get('/rest/pluapi/v1/*', async () => ({ name: 'x', balance: 1, lineItems: [] }));
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  siteDir = makeTempDir('log');
  writeBuiltSite(siteDir);
  lines = [];
  server = await startTestServer({
    ...testOptions(siteDir, {
      proxy: { upstream: upstreamUrl, token: 't-12345678', key: 'k-12345678' },
    }),
    logStream: { write: (line: string) => lines.push(line) },
  });
});

afterAll(async () => {
  await server.close();
  await upstream.close();
  rmSync(siteDir, { recursive: true, force: true });
});

test('the logs of life-grant and SMS-code requests hold no uid and no code', async () => {
  const calls = [
    `/rest/pluapi/v1/services/lifegrantbalance?uid=${UID}`,
    `/services/life-grant-balance/${UID}/`,
    `/es/services/life-grant-balance/${UID}/`,
    `/rest/pluapi/v1/sms/verify/${CODE}`,
  ];
  for (const call of calls) await httpRequest(server.baseUrl, call);
  const log = lines.join('');
  // The requests were logged, masked: the test would pass vacuously without them.
  expect(log).toContain('lifegrantbalance?uid=[redacted]');
  expect(log).toContain('/es/services/life-grant-balance/[redacted]');
  expect(log).toContain('/sms/verify/[redacted]');
  expect(log).not.toContain(UID);
  expect(log).not.toContain(CODE);
});
