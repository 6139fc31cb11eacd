// What the edge (deploy/edge/site.vcl) keeps, what it passes straight to the server,
// and whose address the server's rate limits see behind it. Requests from other loopback
// addresses (127.0.0.2, 127.0.0.3) stand in for other visitors.
import fs from 'fs';
import http from 'http';
import path from 'path';
import { expect, test } from '../support/fixtures';
import { projectSite } from '../support/browser';
import { CONTACT } from '../support/contact-sample';
import { clearSandboxRequests, sandboxRequests } from '../support/sandbox';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

const send = (
  localAddress: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const url = new URL(target, projectSite());
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });

const visitor = (target: string, headers: Record<string, string> = {}) =>
  send('127.0.0.1', target, { headers });

const REVALIDATE = 'public, max-age=0, must-revalidate';
// A fresh cache entry for each run: the query string is part of the edge's key.
const fresh = (pathname: string) => `${pathname}?run=${Date.now()}`;

test('a second request for a page is a cache hit, and no cookie is kept or handed out', async () => {
  const target = fresh('/donate/');
  // A visitor with cookies (analytics, the anti-forgery one) still gets the cached page.
  const cookies = { cookie: 'XSRF-TOKEN=abc; _ga=GA1.1.1' };
  const first = await visitor(target, cookies);
  const second = await visitor(target, cookies);
  expect(first.status).toBe(200);
  expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
  expect(second.text).toBe(first.text);
  expect(second.text).toContain('<h1');
  for (const answer of [first, second]) {
    expect(answer.headers).not.toHaveProperty('set-cookie');
    // Browsers still revalidate; the edge's own lifetime and tags stay at the edge.
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
    expect(answer.headers).not.toHaveProperty('surrogate-control');
    expect(answer.headers).not.toHaveProperty('surrogate-key');
    expect(answer.headers).not.toHaveProperty('xkey');
  }
});

test('page-data is cached at the edge, and a hashed bundle for a year', async () => {
  const pageData = fresh('/page-data/donate/page-data.json');
  await visitor(pageData);
  const again = await visitor(pageData);
  expect(again.headers['x-cache']).toBe('HIT');
  expect(again.headers['cache-control']).toBe(REVALIDATE);

  const bundle = fs
    .readdirSync(path.resolve(__dirname, '../../public'))
    .find((name) => /^app-[0-9a-f]+\.js$/.test(name));
  await visitor(`/${bundle}`);
  const cachedBundle = await visitor(`/${bundle}`);
  expect(cachedBundle.headers['x-cache']).toBe('HIT');
  expect(cachedBundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the API proxy, the hooks and the health check reach the server every time', async () => {
  await clearSandboxRequests();
  const api = [
    await visitor('/rest/pluapi/v1/women/reports/impact'),
    await visitor('/rest/pluapi/v1/women/reports/impact'),
  ];
  expect(api.map((answer) => answer.headers['x-cache'])).toEqual(['PASS', 'PASS']);
  expect(await sandboxRequests('/women/reports/impact')).toHaveLength(2);
  // The API's answers still hand out the anti-forgery cookie the forms repeat.
  expect(String(api[0]!.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[0-9a-f]{64};/);
  for (const target of ['/healthz', '/hooks/status']) {
    await visitor(target);
    expect((await visitor(target)).headers['x-cache']).toBe('PASS');
  }
});

test('low finding: the edge never stores an answer marked private or no-store, whatever address it was asked at', async () => {
  // The server reads /%73taff/ as /staff/; the console's answers are private, no-store there too.
  for (const target of ['/%73taff/assets/console.js', '/staff/assets/console.js']) {
    const first = await visitor(target);
    const second = await visitor(target);
    expect(second.status).toBe(200);
    expect(second.headers['cache-control']).toBe('private, no-store');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['PASS', 'PASS']);
  }
});

test('the rate limits count the address the edge saw, whatever the visitor writes', async () => {
  const contact = (from: string, spoofed: string) =>
    send(from, '/rest/pluapi/v1/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: projectSite(),
        'x-forwarded-for': spoofed,
      },
      body: JSON.stringify({ ...CONTACT, optIn: false }),
    });
  // Each call claims another address; the edge replaces the claim with the real one.
  let status = 0;
  for (let sent = 0; sent < 12 && status !== 429; sent += 1) {
    status = (await contact('127.0.0.2', `203.0.113.${sent}`)).status;
  }
  expect(status).toBe(429);
  // Another visitor is not held back by the first one's budget.
  await clearSandboxRequests();
  expect((await contact('127.0.0.3', '203.0.113.1')).status).toBe(200);
  expect(await sandboxRequests('/contact')).toHaveLength(1);
});

test('only the server on the same machine may purge the edge', async () => {
  const purge = (from: string) =>
    send(from, '/', { method: 'PURGE', headers: { 'surrogate-key': 'site' } });
  expect((await purge('127.0.0.2')).status).toBe(403);
  expect((await purge('127.0.0.1')).status).toBe(200);
});
