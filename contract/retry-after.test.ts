import { retryAfterMs } from './retry-after';

const now = Date.parse('Sun, 01 Jun 2025 12:00:00 GMT');

describe('reading Retry-After', () => {
  it('reads delta-seconds', () => {
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the time left until it, and a past date as no wait', () => {
    expect(retryAfterMs('Sun, 01 Jun 2025 12:00:07 GMT', now)).toBe(7000);
    expect(retryAfterMs('Sun, 01 Jun 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or unreadable value', () => {
    for (const header of [null, undefined, '', 'soon', '-5', '1.5', 'Sun, 99 Foo 2025'])
      expect(retryAfterMs(header, now)).toBeUndefined();
  });
});
