import { DEFAULT_OPTIONS, ERROR_CODES, HTTP_ORIGIN, MAX_CONCURRENCY } from './constants';
import { PluapiError } from './errors';
import type { PluapiOptions } from './types';

type NumericOption = Exclude<
  keyof PluapiOptions,
  'host' | 'token' | 'key' | 'changedArticles' | 'fullRefresh' | 'reportFile' | 'publicDir'
>;

const MINIMUMS: Record<NumericOption, number> = {
  startYear: 2000,
  currentYear: 2000,
  concurrency: 1,
  timeoutMs: 1,
  maxRetries: 0,
  retryBaseMs: 0,
  maxAgeHours: 0,
};

/**
 * Gatsby has already validated the options against plugin-options-schema.ts and
 * filled in the defaults; this repeats the checks that keep sourceNodes safe when
 * it is called any other way, and turns a bad value into error 11004.
 */
export function readOptions(
  pluginOptions: Record<string, unknown>,
  now = new Date(),
): PluapiOptions {
  const options = {
    ...DEFAULT_OPTIONS,
    currentYear: now.getFullYear(),
    ...withoutUndefined(pluginOptions),
  } as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof options.host !== 'string' || !HTTP_ORIGIN.test(options.host)) {
    problems.push('`host` must be an http(s) origin such as http://127.0.0.1:4010');
  }
  for (const name of ['token', 'key', 'changedArticles', 'reportFile', 'publicDir'] as const) {
    if (typeof options[name] !== 'string') problems.push(`\`${name}\` must be a string`);
  }
  if (typeof options.fullRefresh !== 'boolean') problems.push('`fullRefresh` must be a boolean');
  for (const [name, minimum] of Object.entries(MINIMUMS)) {
    const value = options[name];
    if (!Number.isInteger(value) || (value as number) < minimum) {
      problems.push(`\`${name}\` must be an integer of at least ${minimum}`);
    }
  }
  if ((options.concurrency as number) > MAX_CONCURRENCY) {
    problems.push(`\`concurrency\` must be at most ${MAX_CONCURRENCY}`);
  }
  if ((options.startYear as number) > (options.currentYear as number)) {
    problems.push('`startYear` must not be after `currentYear`');
  }
  if (problems.length > 0) {
    throw new PluapiError(
      ERROR_CODES.misconfigured,
      `Invalid plugin options: ${problems.join('; ')}.`,
    );
  }
  return options as unknown as PluapiOptions;
}

function withoutUndefined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
