import type { GatsbyNode } from 'gatsby';
import { ARTICLE_ID, ARTICLE_ID_WORDS } from '../../contract/changed-articles';
import { DEFAULT_OPTIONS, HTTP_ORIGIN, MAX_CONCURRENCY } from './constants';

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    host: Joi.string()
      .pattern(HTTP_ORIGIN, 'http(s) origin')
      .required()
      .messages({
        'string.empty':
          'No provider API is named: set PLUAPI_HOST (or GATSBY_PLUAPI_HOST) to its origin, e.g. https://api.example.org',
        'string.pattern.name':
          '`host` must be an http(s) origin such as https://api.example.org (no path, no user:password@)',
      })
      .description('Origin of the provider API, e.g. https://api.example.org'),
    token: Joi.string().allow('').default(DEFAULT_OPTIONS.token).description('`token` header'),
    key: Joi.string()
      .allow('')
      .default(DEFAULT_OPTIONS.key)
      .description('Value of both the `apiKey` and `apiPassword` headers'),
    currentYear: Joi.number()
      .integer()
      .min(2000)
      .default(() => new Date().getFullYear())
      .description('Last year of news to source; the clock decides unless a test pins it'),
    startYear: Joi.number()
      .integer()
      .min(2000)
      .max(Joi.ref('currentYear'))
      .default(DEFAULT_OPTIONS.startYear)
      .description('First year of news to source'),
    concurrency: Joi.number()
      .integer()
      .min(1)
      .max(MAX_CONCURRENCY)
      .default(DEFAULT_OPTIONS.concurrency)
      .description('Requests in flight at once'),
    timeoutMs: Joi.number()
      .integer()
      .min(1)
      .default(DEFAULT_OPTIONS.timeoutMs)
      .description('Time limit of one attempt'),
    maxRetries: Joi.number()
      .integer()
      .min(0)
      .default(DEFAULT_OPTIONS.maxRetries)
      .description('Retries after the first attempt on 5xx, 429, timeouts and network errors'),
    retryBaseMs: Joi.number()
      .integer()
      .min(0)
      .default(DEFAULT_OPTIONS.retryBaseMs)
      .description('First backoff delay; it doubles on each retry, with jitter'),
    maxAgeHours: Joi.number()
      .min(0)
      .default(DEFAULT_OPTIONS.maxAgeHours)
      .description('Cached article bodies older than this are fetched again'),
    changedArticles: Joi.array()
      .items(
        Joi.string()
          .pattern(ARTICLE_ID, 'article id')
          .messages({
            'string.pattern.name': `{{#label}} (from PLUAPI_CHANGED_ARTICLES) is not an article id (${ARTICLE_ID_WORDS})`,
          }),
      )
      .default(() => [...DEFAULT_OPTIONS.changedArticles])
      .description(
        'Ids of the articles whose bodies are fetched again, the other cached ones trusted (PLUAPI_CHANGED_ARTICLES, read with decodeChangedArticles); none: every body is fetched',
      ),
    fullRefresh: Joi.boolean()
      .default(DEFAULT_OPTIONS.fullRefresh)
      .description('Fetch every article body and image again, whatever the cache holds'),
    reportFile: Joi.string()
      .allow('')
      .default(DEFAULT_OPTIONS.reportFile)
      .description('Where the JSON build report (skipped, repaired, fallbacks) is written'),
    publicDir: Joi.string()
      .default(DEFAULT_OPTIONS.publicDir)
      .description("The site's output folder; copies of the API's images go to static/api-images"),
  });
