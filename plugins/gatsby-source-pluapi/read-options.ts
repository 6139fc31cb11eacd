import { Joi } from 'gatsby-plugin-utils';
import { ERROR_CODES } from './constants';
import { PluapiError } from './errors';
import { pluginOptionsSchema } from './plugin-options-schema';
import type { PluapiOptions } from './types';

// The schema Gatsby runs is the only definition of the options: sourceNodes checks them with it
// again, because it may be called some other way (tests, a direct call) than through Gatsby.
const schema = pluginOptionsSchema!({ Joi });

/**
 * The options as Gatsby would have filled them in (the current year from `now`), or error
 * 11004 naming every problem at once.
 */
export function readOptions(
  pluginOptions: Record<string, unknown>,
  now = new Date(),
): PluapiOptions {
  const { value, error } = schema.validate(
    { currentYear: now.getFullYear(), ...withoutUndefined(pluginOptions) },
    // Gatsby adds `plugins` (and may add more); only the options the schema names are checked.
    { abortEarly: false, allowUnknown: true },
  );
  if (error) {
    const problems = error.details.map((detail) => detail.message);
    throw new PluapiError(
      ERROR_CODES.misconfigured,
      `Invalid plugin options: ${problems.join('; ')}.`,
    );
  }
  return value as PluapiOptions;
}

function withoutUndefined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
