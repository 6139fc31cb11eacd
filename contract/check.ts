// Checking a reply or a record against the contract, with a safe repair before giving up.
import * as v from 'valibot';
import { ENDPOINTS, type EndpointName } from './endpoints';

export interface ContractProblem {
  /** Dot path of the offending field (`pubdate`, `lineItems.0.date`), or `(body)`. */
  field: string;
  reason: string;
}

export type CheckedRecord<T> =
  { ok: true; value: T; repaired: ContractProblem[] } | { ok: false; problems: ContractProblem[] };

export class ContractError extends Error {
  constructor(readonly problems: ContractProblem[]) {
    super(problems.map(({ field, reason }) => `${field} ${reason}`).join('; '));
    this.name = 'ContractError';
  }
}

const problemsOf = (issues: readonly v.BaseIssue<unknown>[]): ContractProblem[] =>
  issues.map((issue) => ({
    field: v.getDotPath(issue) ?? '(body)',
    reason: describe(issue),
  }));

const describe = (issue: v.BaseIssue<unknown>): string => {
  const shown = issue.input === undefined ? 'nothing' : JSON.stringify(issue.input).slice(0, 60);
  // Type mismatches carry valibot's own wording; checks carry the contract's.
  if (issue.type === 'object' && issue.input === undefined) return 'is missing';
  const expected = issue.kind === 'schema' ? `should be ${issue.expected}` : issue.message;
  return `${expected}, got ${shown}`;
};

/** The only repair that is always safe: white space around strings. */
const trimStrings = (value: unknown): unknown => {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimStrings(item)]));
  }
  return value;
};

/**
 * Checks one record; when it fails, tries again with its strings trimmed. The problems
 * of the first check are returned as `repaired`, so the caller can say what it fixed.
 */
export const checkRecord = <S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): CheckedRecord<v.InferOutput<S>> => {
  const first = v.safeParse(schema, value);
  if (first.success) return { ok: true, value: first.output, repaired: [] };
  const second = v.safeParse(schema, trimStrings(value));
  if (second.success) return { ok: true, value: second.output, repaired: problemsOf(first.issues) };
  return { ok: false, problems: problemsOf(second.issues) };
};

type ReplyOf<N extends EndpointName> = v.InferOutput<(typeof ENDPOINTS)[N]['response']>;

/** A reply as the browser uses it: the whole body must fit (after a safe repair). */
export const parseReply = <N extends EndpointName>(name: N, body: unknown): ReplyOf<N> => {
  const checked = checkRecord(ENDPOINTS[name].response as v.GenericSchema, body);
  if (!checked.ok) throw new ContractError(checked.problems);
  return checked.value as ReplyOf<N>;
};

export interface CheckedList<T> {
  items: Array<{ index: number; value: T; repaired: ContractProblem[] }>;
  rejected: Array<{ index: number; record: unknown; problems: ContractProblem[] }>;
}

type ItemOf<N extends EndpointName> = (typeof ENDPOINTS)[N] extends { item: infer S }
  ? S extends v.GenericSchema
    ? v.InferOutput<S>
    : never
  : never;

/**
 * A list reply checked entry by entry: one odd record is rejected on its own. Only a
 * body that is not a list at all throws.
 */
export const checkList = <N extends EndpointName>(
  name: N,
  body: unknown,
): CheckedList<ItemOf<N>> => {
  const endpoint = ENDPOINTS[name] as { item?: v.GenericSchema };
  if (!endpoint.item) throw new Error(`${name} is not a list endpoint`);
  if (!Array.isArray(body)) {
    throw new ContractError([{ field: '(body)', reason: `should be a list, got ${typeof body}` }]);
  }
  const result: CheckedList<ItemOf<N>> = { items: [], rejected: [] };
  body.forEach((record, index) => {
    const checked = checkRecord(endpoint.item!, record);
    if (checked.ok)
      result.items.push({ index, value: checked.value as ItemOf<N>, repaired: checked.repaired });
    else result.rejected.push({ index, record, problems: checked.problems });
  });
  return result;
};

/** Request bodies are checked before they leave (a programming error if they fail). */
export const checkRequest = (name: EndpointName, body: unknown): ContractProblem[] => {
  const schema = (ENDPOINTS[name] as { request?: v.GenericSchema }).request;
  if (!schema) return [];
  const result = v.safeParse(schema, body);
  return result.success ? [] : problemsOf(result.issues);
};
