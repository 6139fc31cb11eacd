import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { API_BASE_PATH, siteConfig } from '../../../lib/config';

export const TEST_API = { host: 'https://api.test', token: 'test-token', key: 'test-key' } as const;

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
  const restore: Array<() => void> = [];

  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    pending.push(
      request
        .clone()
        .text()
        .then((text) => ({
          method: request.method,
          path: `${url.pathname.replace(API_BASE_PATH, '')}${url.search}`,
          headers: request.headers,
          body: text ? (JSON.parse(text) as unknown) : undefined,
        })),
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
  afterEach(() => {
    server.resetHandlers();
    pending.length = 0;
    restore.splice(0).forEach((undo) => undo());
  });
  afterAll(() => server.close());

  return {
    server,
    /** Every request received since the test began, oldest first. */
    received: (): Promise<ReceivedRequest[]> => Promise.all(pending),
  };
};

/** The three credential headers of spec point 7, as the test API's values. */
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
