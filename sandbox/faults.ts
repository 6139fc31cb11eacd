import * as v from 'valibot';
import { checkRecord, ContractError } from '../contract';
import { apiRelativePath } from './request-log';

// Injected failures and slowness: the next `times` matching API requests answer
// `status`/`body` after `delayMs`. Without a status, they are only delayed.

const wholeNumber = (min: number, max: number) => {
  const expected = `should be a whole number from ${min} to ${max}`;
  return v.pipe(
    v.number(),
    v.integer(expected),
    v.minValue(min, expected),
    v.maxValue(max, expected),
  );
};

const FaultRequest = v.pipe(
  v.object({
    method: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('is required (e.g. "GET" or "*")'),
      v.toUpperCase(),
    ),
    path: v.pipe(v.string(), v.startsWith('/', 'must start with "/" (e.g. "/contact")')),
    status: v.optional(wholeNumber(100, 599)),
    body: v.nullish(v.unknown(), {}),
    times: v.optional(wholeNumber(1, 10000), 1),
    delayMs: v.optional(wholeNumber(0, 120000), 0),
  }),
  v.check(
    (fault) => fault.status !== undefined || fault.delayMs > 0,
    'give a status, a delayMs, or both',
  ),
);

export interface Fault {
  method: string;
  path: string;
  status?: number;
  body: unknown;
  remaining: number;
  delayMs: number;
}

/** Checks a POST /__sandbox/faults body; returns the fault or what is wrong with it. */
export function parseFault(input: unknown): Fault | string {
  const checked = checkRecord(FaultRequest, input);
  if (!checked.ok) return new ContractError(checked.problems).message;
  const { times, path, ...fault } = checked.value;
  return { ...fault, path: apiRelativePath(path), remaining: times };
}

function matches(fault: Fault, method: string, path: string): boolean {
  const methodMatches = fault.method === '*' || fault.method === method.toUpperCase();
  const pathMatches = fault.path.endsWith('*')
    ? path.startsWith(fault.path.slice(0, -1))
    : path === fault.path;
  return methodMatches && pathMatches;
}

export class FaultStore {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push(fault);
  }

  /** The first fault matching this request, used up once. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((candidate) => matches(candidate, method, path));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((other) => other !== fault);
    return fault;
  }

  list(): Fault[] {
    return [...this.faults];
  }

  clear(): void {
    this.faults = [];
  }
}
