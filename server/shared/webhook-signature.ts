import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  diskStateFs,
  keepDamaged,
  type StateFileOptions,
  type StateFs,
  type StateLog,
} from './state-file';
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

/** What recording a delivery id came to. */
export type DeliveryVerdict =
  /** New, and on disk: the call may go ahead. */
  | 'recorded'
  /** Seen within the window: a replay or a duplicate. */
  | 'seen'
  /** More calls within the window than the log keeps: try again later. */
  | 'full'
  /** The disk refused it: not remembered, so the CMS's retry with the same id is accepted. */
  | 'unsaved';

export interface DeliveryLogOptions extends Pick<StateFileOptions, 'fs' | 'log'> {
  /** The most ids kept at once (a flood of signed calls is refused past it). */
  max?: number;
}

/** Past this many, a signed flood is refused rather than slowing the server or filling its disk. */
export const MAX_DELIVERIES = 5_000;

/**
 * Remembers the ids of authentic calls for as long as their signatures stay fresh, so a
 * captured call cannot be replayed within its five minutes either. Only calls that passed the
 * signature check are recorded, so only a holder of the secret can grow it. With a file, each
 * id is appended (one line, synced) before the call goes ahead, so the ids survive a restart;
 * the file is rewritten only when mostly expired lines have piled up.
 */
export class DeliveryLog {
  private readonly seen = new Map<string, number>();
  private readonly fs: StateFs;
  private readonly log: StateLog;
  private readonly max: number;
  private lines = 0;

  constructor(
    private readonly file?: string,
    options: DeliveryLogOptions = {},
  ) {
    this.fs = options.fs ?? diskStateFs;
    this.log = options.log ?? (() => undefined);
    this.max = options.max ?? MAX_DELIVERIES;
    if (file) this.load(file);
  }

  /** Records the id, durably when there is a file; see DeliveryVerdict. */
  record(id: string, nowMs = Date.now()): DeliveryVerdict {
    this.forgetExpired(nowMs);
    if (this.seen.has(id)) return 'seen';
    if (this.seen.size >= this.max) return 'full';
    if (this.file) {
      try {
        this.fs.append(this.file, `${JSON.stringify([id, nowMs])}\n`);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        this.log(
          'error',
          `could not save delivery ${id} (${code === 'ENOSPC' ? 'the disk is full' : (error as Error).message}); the call was refused with 503 so the CMS sends it again`,
        );
        return 'unsaved';
      }
      this.lines += 1;
    }
    this.seen.set(id, nowMs);
    if (this.file && this.lines > Math.max(1_000, 2 * this.seen.size)) this.compact(this.file);
    return 'recorded';
  }

  /**
   * Forgets an id recorded for a call that could not go ahead after all (its build could not be
   * saved), so the sender's retry under the same id is accepted, after a restart too: a line
   * `[id, null]` is appended. If even that fails, only this process forgets it.
   */
  forget(id: string): void {
    if (!this.seen.delete(id) || !this.file) return;
    try {
      this.fs.append(this.file, `${JSON.stringify([id, null])}\n`);
      this.lines += 1;
    } catch {
      // Said already by the caller's refusal; the id stays on disk until it expires.
    }
  }

  private forgetExpired(nowMs: number) {
    for (const [oldId, at] of this.seen) {
      // Twice the window: a call may be signed up to MAX_AGE_SECONDS in the future.
      if (nowMs - at <= 2 * MAX_AGE_SECONDS * 1000) break;
      this.seen.delete(oldId);
    }
  }

  /** Rewrites the file with the ids still in the window (rarely: once lines pile up). */
  private compact(file: string) {
    const text = [...this.seen].map((entry) => `${JSON.stringify(entry)}\n`).join('');
    try {
      this.fs.replace(file, text);
      this.lines = this.seen.size;
    } catch {
      // Appending still works or fails on its own; the next record tries again.
    }
  }

  private load(file: string) {
    let text: string | null;
    try {
      text = this.fs.read(file);
    } catch (error) {
      this.log('error', `${file} could not be read: ${(error as Error).message}`);
      return;
    }
    if (text === null) return;
    // In file order: a later `[id, null]` (see `forget`) takes back an earlier `[id, time]`.
    const recorded = new Map<string, number>();
    let lines = 0;
    let damaged = 0;
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line) as unknown;
        if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') {
          recorded.set(entry[0], entry[1]);
          lines += 1;
          continue;
        }
        if (Array.isArray(entry) && typeof entry[0] === 'string' && entry[1] === null) {
          recorded.delete(entry[0]);
          lines += 1;
          continue;
        }
      } catch {
        // Counted below.
      }
      damaged += 1;
    }
    // A crash can cut the last line short; anything more means the file is not ours to trust.
    const lastLineCut = damaged === 1 && !text.endsWith('\n');
    for (const [id, at] of [...recorded].sort((a, b) => a[1] - b[1])) this.seen.set(id, at);
    this.lines = lines;
    this.forgetExpired(Date.now());
    if (damaged > 0 && !lastLineCut) {
      keepDamaged(file, this.fs, this.log, `${damaged} unreadable lines`);
      // The readable ids are still refused again: write them to a fresh file.
      this.compact(file);
    }
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
