// How long a 429 or 503 from the API asks the caller to wait. One reader for the source plugin
// (which waits) and the browser client (which tells the visitor): `Retry-After` is either
// delta-seconds or an HTTP date (RFC 9110 §10.2.3), and both must be understood.

/** Milliseconds from `now`, never negative; undefined when absent or unreadable. */
export function retryAfterMs(
  header: string | null | undefined,
  now = Date.now(),
): number | undefined {
  const value = header?.trim() ?? '';
  if (value === '') return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // Date.parse reads bare numbers like "-5" as years; an HTTP date always has a day name.
  if (!/^[a-z]{3},/i.test(value)) return undefined;
  const ms = Date.parse(value) - now;
  return Number.isNaN(ms) ? undefined : Math.max(ms, 0);
}
