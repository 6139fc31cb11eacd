import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

/**
 * The name the visitor's browser connected to: the Host header itself. Fastify's
 * `request.hostname` prefers X-Forwarded-Host behind a trusted proxy, and a client can write
 * that header; a 301 chosen from it is cached at the edge under the real host, so one request
 * would turn the page into a redirect to itself for every visitor. Proxies in front pass the
 * original Host on (nginx `proxy_set_header Host $host`, Caddy by default, Varnish as is).
 */
export function connectedHostname(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

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
    if (connectedHostname(request) !== bareHostname || request.url === '/healthz') return;
    return reply.redirect(`${site.origin}${request.url}`, 301);
  };
}
