import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { API_BASE_PATH } from '../../../../contract';
import { siteConfig } from '../../../lib/config';
import {
  checkRequest,
  ENDPOINTS,
  endpointsAt,
  type Endpoint,
  type EndpointName,
} from '../../../../contract';

export const TEST_API = { host: 'https://api.test', token: 'test-token', key: 'test-key' } as const;

// Path ids are matched loosely here: some tests send odd ids on purpose, to check that
// they are encoded; the proxy, not this check, is where such ids are refused.
const shapeOf = (path: string) => path.split('?')[0]!.replace(/[^/]+$/, ':id');

/** What the contract says of a request body the site sent ([] when it fits). */
const contractProblemsOf = (method: string, path: string, body: unknown): string[] => {
  const match = (Object.entries(ENDPOINTS) as Array<[EndpointName, Endpoint]>).find(
    ([, e]) =>
      e.method === method &&
      (endpointsAt(path.split('?')[0] ?? '').some(([, other]) => other === e) ||
        e.path.replace(/:\w+$/, ':id') === shapeOf(path)),
  );
  if (!match) return [`${method} ${path} is not an endpoint of the contract`];
  return checkRequest(match[0], body).map(({ field, reason }) => `${field} ${reason}`);
};

export interface ReceivedRequest {
  method: string;
  /** Relative to /rest/pluapi/v1, with the query string. */
  path: string;
  headers: Headers;
  body: unknown;
}

/** The absolute URL msw handlers match, for a path relative to /rest/pluapi/v1. */
export const apiPath = (path: string): string => `${TEST_API.host}${API_BASE_PATH}${path}`;

/**
 * An msw server at the HTTP layer for a test file, with the site configured for it,
 * recording every request it received (method, path, headers, parsed JSON body).
 */
export const setupTestApi = (...handlers: RequestHandler[]) => {
  const server = setupServer(...handlers);
  const pending: Array<Promise<ReceivedRequest>> = [];
  // Every request the site sends must fit the API contract, in every test.
  const offContract: string[] = [];
  const restore: Array<() => void> = [];

  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    pending.push(
      request
        .clone()
        .text()
        .then((text) => {
          const path = `${url.pathname.replace(API_BASE_PATH, '')}${url.search}`;
          const body = text ? (JSON.parse(text) as unknown) : undefined;
          const problems = contractProblemsOf(request.method, path, body);
          if (problems.length > 0) offContract.push(`${request.method} ${path}: ${problems}`);
          return { method: request.method, path, headers: request.headers, body };
        }),
    );
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    restore.push(
      jest.replaceProperty(siteConfig, 'apiHost', TEST_API.host).restore,
      jest.replaceProperty(siteConfig, 'apiToken', TEST_API.token).restore,
      jest.replaceProperty(siteConfig, 'apiKey', TEST_API.key).restore,
    );
  });
  afterEach(async () => {
    await Promise.all(pending);
    const problems = offContract.splice(0);
    server.resetHandlers();
    pending.length = 0;
    restore.splice(0).forEach((undo) => undo());
    expect(problems).toEqual([]);
  });
  afterAll(() => server.close());

  return {
    server,
    /** Every request received since the test began, oldest first. */
    received: (): Promise<ReceivedRequest[]> => Promise.all(pending),
  };
};

/** The three credential headers every call carries, as the test API's values. */
export const expectedCredentials = {
  token: TEST_API.token,
  apikey: TEST_API.key,
  apipassword: TEST_API.key,
};

export const credentialsOf = (headers: Headers) => ({
  token: headers.get('token'),
  apikey: headers.get('apiKey'),
  apipassword: headers.get('apiPassword'),
});
