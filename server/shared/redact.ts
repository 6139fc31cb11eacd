// Personal data and credentials kept out of logs and the build status: life-grant uids
// (a uid is the key to a family's balance), SMS verification codes, and anything that looks
// like a credential or one of the configured secret values.

import { maskSecrets } from '../../contract/mask-secrets';

const MASK = '[redacted]';

const URL_PATTERNS: Array<[RegExp, string]> = [
  // The balance page's path and the API's query parameter both carry the uid.
  [/(\/services\/life-grant-balance\/)[^/?#\s]+/gi, `$1${MASK}`],
  [/([?&]uid=)[^&#\s]*/gi, `$1${MASK}`],
  [/(\/sms\/verify\/)[^/?#\s]+/gi, `$1${MASK}`],
];

// `token: abc`, `"apiKey":"abc"`, `apiPassword=abc`, `Authorization: Bearer abc`.
const CREDENTIAL =
  /\b(token|api[-_]?key|api[-_]?password|authorization|secret)(["']?\s*[:=]\s*["']?)(?:bearer\s+)?[^\s"',;&]+/gi;

/**
 * Percent-encoded ASCII decoded (`?%75id=` is `?uid=` to the server that reads it), so the
 * patterns see what the application sees. Never throws on a malformed escape.
 */
const decodeAscii = (url: string) =>
  url.replace(/%([0-7][0-9a-f])/gi, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );

/** A request URL fit for a log line (matched on its decoded form). */
export function redactUrl(url: string): string {
  return URL_PATTERNS.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    decodeAscii(url),
  );
}

/** Any text (a build log line, an echoed error): URLs, credential pairs and the given values masked. */
export function redactText(text: string, secretValues: readonly string[] = []): string {
  return maskSecrets(redactUrl(text).replace(CREDENTIAL, `$1$2${MASK}`), secretValues, MASK);
}
