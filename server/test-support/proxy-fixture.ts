import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { makeTempDir, writeBuiltSite } from './fake-site';
import { httpRequest, type HttpRequestOptions } from './http';
import { startTestServer, testOptions } from './test-server';

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export const TOKEN = 'server-token-123';
export const KEY = 'server-key-456';

/**
 * The server in proxy mode (timeout 300 ms, body limit 1 KiB, answers up to 4 KiB, one trusted
 * proxy hop, so tests pick a client address with X-Forwarded-For) in front of a stub provider
 * that records every call reaching it. `/actionemail/<case>` answers: `400` a 400, `slow` only
 * when the fixture closes, `html` an HTML page, `huge` 8 KiB of JSON, `echo` JSON echoing the
 * credentials it received, `crash` a 500 echoing them, `empty` a 204.
 */
export async function startProxyFixture() {
  const calls: RecordedCall[] = [];
  const releaseSlowAnswers: Array<() => void> = [];
  // Connections left open by the aborted slow call would otherwise keep close() waiting.
  const upstream = Fastify({ forceCloseConnections: true });
  upstream.all('/rest/pluapi/v1/*', async (request, reply) => {
    const { method, url, headers, body } = request;
    calls.push({ method, url, headers, body });
    if (url.startsWith('/rest/pluapi/v1/actionemail/400')) {
      return reply.code(400).send({ message: 'inactive' });
    }
    if (url.startsWith('/rest/pluapi/v1/actionemail/slow')) {
      await new Promise<void>((resolve) => releaseSlowAnswers.push(resolve));
    }
    const echoed = `token ${String(headers.token)} key ${String(headers.apikey)}`;
    switch (url.slice('/rest/pluapi/v1/actionemail/'.length)) {
      case 'html':
        return reply.type('text/html').send('<html><body>Provider maintenance</body></html>');
      case 'huge':
        return { filler: 'x'.repeat(8 * 1024) };
      case 'echo':
        return reply.code(400).send({ message: `bad call (${echoed})` });
      case 'crash':
        return reply.code(500).send({ message: `NullReferenceException at Db.Open(${echoed})` });
      case 'empty':
        return reply.code(204).send();
    }
    return { ok: true };
  });
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });

  const siteDir = makeTempDir('proxy');
  writeBuiltSite(siteDir);
  const server = await startTestServer(
    testOptions(siteDir, {
      trustProxy: 1,
      proxy: {
        upstream: upstreamUrl,
        token: TOKEN,
        key: KEY,
        timeoutMs: 300,
        bodyLimit: 1024,
        responseLimit: 4 * 1024,
      },
    }),
  );

  return {
    siteDir,
    calls,
    api: (path: string, options: HttpRequestOptions = {}) =>
      httpRequest(server.baseUrl, `/rest/pluapi/v1${path}`, options),
    close: async () => {
      releaseSlowAnswers.forEach((release) => release());
      await server.close();
      await upstream.close();
      rmSync(siteDir, { recursive: true, force: true });
    },
  };
}

export type ProxyFixture = Awaited<ReturnType<typeof startProxyFixture>>;
