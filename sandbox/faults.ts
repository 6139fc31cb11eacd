import { apiRelativePath } from './request-log';
import { asObject } from './validation';

// Injected failures and slowness: the next `times` matching API requests answer
// `status`/`body` after `delayMs`. Without a status, they are only delayed.

export interface Fault {
  method: string;
  path: string;
  status?: number;
  body: unknown;
  remaining: number;
  delayMs: number;
}

function isWholeNumber(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Checks a POST /__sandbox/faults body; returns the fault or what is wrong with it. */
export function parseFault(input: unknown): Fault | string {
  const body = asObject(input);
  const { method, path, status, times = 1, delayMs = 0 } = body;
  if (typeof method !== 'string' || method.trim() === '')
    return 'method is required (e.g. "GET" or "*").';
  if (typeof path !== 'string' || !path.startsWith('/'))
    return 'path must start with "/" (e.g. "/contact").';
  if (status !== undefined && !isWholeNumber(status, 100, 599))
    return 'status must be an HTTP status code.';
  if (!isWholeNumber(times, 1, 10000)) return 'times must be a whole number of at least 1.';
  if (!isWholeNumber(delayMs, 0, 120000)) return 'delayMs must be between 0 and 120000.';
  if (status === undefined && delayMs === 0) return 'Give a status, a delayMs, or both.';
  return {
    method: method.trim().toUpperCase(),
    path: apiRelativePath(path),
    status,
    body: body.body ?? {},
    remaining: times,
    delayMs,
  };
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
