import type { IncomingHttpHeaders } from 'node:http';

export const CREDENTIALS_ERROR = 'Missing or invalid API credentials.';

interface Credentials {
  token: string;
  key: string;
}

/** The contract's three headers: token, and the key in both apiKey and apiPassword. */
export function hasValidCredentials(headers: IncomingHttpHeaders, expected: Credentials): boolean {
  return (
    headers.token === expected.token &&
    headers.apikey === expected.key &&
    headers.apipassword === expected.key
  );
}
