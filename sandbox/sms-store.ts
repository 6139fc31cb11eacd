import { createRng, type Rng } from './prng';

// Pending SMS verification codes and a per-number sign-up rate limit.

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const SIGNUP_WINDOW_MS = 10 * 60 * 1000;
export const SIGNUPS_PER_WINDOW = 5;

export const digitsOf = (phone: string): string => phone.replace(/\D/g, '');

/** "+1 (801) 555-1234" and "801-555-1234" are the same number. */
export function phoneKey(digits: string): string {
  return digits.slice(-10);
}

interface PendingCode {
  phone: string;
  expiresAt: number;
}

export class SmsStore {
  private readonly rng: Rng = createRng('sms-codes');
  private readonly pending = new Map<string, PendingCode>();
  private readonly lastCodes = new Map<string, string>();
  private readonly signupTimes = new Map<string, number[]>();

  constructor(private readonly clock: () => number) {}

  /** A new code for the number, replacing any code still pending for it; null when rate limited. */
  signup(digits: string): string | null {
    const phone = phoneKey(digits);
    const now = this.clock();
    const recent = (this.signupTimes.get(phone) ?? []).filter((at) => now - at < SIGNUP_WINDOW_MS);
    if (recent.length >= SIGNUPS_PER_WINDOW) return null;
    this.signupTimes.set(phone, [...recent, now]);
    for (const [code, entry] of this.pending) {
      if (entry.phone === phone || entry.expiresAt <= now) this.pending.delete(code);
    }
    const code = this.newCode();
    this.pending.set(code, { phone, expiresAt: now + CODE_LIFETIME_MS });
    this.lastCodes.set(phone, code);
    return code;
  }

  /** True once per pending, unexpired code. */
  verify(code: string): boolean {
    const entry = this.pending.get(code);
    this.pending.delete(code);
    return entry !== undefined && entry.expiresAt > this.clock();
  }

  lastCode(digits: string): string | undefined {
    return this.lastCodes.get(phoneKey(digits));
  }

  private newCode(): string {
    // Codes must be unique among pending ones: verification only sends the code.
    for (;;) {
      const code = String(this.rng.int(100000, 999999));
      if (!this.pending.has(code)) return code;
    }
  }
}
