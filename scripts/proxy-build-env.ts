// The proxy-mode build of `npm test` against the sandbox: run-checks.ts builds public/ with it,
// and the staff loop's server (e2e/loop/) runs its webhook builds with the same environment, so
// a build there changes only what the CMS changed, not every page.
import { DEFAULT_SITE_URL } from '../src/lib/config';
import {
  SANDBOX_KEY,
  SANDBOX_TOKEN,
  sandboxLegislatureUrl,
  sandboxScoreCardCsv,
  sandboxUrl,
} from './sandbox-env';

// The bare host on purpose: the browser tests check that the canonical link is forced to www.
export const E2E_BUILD_SITE_URL = DEFAULT_SITE_URL.replace('://www.', '://');

/** The credentials the proxy-mode build and server hold, and the build must keep out of public/. */
export const PROXY_SERVER_SIDE = { PLUAPI_TOKEN: SANDBOX_TOKEN, PLUAPI_KEY: SANDBOX_KEY };

/** The proxy-mode build's environment: the API and the other sources on the sandbox at `port`. */
export const proxyBuildEnv = (sandboxPort: number): Record<string, string> => ({
  ...PROXY_SERVER_SIDE,
  PLUAPI_HOST: sandboxUrl(sandboxPort),
  GATSBY_PLUAPI_HOST: '',
  GATSBY_PLUAPI_TOKEN: '',
  GATSBY_PLUAPI_KEY: '',
  GATSBY_SITE_URL: E2E_BUILD_SITE_URL,
  SCORE_CARD_CSV_URL: sandboxScoreCardCsv(sandboxPort),
  LEGISLATURE_URL: sandboxLegislatureUrl(sandboxPort),
});
