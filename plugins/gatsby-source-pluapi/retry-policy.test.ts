import {
  backoffDelayMs,
  isRetryableStatus,
  MAX_RETRY_AFTER_MS,
  parseRetryAfterMs,
} from './retry-policy';

describe('retry policy', () => {
  it('retries 429 and 5xx only', () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 422].some(isRetryableStatus)).toBe(false);
  });

  it('doubles the backoff ceiling each retry and jitters within its upper half', () => {
    expect([0, 1, 2, 3].map((retry) => backoffDelayMs(retry, 500, () => 1))).toEqual([
      500, 1000, 2000, 4000,
    ]);
    expect([0, 1, 2, 3].map((retry) => backoffDelayMs(retry, 500, () => 0))).toEqual([
      250, 500, 1000, 2000,
    ]);
    expect(backoffDelayMs(20, 500, () => 1)).toBe(30_000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(parseRetryAfterMs('3', now)).toBe(3000);
    expect(parseRetryAfterMs('Sun, 01 Jun 2025 12:00:07 GMT', now)).toBe(7000);
    expect(parseRetryAfterMs('Sun, 01 Jun 2025 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfterMs('999999', now)).toBe(MAX_RETRY_AFTER_MS);
  });

  it('ignores a missing or unreadable Retry-After', () => {
    expect(parseRetryAfterMs(null)).toBeUndefined();
    expect(parseRetryAfterMs('')).toBeUndefined();
    expect(parseRetryAfterMs('soon')).toBeUndefined();
    expect(parseRetryAfterMs('-5')).toBeUndefined();
  });
});
