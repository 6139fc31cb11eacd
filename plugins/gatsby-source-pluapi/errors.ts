import { maskSecrets as maskWholeWords } from '../../contract/mask-secrets';
import { ERROR_CODES, type ErrorCode } from './constants';

/** A sourcing failure that already knows which numbered Gatsby error it maps to. */
export class PluapiError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'PluapiError';
    this.code = code;
  }
}

export function errorCodeFor(error: unknown): ErrorCode {
  return error instanceof PluapiError ? error.code : ERROR_CODES.unexpectedFailure;
}

/** The credentials masked by the contract's one rule (contract/mask-secrets.ts), as `****`. */
export const maskSecrets = (text: string, secrets: readonly string[]): string =>
  maskWholeWords(text, secrets, '****');

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Node's fetch hides the useful part (ECONNREFUSED, ENOTFOUND...) in `cause`.
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return `${error.message} (${code ? `${code}: ` : ''}${cause.message})`;
  }
  return error.message;
}
