import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import articlesByYear from '../__fixtures__/articles-by-year.json';
import articlesFull from '../__fixtures__/articles-full.json';
import homeFeatured from '../__fixtures__/home-featured.json';
import homeLatest from '../__fixtures__/home-latest.json';
import impact from '../__fixtures__/impact.json';
import partners from '../__fixtures__/partners.json';
import type { PluapiOptions } from '../types';

export const TEST_HOST = 'http://pluapi.test';
export const TEST_TOKEN = 'tok-S3cr3t-7f2a';
export const TEST_KEY = 'key-P4ssw0rd-91bc';

export const apiUrl = (path: string) => `${TEST_HOST}/rest/pluapi/v1${path}`;

/** Where the fixtures' social images and partner logos live, like a CMS's media host. */
export const MEDIA_HOST = 'https://images.example.org';
// A 1×1 PNG: the plugin publishes it as it is, at its one width.
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Plugin options for tests: small waits so retries take milliseconds. */
export const testOptions: PluapiOptions & { plugins: []; [option: string]: unknown } = {
  plugins: [],
  host: TEST_HOST,
  token: TEST_TOKEN,
  key: TEST_KEY,
  startYear: 2023,
  currentYear: 2025,
  concurrency: 8,
  timeoutMs: 2000,
  maxRetries: 2,
  retryBaseMs: 1,
  maxAgeHours: 24,
  changedArticles: [],
  fullRefresh: false,
  reportFile: '',
  // The copies of the images go here, not into the repository's own public/.
  publicDir: fs.mkdtempSync(path.join(os.tmpdir(), 'pluapi-public-')),
};

const byYear: Record<string, unknown[]> = articlesByYear;
const full: Record<string, unknown> = articlesFull;

/** The provider API as the contract describes it, answering from __fixtures__/. */
export const fixtureHandlers = [
  http.get(apiUrl('/women/reports/impact'), () => HttpResponse.json(impact)),
  http.get(apiUrl('/articles'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const year = query.get('year');
    if (year !== null) return HttpResponse.json(byYear[year] ?? []);
    return HttpResponse.json(query.get('typeID') === '2' ? homeFeatured : homeLatest);
  }),
  http.get(apiUrl('/articles/uid/:uuid'), ({ params }) => {
    const article = full[String(params.uuid)];
    if (article) return HttpResponse.json(article);
    return HttpResponse.json({ Message: 'Article not found.' }, { status: 404 });
  }),
  http.get(apiUrl('/partners'), () => HttpResponse.json(partners)),
  http.get(
    `${MEDIA_HOST}/*`,
    () => new HttpResponse(new Uint8Array(TINY_PNG), { headers: { 'content-type': 'image/png' } }),
  ),
];

/**
 * An msw server for one test file. Unhandled requests are errors, so nothing
 * reaches the network; every request is recorded for the assertions.
 */
export function setupPluapiServer() {
  const server = setupServer(...fixtureHandlers);
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());

  const requestsTo = (path: string) => requests.filter((request) => request.url === apiUrl(path));

  /**
   * Answers requests for exactly `path` (query included) with each response in
   * turn, then with the last one forever; other requests still get the fixtures.
   */
  const answerInTurn = (path: string, ...responses: Array<() => Response | Promise<Response>>) => {
    let calls = 0;
    server.use(
      http.get(apiUrl(path.split('?')[0]!), ({ request }) => {
        if (request.url !== apiUrl(path)) return undefined;
        const respond = responses[Math.min(calls, responses.length - 1)]!;
        calls += 1;
        return respond();
      }),
    );
  };
  return { server, requests, requestsTo, answerInTurn };
}
