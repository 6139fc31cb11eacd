import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EDGE_PASS_PATH,
  EDGE_SURROGATE_CONTROL,
  IMMUTABLE,
  REVALIDATE,
  SITE_SURROGATE_KEY,
  STAFF_PASS_PATH,
} from '../shared/cache-headers';

// Answers a release can change, and that an edge may therefore keep until the next purge.
const EDGE_CACHEABLE_STATUS = new Set([200, 301, 302, 307, 308, 404]);

/**
 * onSend hook: tells an edge cache what it may keep. Pages, page-data and redirects get an
 * edge lifetime and the purge tag; browsers keep Gatsby's `max-age=0, must-revalidate`. The
 * API proxy, the hooks and the health check say `no-store`, so a CDN set up by default rules
 * never keeps them either.
 */
export async function edgeCacheHeaders(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0] ?? '/';
  if (EDGE_PASS_PATH.test(pathname)) {
    // A console answer belongs to one person: no shared cache, nor the browser's, may keep it.
    const noStore = STAFF_PASS_PATH.test(pathname) ? 'private, no-store' : 'no-store';
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', noStore);
    return;
  }
  const cacheControl = reply.getHeader('cache-control');
  if (cacheControl === IMMUTABLE || /\b(?:no-store|private)\b/.test(String(cacheControl ?? ''))) {
    return;
  }
  if (!['GET', 'HEAD'].includes(request.method)) return;
  if (!EDGE_CACHEABLE_STATUS.has(reply.statusCode)) return;
  if (cacheControl === undefined) reply.header('cache-control', REVALIDATE);
  reply.header('surrogate-control', EDGE_SURROGATE_CONTROL);
  reply.header('surrogate-key', SITE_SURROGATE_KEY);
}
