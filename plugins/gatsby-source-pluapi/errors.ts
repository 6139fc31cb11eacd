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
 * Replaces the credentials with `****` wherever they stand as a whole word, longest first
 * (so a key that contains the token is not left half-masked). Only whole words: a short
 * value would otherwise garble every text that happens to contain its letters.
 */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret.length > 0)
    .sort((a, b) => b.length - a.length)
    .reduce((masked, secret) => masked.replace(wholeWord(secret), '****'), text);
}

const wholeWord = (secret: string) =>
  new RegExp(
    `(?<![A-Za-z0-9])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`,
    'g',
  );

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
