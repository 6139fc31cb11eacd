import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../config';
import { createEdgePurge, edgePurgeFor, varnishPurgeAdapter } from './edge-purge';

// The release listener against a stand-in edge that records what it is asked and can refuse.

interface FakeEdge {
  url: string;
  purges: Array<{ method: string; key: string | undefined }>;
  refuseNext: number;
  close: () => Promise<void>;
}

async function startFakeEdge(): Promise<FakeEdge> {
  const edge = { purges: [], refuseNext: 0 } as unknown as FakeEdge;
  const server = http.createServer((request, response) => {
    edge.purges.push({
      method: request.method ?? '',
      key: request.headers['surrogate-key'] as string | undefined,
    });
    response.statusCode = edge.refuseNext-- > 0 ? 503 : 200;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  edge.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  edge.close = () => new Promise((resolve) => server.close(() => resolve()));
  return edge;
}

const quietLog = () => ({ info: jest.fn(), error: jest.fn() });
const event = { releaseId: '20261125T120000000Z-abcdef', reason: 'publish' };

let edges: FakeEdge[];
beforeEach(async () => {
  edges = [await startFakeEdge(), await startFakeEdge()];
});
afterEach(async () => {
  await Promise.all(edges.map((edge) => edge.close()));
});

test('every edge in EDGE_PURGE_URLS gets one PURGE of the site tag', async () => {
  const { edgePurgeUrls = [] } = readConfig({ EDGE_PURGE_URLS: edges.map((e) => e.url).join(', ') }).app;
  const log = quietLog();
  const purge = createEdgePurge({ adapters: edgePurgeUrls.map(varnishPurgeAdapter), log });
  const results = await purge(event);
  for (const edge of edges) expect(edge.purges).toEqual([{ method: 'PURGE', key: 'site' }]);
  expect(results.every((result) => result.ok)).toBe(true);
  expect(log.info).toHaveBeenCalledWith(
    expect.objectContaining({ releaseId: event.releaseId, adapter: edges[0]!.url }),
    'edge cache purged',
  );
});

test('a refused purge is tried again, and nobody is bothered when a retry works', async () => {
  edges[0]!.refuseNext = 2;
  const notify = jest.fn();
  const purge = createEdgePurge({
    adapters: [varnishPurgeAdapter(edges[0]!.url)],
    log: quietLog(),
    notify,
    retryDelayMs: 1,
  });
  const [result] = await purge(event);
  expect(edges[0]!.purges).toHaveLength(3);
  expect(result).toMatchObject({ ok: true, attempts: 3 });
  expect(notify).not.toHaveBeenCalled();
});

test('a purge that fails every attempt is logged and told to staff in a plain sentence', async () => {
  edges[0]!.refuseNext = 99;
  const log = quietLog();
  const notify = jest.fn();
  const purge = createEdgePurge({
    adapters: edges.map((edge) => varnishPurgeAdapter(edge.url)),
    log,
    notify,
    retryDelayMs: 1,
  });
  const results = await purge(event);
  expect(results.map((result) => result.ok)).toEqual([false, true]);
  expect(log.error).toHaveBeenCalledWith(
    expect.objectContaining({ adapter: edges[0]!.url, error: 'it answered HTTP 503' }),
    'edge cache purge failed',
  );
  expect(notify).toHaveBeenCalledTimes(1);
  const { subject, text: message } = notify.mock.calls[0]![0] as { subject: string; text: string };
  expect(subject).toBe('The edge cache still shows the previous release');
  expect(message).toContain(`Release ${event.releaseId} is live`);
  expect(message).toContain(`the edge cache at ${edges[0]!.url}`);
  expect(message).toContain('previous version of the site for up to an hour');
});

test('an edge that is not listening fails the purge without failing the release', async () => {
  const url = edges[0]!.url;
  await edges[0]!.close();
  edges.shift();
  const notify = jest.fn();
  const purge = createEdgePurge({
    adapters: [varnishPurgeAdapter(url)],
    log: quietLog(),
    notify,
    attempts: 2,
    retryDelayMs: 1,
  });
  await expect(purge(event)).resolves.toEqual([expect.objectContaining({ ok: false })]);
  expect(notify).toHaveBeenCalledTimes(1);
});

test('a staff notification that fails is logged, not thrown', async () => {
  edges[0]!.refuseNext = 99;
  const log = quietLog();
  const purge = createEdgePurge({
    adapters: [varnishPurgeAdapter(edges[0]!.url)],
    log,
    notify: () => Promise.reject(new Error('mail server down')),
    attempts: 1,
  });
  await expect(purge(event)).resolves.toHaveLength(1);
  expect(log.error).toHaveBeenCalledWith(
    expect.objectContaining({ notifyError: 'Error: mail server down' }),
    'staff not notified',
  );
});

test.each(['ftp://edge/', 'edge:9080', '/purge'])('EDGE_PURGE_URLS=%s fails at start', (value) => {
  expect(() => readConfig({ EDGE_PURGE_URLS: value })).toThrow(/EDGE_PURGE_URLS/);
});

test('without EDGE_PURGE_URLS there is no release listener', () => {
  expect(readConfig({}).app.edgePurgeUrls).toEqual([]);
  expect(edgePurgeFor([], quietLog())).toBeUndefined();
});

test("the release listener purges every edge and reports a failure through staff's channel", async () => {
  edges[1]!.refuseNext = 99;
  const notify = jest.fn();
  const listener = edgePurgeFor(
    edges.map((edge) => edge.url),
    quietLog(),
    notify,
  );
  await listener?.(event);
  expect(edges[0]!.purges).toEqual([{ method: 'PURGE', key: 'site' }]);
  expect(edges[1]!.purges).toHaveLength(3);
  expect(notify).toHaveBeenCalledWith(
    expect.objectContaining({ text: expect.stringContaining(edges[1]!.url) }),
  );
});
