import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Constant-time string comparison. Comparing fixed-length digests gives timingSafeEqual the
 * equal-length buffers it needs and does not reveal the expected value's length either.
 */
export function safeEqual(actual: string, expected: string): boolean {
  return timingSafeEqual(digest(actual), digest(expected));
}
