import type { Page, Request } from '@playwright/test';
import { credentialHeaders } from '../../contract';
import { sandboxCredentials } from '../../sandbox/config';
import { expect } from './fixtures';
import { projectSite } from './browser';
import { sandboxRequests, type LoggedRequest } from './sandbox';

// Proxy mode, as deployed: the browser calls the site's own /rest/pluapi/v1 with no credential,
// and the production server adds the credentials only it holds before calling the API.

// Header names as Node and Playwright report them: lower case.
const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
export const SERVER_CREDENTIALS = lowerCased(credentialHeaders(sandboxCredentials()));
const CREDENTIAL_HEADERS = Object.keys(SERVER_CREDENTIALS);

/** Collects every API call the page makes, to whatever host. */
export const recordApiCalls = (page: Page): Request[] => {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/rest/pluapi/v1/')) calls.push(request);
  });
  return calls;
};

/** The calls went to the site itself and carried no credential value. */
export const expectSentWithoutCredentials = async (calls: Request[]): Promise<void> => {
  for (const call of calls) {
    expect(new URL(call.url()).origin).toBe(projectSite());
    const headers = await call.allHeaders();
    // In proxy mode the API client leaves the three headers out altogether.
    for (const name of CREDENTIAL_HEADERS) expect(headers).not.toHaveProperty(name);
  }
};

/** What reached the sandbox for `path`: the last request, with the server's credentials. */
export const expectForwardedWithCredentials = async (path: string): Promise<LoggedRequest> => {
  const requests = await sandboxRequests(path);
  expect(requests.length).toBeGreaterThan(0);
  const last = requests[requests.length - 1]!;
  const { token, apikey, apipassword } = last.headers;
  expect({ token, apikey, apipassword }).toEqual(SERVER_CREDENTIALS);
  // The visitor's cookies (the anti-forgery one included) stay on the site's server.
  expect(last.headers).not.toHaveProperty('cookie');
  expect(last.headers).not.toHaveProperty('x-xsrf-token');
  return last;
};
