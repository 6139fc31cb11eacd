// Where the sandbox API runs and which credentials it expects, for `npm start` and `npm test`.
import { sandboxCredentials } from '../sandbox/config';
import { LEGISLATURE_PATH, SCORE_CARD_CSV_PATH } from '../sandbox/routes/legislature';

export const { token: SANDBOX_TOKEN, key: SANDBOX_KEY } = sandboxCredentials();

export const sandboxUrl = (port: number): string => `http://127.0.0.1:${port}`;

/** The sandbox's sample score card spreadsheet, as SCORE_CARD_CSV_URL for a build. */
export const sandboxScoreCardCsv = (port: number): string =>
  `${sandboxUrl(port)}${SCORE_CARD_CSV_PATH}`;

export const startSandboxArgs = (port: number): string[] => [
  'tsx',
  'sandbox/main.ts',
  '--port',
  String(port),
  '--host',
  '127.0.0.1',
  // Image URLs must name the sandbox itself, also when the site's proxy forwards the call.
  '--public-url',
  sandboxUrl(port),
];

/** The sandbox's stand-in for the Utah Legislature's site, as LEGISLATURE_URL for a build. */
export const sandboxLegislatureUrl = (port: number): string =>
  `${sandboxUrl(port)}${LEGISLATURE_PATH}`;
