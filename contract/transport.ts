// How every call reaches the provider API: under one base path, with three
// credential headers. The browser client, the source plugin, the proxy, the sandbox and the
// test helpers all build them from here.
export const API_BASE_PATH = '/rest/pluapi/v1';

/** The credential headers, as the spec names them. */
export const CREDENTIAL_HEADERS = ['token', 'apiKey', 'apiPassword'] as const;

export interface ApiCredentials {
  token: string;
  key: string;
}

/** The token in `token`, the key in both `apiKey` and `apiPassword`. */
export const credentialHeaders = ({ token, key }: ApiCredentials) => ({
  token,
  apiKey: key,
  apiPassword: key,
});

/** How logs and build reports name a call: `GET /rest/pluapi/v1/articles?year=2020`. */
export const endpointLabel = (path: string, method = 'GET'): string =>
  `${method} ${API_BASE_PATH}${path}`;
