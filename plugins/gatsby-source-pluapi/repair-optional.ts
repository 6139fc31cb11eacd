import * as v from 'valibot';
import {
  checkRecord,
  ContractError,
  type CheckedRecord,
  type ContractProblem,
} from '../../contract';
import { optionalHttpUrl } from '../../contract/fields';
import { Partner } from '../../contract/records';

/**
 * Repair, don't drop: a record whose optional fields are missing or unusable publishes
 * without them (each one reported as repaired). Only what identifies a record is required:
 * a partner's name; an article's uuid, title and date.
 */
export const OPTIONAL_FIELDS = {
  partner: ['logo', 'url', 'homePage'],
  article: ['socialImage', 'socialDescription', 'author', 'typeID'],
} as const;

/** The site shows a partner by its name alone: logo and site are optional for it. */
export const SitePartner = v.object({
  ...Partner.entries,
  logo: optionalHttpUrl(),
  url: optionalHttpUrl(),
  homePage: v.optional(v.boolean(), false),
});

/** A partner as the site shows it: logo and site may be missing. */
export type SourcedPartner = v.InferOutput<typeof SitePartner>;

const topField = (problem: ContractProblem) => problem.field.split(/[.[]/)[0] ?? problem.field;

/** Checks a record; when only optional fields fail, drops their values and checks again. */
export function checkRepairing<S extends v.GenericSchema>(
  schema: S,
  record: unknown,
  optional: readonly string[],
): CheckedRecord<v.InferOutput<S>> {
  const checked = checkRecord(schema, record);
  if (checked.ok || typeof record !== 'object' || record === null || Array.isArray(record)) {
    return checked;
  }
  const fields = new Set(checked.problems.map(topField));
  if (![...fields].every((field) => optional.includes(field))) return checked;
  const stripped = Object.fromEntries(Object.entries(record).filter(([key]) => !fields.has(key)));
  const second = checkRecord(schema, stripped);
  if (!second.ok) return checked;
  return { ok: true, value: second.value, repaired: [...checked.problems, ...second.repaired] };
}

export interface RepairedList<T> {
  items: Array<{ value: T; repaired: ContractProblem[] }>;
  rejected: Array<{ record: unknown; problems: ContractProblem[] }>;
}

/** A list checked entry by entry with `checkRepairing`; only a body that is not a list throws. */
export function checkListRepairing<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
  optional: readonly string[],
): RepairedList<v.InferOutput<S>> {
  if (!Array.isArray(body)) {
    throw new ContractError([{ field: '(body)', reason: `should be a list, got ${typeof body}` }]);
  }
  const result: RepairedList<v.InferOutput<S>> = { items: [], rejected: [] };
  for (const record of body) {
    const checked = checkRepairing(schema, record, optional);
    if (checked.ok) result.items.push({ value: checked.value, repaired: checked.repaired });
    else result.rejected.push({ record, problems: checked.problems });
  }
  return result;
}
