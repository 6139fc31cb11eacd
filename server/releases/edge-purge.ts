import { SITE_SURROGATE_KEY } from '../shared/cache-headers';
import type { ReleaseLiveEvent, ReleaseLiveListener } from './go-live';
import type { StaffMessage } from '../notify';

/**
 * One edge cache to purge. Varnish is the one here; a CDN is another adapter with the same
 * shape (DEPLOYING.md shows Fastly's and Cloudflare's purge-by-tag calls).
 */
export interface PurgeAdapter {
  /** Names the cache in logs and staff messages. */
  name: string;
  /** Drops every cached answer tagged with one of `keys`; throws when the cache refuses. */
  purge(keys: string[], signal: AbortSignal): Promise<void>;
}

interface PurgeLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface EdgePurgeOptions {
  adapters: PurgeAdapter[];
  log: PurgeLog;
  /** Tells staff about a purge that failed every attempt (the staff notification module). */
  notify?: (message: StaffMessage) => Promise<void> | void;
  attempts?: number;
  /** Wait before the second attempt; doubled before each later one. */
  retryDelayMs?: number;
  timeoutMs?: number;
}

export interface PurgeResult {
  adapter: string;
  ok: boolean;
  attempts: number;
  error?: string;
}

/** `PURGE <url>` with the tags in `Surrogate-Key`, as deploy/edge/site.vcl expects. */
export function varnishPurgeAdapter(url: string): PurgeAdapter {
  return {
    name: url,
    async purge(keys, signal) {
      const response = await fetch(url, {
        method: 'PURGE',
        headers: { 'surrogate-key': keys.join(' ') },
        signal,
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`it answered HTTP ${response.status}`);
    },
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function purgeWithRetries(
  adapter: PurgeAdapter,
  options: EdgePurgeOptions,
): Promise<PurgeResult> {
  const attempts = options.attempts ?? 3;
  let error = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (attempt > 1) await wait((options.retryDelayMs ?? 500) * 2 ** (attempt - 2));
    try {
      await adapter.purge([SITE_SURROGATE_KEY], AbortSignal.timeout(options.timeoutMs ?? 5000));
      return { adapter: adapter.name, ok: true, attempts: attempt };
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
  }
  return { adapter: adapter.name, ok: false, attempts, error };
}

function staffMessage(event: ReleaseLiveEvent, failed: PurgeResult): string {
  return (
    `Release ${event.releaseId} is live, but the edge cache at ${failed.adapter} could not be ` +
    `told to drop the old pages (${failed.attempts} tries; last error: ${failed.error}). ` +
    'Visitors may see the previous version of the site for up to an hour. Check that the edge ' +
    'cache is running; publishing again, or waiting an hour, puts the new pages in front.'
  );
}

/**
 * The release listener: after every switch, every edge drops what a release can change (all
 * but the content-hashed files, server/shared/cache-headers.ts). It never throws: the release is
 * already live, so a failed purge is retried, logged and reported to staff instead.
 */
export function createEdgePurge(options: EdgePurgeOptions) {
  return async (event: ReleaseLiveEvent): Promise<PurgeResult[]> => {
    const results = await Promise.all(
      options.adapters.map((adapter) => purgeWithRetries(adapter, options)),
    );
    for (const result of results) {
      const details = { ...event, ...result };
      if (result.ok) {
        options.log.info(details, 'edge cache purged');
        continue;
      }
      options.log.error(details, 'edge cache purge failed');
      try {
        await options.notify?.({
          subject: 'The edge cache still shows the previous release',
          text: staffMessage(event, result),
          facts: details,
        });
      } catch (caught) {
        options.log.error({ ...details, notifyError: String(caught) }, 'staff not notified');
      }
    }
    return results;
  };
}

/** The release listener for EDGE_PURGE_URLS (Varnish), or none when the list is empty. */
export function edgePurgeFor(
  urls: string[],
  log: PurgeLog,
  notify?: EdgePurgeOptions['notify'],
): ReleaseLiveListener | undefined {
  if (urls.length === 0) return undefined;
  const purge = createEdgePurge({ adapters: urls.map(varnishPurgeAdapter), log, notify });
  return async (event) => void (await purge(event));
}
