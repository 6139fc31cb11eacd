import type { Reporter } from 'gatsby';
import { FIRST_NEWS_YEAR } from '../../contract';

export const PLUGIN_NAME = 'gatsby-source-pluapi';

export const NODE_TYPES = {
  impact: 'PluapiImpact',
  article: 'PluapiArticle',
  homeNews: 'PluapiHomeNews',
  partner: 'PluapiPartner',
  partnerList: 'PluapiPartnerList',
  image: 'PluapiImage',
} as const;

/**
 * Widths of the WebP copies made of each kind of image: once and twice the most a page
 * shows it at (an article's image in an 800 px column, a partner's logo in 240 px).
 */
export const IMAGE_WIDTHS = { socialImage: [400, 800], logo: [240, 480] } as const;

// News starts at the contract's first year; the home page shows 1 featured and 3 latest.
export const DEFAULT_OPTIONS = {
  token: '',
  key: '',
  startYear: FIRST_NEWS_YEAR,
  concurrency: 8,
  timeoutMs: 30_000,
  maxRetries: 5,
  retryBaseMs: 500,
  maxAgeHours: 24,
  changedArticles: [],
  fullRefresh: false,
  reportFile: '',
  publicDir: 'public',
} as const;

export const MAX_CONCURRENCY = 8;
// An origin only (no path, no user:password@): the plugin appends API_BASE_PATH itself.
export const HTTP_ORIGIN = /^https?:\/\/[^/?#\s@]+\/?$/;
export const FEATURED_TYPE_ID = 2;

export const ERROR_CODES = {
  unexpectedFailure: '11000',
  apiUnreachable: '11001',
  unexpectedResponse: '11002',
  credentialsRefused: '11003',
  misconfigured: '11004',
  requestRejected: '11005',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

interface ErrorContext {
  sourceMessage: string;
}

type ErrorMapEntry = Parameters<Reporter['setErrorMap']>[0][string];

function entry(summary: string, category: 'USER' | 'THIRD_PARTY' | 'UNKNOWN'): ErrorMapEntry {
  return {
    text: (context: ErrorContext) => `${summary}\n\n${context.sourceMessage}`,
    level: 'ERROR',
    category,
  };
}

export const ERROR_MAP: Record<ErrorCode, ErrorMapEntry> = {
  [ERROR_CODES.unexpectedFailure]: entry('gatsby-source-pluapi failed unexpectedly.', 'UNKNOWN'),
  [ERROR_CODES.apiUnreachable]: entry(
    'The Pluapi API could not be reached, even after retrying.',
    'THIRD_PARTY',
  ),
  [ERROR_CODES.unexpectedResponse]: entry(
    'The Pluapi API answered with a body this plugin does not understand.',
    'THIRD_PARTY',
  ),
  [ERROR_CODES.credentialsRefused]: entry(
    'The Pluapi API refused the credentials: check the plugin options `token` and `key`.',
    'USER',
  ),
  [ERROR_CODES.misconfigured]: entry('gatsby-source-pluapi is misconfigured.', 'USER'),
  [ERROR_CODES.requestRejected]: entry('The Pluapi API rejected a request.', 'THIRD_PARTY'),
};
