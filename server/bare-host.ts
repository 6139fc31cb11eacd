import type { onRequestAsyncHookHandler } from 'fastify';

/**
 * 301 from the bare domain to the www host of the site URL (whose www form is canonical),
 * keeping path and query. Returns null when the site URL is not on a www host.
 */
export function bareHostRedirect(siteUrl: string): onRequestAsyncHookHandler | null {
  const site = new URL(siteUrl);
  if (!site.hostname.startsWith('www.')) return null;
  const bareHostname = site.hostname.slice('www.'.length);
  return async (request, reply) => {
    // Health checks address the machine, whatever name they use.
    if (request.hostname.toLowerCase() !== bareHostname || request.url === '/healthz') return;
    return reply.redirect(`${site.origin}${request.url}`, 301);
  };
}
