// What a failed API call was, in terms the UI can use. Kept apart from the client so
// the form kit and the pages can read failures without loading the client and the
// contract's schemas, which a form page only needs once the visitor sends.
import type { ContractProblem } from '../../contract';

export type ApiFailure =
  /** The server answered with an error; `serverMessage` is its `Message`/`message`. */
  | { kind: 'server'; status: number; serverMessage: string | null }
  /** HTTP 429: the server asks the visitor to wait (`Retry-After`, in seconds, when given). */
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'timeout' }
  /** The reply does not fit the API contract: the page cannot use it. */
  | { kind: 'contract'; problems: ContractProblem[] }
  /** No answer at all: offline, DNS, CORS, connection reset, or the client's code did not load. */
  | { kind: 'network' };

export class ApiError extends Error {
  constructor(
    readonly failure: ApiFailure,
    readonly path: string,
  ) {
    super(`${path}: ${describeFailure(failure)}`);
    this.name = 'ApiError';
  }

  /** The HTTP status the server answered, or 0 when it gave none we could use. */
  get status(): number {
    if (this.failure.kind === 'server') return this.failure.status;
    return this.failure.kind === 'rate-limited' ? 429 : 0;
  }
}

// For logs and developers only; visitors see the feature's translated text.
const describeFailure = (failure: ApiFailure): string => {
  switch (failure.kind) {
    case 'server':
      return `HTTP ${failure.status}${failure.serverMessage ? ` (${failure.serverMessage})` : ''}`;
    case 'rate-limited':
      return `rate limited (retry after ${failure.retryAfterSeconds ?? '?'} s)`;
    case 'contract':
      return `reply does not fit the contract: ${failure.problems
        .map(({ field, reason }) => `${field} ${reason}`)
        .join('; ')}`;
    default:
      return failure.kind;
  }
};

/** The caller gave up (navigated away, a newer search): nothing to tell the visitor. */
export const isAbort = (error: unknown): boolean => (error as Error | null)?.name === 'AbortError';
