import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { safeEqual } from './safe-equal';

/** GitHub's scheme: `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the shared secret. */
export function signBody(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * A hook call is authentic with a valid `X-Hub-Signature-256` (GitHub, or curl + openssl) or
 * with `Authorization: Bearer <secret>` (CMSs that cannot sign). Both compare in constant time.
 */
export function isAuthenticHookCall(
  headers: IncomingHttpHeaders,
  rawBody: Buffer,
  secret: string,
): boolean {
  const signature = headers['x-hub-signature-256'];
  const signed = typeof signature === 'string' && safeEqual(signature, signBody(secret, rawBody));
  const authorization = headers.authorization ?? '';
  const bearer = /^Bearer (.+)$/.exec(authorization)?.[1];
  const carriesSecret = bearer !== undefined && safeEqual(bearer, secret);
  return signed || carriesSecret;
}

/** Remembers recent delivery ids so a captured, validly signed call cannot be replayed. */
export class DeliveryLog {
  private readonly seen = new Set<string>();

  constructor(private readonly capacity = 10_000) {}

  /** Records the id; returns false when it was already seen. */
  record(id: string): boolean {
    if (this.seen.has(id)) return false;
    this.seen.add(id);
    if (this.seen.size > this.capacity) {
      const oldest = this.seen.values().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    return true;
  }
}
