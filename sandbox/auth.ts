import type { IncomingHttpHeaders } from 'node:http';
import { credentialHeaders, type ApiCredentials } from '../contract';

export const CREDENTIALS_ERROR = 'Missing or invalid API credentials.';

/** The contract's three headers: token, and the key in both apiKey and apiPassword. */
export function hasValidCredentials(
  headers: IncomingHttpHeaders,
  expected: ApiCredentials,
): boolean {
  return Object.entries(credentialHeaders(expected)).every(
    ([name, value]) => headers[name.toLowerCase()] === value,
  );
}
