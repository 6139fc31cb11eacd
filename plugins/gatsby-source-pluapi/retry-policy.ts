import { retryAfterMs } from '../../contract';

// A longer Retry-After is cut to this: the build tries again after a minute instead of
// stalling for hours, and the retry limit still ends the wait for a server that stays down.
export const MAX_RETRY_AFTER_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * Exponential backoff with "equal jitter": half of the delay is fixed, half random,
 * so parallel requests that failed together do not retry in lockstep.
 * `retry` counts from 0 for the first retry.
 */
export function backoffDelayMs(retry: number, baseMs: number, random = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** retry);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** The contract's Retry-After reading, capped at MAX_RETRY_AFTER_MS. */
export function parseRetryAfterMs(header: string | null, now = Date.now()): number | undefined {
  const ms = retryAfterMs(header, now);
  return ms === undefined ? undefined : Math.min(ms, MAX_RETRY_AFTER_MS);
}

/** A sleep that ends early, with a rejection, when the run is aborted. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
