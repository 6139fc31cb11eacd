import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { JsonFile } from './queue-state';
import { safeEqual } from './safe-equal';

// Stripe's scheme with GitHub's header format: the HMAC covers a timestamp, a delivery id, the
// method, the path and the body, so a captured call cannot be sent later, again under another
// id, or to another hook.
export const SIGNATURE_HEADER = 'x-webhook-signature';
export const TIMESTAMP_HEADER = 'x-webhook-timestamp';
export const DELIVERY_ID_HEADER = 'x-webhook-id';
/** Calls signed longer ago (or further ahead, for clock skew) than this are refused. */
export const MAX_AGE_SECONDS = 5 * 60;
/** Shorter secrets could be guessed offline from one captured signature. */
export const MIN_WEBHOOK_SECRET_LENGTH = 32;
export const DELIVERY_ID = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface HookCall {
  method: string;
  /** The request target as sent: path and query, e.g. `/hooks/rebuild`. */
  path: string;
  body: Buffer | string;
}

export interface SignedHookCall extends HookCall {
  timestamp: number;
  deliveryId: string;
}

export function signHookCall(secret: string, call: SignedHookCall): string {
  const head = `${call.timestamp}\n${call.deliveryId}\n${call.method.toUpperCase()}\n${call.path}\n`;
  return `sha256=${createHmac('sha256', secret).update(head).update(call.body).digest('hex')}`;
}

export type Verdict =
  { ok: true; deliveryId: string } | { ok: false; statusCode: 401; message: string };

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Checks a call's signature and age; whether its id was seen before is the DeliveryLog's job. */
export function verifyHookCall(
  headers: IncomingHttpHeaders,
  call: HookCall,
  secret: string,
  nowMs = Date.now(),
): Verdict {
  const signature = header(headers, SIGNATURE_HEADER);
  const timestampText = header(headers, TIMESTAMP_HEADER);
  const deliveryId = header(headers, DELIVERY_ID_HEADER);
  if (!signature || !timestampText || !deliveryId) {
    return {
      ok: false,
      statusCode: 401,
      message: `Missing ${SIGNATURE_HEADER}, ${TIMESTAMP_HEADER} or ${DELIVERY_ID_HEADER}`,
    };
  }
  const timestamp = /^\d{1,12}$/.test(timestampText) ? Number(timestampText) : NaN;
  if (!(Math.abs(nowMs / 1000 - timestamp) <= MAX_AGE_SECONDS)) {
    return { ok: false, statusCode: 401, message: 'The call is too old (or its clock is off)' };
  }
  if (!DELIVERY_ID.test(deliveryId)) {
    return {
      ok: false,
      statusCode: 401,
      message: 'The delivery id must be 8-128 of A-Z 0-9 _ . : -',
    };
  }
  const expected = signHookCall(secret, { ...call, timestamp, deliveryId });
  if (!safeEqual(signature, expected)) {
    return { ok: false, statusCode: 401, message: 'Invalid signature' };
  }
  return { ok: true, deliveryId };
}

/**
 * Remembers the ids of authentic calls for as long as their signatures stay fresh, so a
 * captured call cannot be replayed within its five minutes either. Only calls that passed the
 * signature check are recorded, so only a holder of the secret can grow it.
 */
export class DeliveryLog {
  private readonly seen: Map<string, number>;
  private readonly saved: JsonFile<Array<[string, number]>>;

  /** With a file, the ids survive a restart: a call replayed after one is still refused. */
  constructor(file?: string) {
    this.saved = new JsonFile(file ?? null);
    const entries = this.saved.read();
    this.seen = new Map(
      Array.isArray(entries)
        ? entries.filter(
            (entry): entry is [string, number] =>
              Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
          )
        : [],
    );
  }

  /** Records the id; returns false when it was already seen. */
  record(id: string, nowMs = Date.now()): boolean {
    for (const [oldId, at] of this.seen) {
      // Twice the window: a call may be signed up to MAX_AGE_SECONDS in the future.
      if (nowMs - at <= 2 * MAX_AGE_SECONDS * 1000) break;
      this.seen.delete(oldId);
    }
    if (this.seen.has(id)) return false;
    this.seen.set(id, nowMs);
    this.saved.write([...this.seen]);
    return true;
  }
}

/** The headers of a freshly signed call (for the `webhook` script and the tests). */
export function signedHeaders(
  secret: string,
  call: HookCall & { timestamp?: number; deliveryId?: string },
): Record<string, string> {
  const timestamp = call.timestamp ?? Math.floor(Date.now() / 1000);
  const deliveryId = call.deliveryId ?? randomUUID();
  return {
    [TIMESTAMP_HEADER]: String(timestamp),
    [DELIVERY_ID_HEADER]: deliveryId,
    [SIGNATURE_HEADER]: signHookCall(secret, { ...call, timestamp, deliveryId }),
  };
}
