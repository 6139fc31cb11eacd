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

/**
 * Replaces every occurrence of the credentials with `****`. Longest first, so a
 * key that contains the token is not left half-masked.
 */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret.length > 0)
    .sort((a, b) => b.length - a.length)
    .reduce((masked, secret) => masked.split(secret).join('****'), text);
}

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
