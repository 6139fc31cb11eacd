// Refusals of people who were not signed in (a junk or expired cookie, a forged sign-in) are
// counted, not copied: a stranger chooses how often they come and what the address says, so
// each address gets one entry per kind of refusal and minute: the first request's reason, with
// the first 200 characters of its address, and, when the minute ends, one more entry with how
// many followed. The count per address is also what the guards rate-limit on.
import { clientKey } from '../shared/client-key';
import type { AuditEntry } from './audit-entry';
import { cut } from './cut-text';
import type { JsonLinesFile } from './json-lines-file';
import type { Actor } from './actor';

export interface StrangerRefusal {
  /** The caller's address as the server saw it. */
  ip: string;
  /** The kind of refusal, from a fixed list in the code (never anything the caller chose). */
  kind: string;
  /** What was asked, in a few words ("open the console", "sign-in"). */
  action: string;
  /** Why it was refused, in a sentence. */
  detail: string;
  /** The method and address asked for; only its first 200 characters are kept. */
  where?: string;
  actor: Actor;
}

export interface StrangerSummary {
  /** Refused requests in the time asked for, those of minutes not yet closed included. */
  requests: number;
  addresses: number;
}

/** One address's refusals of one kind within a minute. */
interface Window {
  startedAt: number;
  lastAt: number;
  count: number;
  /** How many of `count` an entry already stands for. */
  written: number;
  first: StrangerRefusal;
  timer: NodeJS.Timeout;
}

const MINUTE_MS = 60_000;
export const PATH_KEPT = 200;
const STRANGER_DETAIL_LIMIT = 400;
// Past this many addresses at once, further ones share a window: memory stays bounded too.
const MAX_WINDOWS = 10_000;
const MANY = 'many addresses';
// Minutes are written when they end, so an entry may be up to a minute older than the one
// before it in the file: a summary reads that far past its start.
const LATE_MS = 2 * MINUTE_MS;

function isTally(entry: AuditEntry): boolean {
  return typeof entry.count === 'number' && entry.count > 0;
}

export class StrangerRefusals {
  private readonly windows = new Map<string, Window>();
  private readonly perAddress = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly log: JsonLinesFile<AuditEntry>,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts a refusal (and writes it if it is the first of its kind from its address this
   * minute). Returns how many refusals the address had this minute, this one included, and
   * when that minute ends.
   */
  count(refusal: StrangerRefusal): { thisMinute: number; retryAfterSeconds: number } {
    const now = this.now().getTime();
    const address = clientKey(refusal.ip);
    const key = `${address} ${refusal.kind}`;
    let window = this.windows.get(key);
    if (window && now - window.startedAt >= MINUTE_MS) {
      void this.close(key);
      window = undefined;
    }
    if (window) {
      window.count += 1;
      window.lastAt = now;
    } else {
      this.open(this.windows.size < MAX_WINDOWS ? key : `${MANY} ${refusal.kind}`, refusal, now);
    }
    return this.countForAddress(address, now);
  }

  private open(key: string, refusal: StrangerRefusal, now: number): void {
    const shared = this.windows.get(key);
    if (shared) {
      shared.count += 1;
      shared.lastAt = now;
      return;
    }
    const first = key.startsWith(MANY) ? { ...refusal, ip: MANY } : refusal;
    const window = {
      startedAt: now,
      lastAt: now,
      count: 1,
      written: 1,
      first,
      timer: this.timer(key),
    };
    this.windows.set(key, window);
    const where = first.where ? `${cut(first.where, PATH_KEPT)}: ` : '';
    void this.log.append({
      at: new Date(now).toISOString(),
      actor: first.actor,
      action: first.action,
      detail: cut(`${where}${first.detail}`, STRANGER_DETAIL_LIMIT),
      outcome: 'refused',
      ip: first.ip,
      count: 1,
    });
  }

  /**
   * Writes a minute once it has ended, even when nothing more comes from its address. The
   * minute is measured by the log's clock (a test's may stand still), so check it, not the timer.
   */
  private timer(key: string): NodeJS.Timeout {
    const timer = setTimeout(() => {
      const window = this.windows.get(key);
      if (!window) return;
      if (this.now().getTime() - window.startedAt >= MINUTE_MS) void this.close(key);
      else window.timer = this.timer(key);
    }, MINUTE_MS);
    timer.unref();
    return timer;
  }

  /** Ends a minute: one entry for the refusals that followed its first one. */
  private close(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (!window) return Promise.resolve();
    this.windows.delete(key);
    clearTimeout(window.timer);
    const more = window.count - window.written;
    if (more === 0) return Promise.resolve();
    const { first } = window;
    return this.log.append({
      at: new Date(window.lastAt).toISOString(),
      actor: first.actor,
      action: first.action,
      detail: `${more.toLocaleString('en-US')} more refused ${more === 1 ? 'request' : 'requests'} like the one before from ${first.ip} within a minute.`,
      outcome: 'refused',
      ip: first.ip,
      count: more,
    });
  }

  private countForAddress(address: string, now: number) {
    if (!this.perAddress.has(address) && this.perAddress.size >= MAX_WINDOWS) {
      for (const [other, { startedAt }] of this.perAddress) {
        if (now - startedAt >= MINUTE_MS) this.perAddress.delete(other);
      }
    }
    // Past MAX_WINDOWS addresses at once, the others share one count (and one limit).
    const key = this.perAddress.has(address) || this.perAddress.size < MAX_WINDOWS ? address : MANY;
    let counter = this.perAddress.get(key);
    if (!counter || now - counter.startedAt >= MINUTE_MS) {
      counter = { startedAt: now, count: 0 };
      this.perAddress.set(key, counter);
    }
    counter.count += 1;
    const retryAfterSeconds = Math.max(1, Math.ceil((counter.startedAt + MINUTE_MS - now) / 1000));
    return { thisMinute: counter.count, retryAfterSeconds };
  }

  /** The newest `limit` entries, newest first (minutes still open are not in the file yet). */
  async read(limit = 100): Promise<AuditEntry[]> {
    const entries: AuditEntry[] = [];
    for await (const entry of this.log.newestFirst()) {
      if (entries.length >= limit) break;
      entries.push(entry);
    }
    return entries;
  }

  /** How many requests, from how many addresses, were refused since `sinceMs`. */
  async summary(sinceMs: number): Promise<StrangerSummary> {
    let requests = 0;
    const addresses = new Set<string>();
    for (const window of this.windows.values()) {
      if (window.lastAt < sinceMs) continue;
      requests += window.count - window.written;
      addresses.add(window.first.ip);
    }
    for await (const entry of this.log.newestFirst()) {
      const at = Date.parse(entry.at);
      if (at < sinceMs - LATE_MS) break;
      if (at < sinceMs || !isTally(entry)) continue;
      requests += entry.count ?? 0;
      addresses.add(entry.ip ?? 'an unknown address');
    }
    return { requests, addresses: addresses.size };
  }

  /** Writes every minute still open (the server is stopping). */
  async flush(): Promise<void> {
    await Promise.all([...this.windows.keys()].map((key) => this.close(key)));
  }
}
