// The site room as one Fastify plugin: what every answer carries (security and edge headers,
// the bare host's redirect), the health check, and the static site itself, which answers every
// GET no other room's route claims.
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { bareHostRedirect } from './bare-host';
import { edgeCacheHeaders } from './edge-headers';
import { type CspOptions, needsWebAssembly, securityHeaders } from './security-headers';
import { resolveSiteRoot } from './site-root';
import { registerStaticSite } from './static-site';

export interface SitePluginOptions {
  /** Gatsby project root: its `public/` is served until a release is published. */
  siteDir: string;
  releasesDir: string;
  /** The canonical address; its bare-host twin redirects here. */
  siteUrl: string;
  csp: CspOptions;
}

export const sitePlugin = fp<SitePluginOptions>(
  async (app, options) => {
    const siteHeaders = securityHeaders(options.csp);
    const searchHeaders = securityHeaders(options.csp, { webAssembly: true });
    app.addHook('onSend', async (request, reply) => {
      // API answers carry their own, stricter policy (proxy-answer.ts).
      const ownPolicy = reply.hasHeader('content-security-policy');
      const pathname = request.url.split('?')[0] ?? '/';
      const headers = needsWebAssembly(pathname) ? searchHeaders : siteHeaders;
      for (const [name, value] of Object.entries(headers)) {
        if (!(ownPolicy && name.startsWith('content-security-policy'))) reply.header(name, value);
      }
    });
    app.addHook('onSend', edgeCacheHeaders);
    const redirectBareHost = bareHostRedirect(options.siteUrl);
    if (redirectBareHost) app.addHook('onRequest', redirectBareHost);

    // Files are sent per request from the release resolved for that request (static-site.ts).
    await app.register(fastifyStatic, {
      root: options.siteDir,
      serve: false,
      cacheControl: false,
      index: false,
    });

    app.get('/healthz', async (_request, reply) => {
      const site = await resolveSiteRoot(options.releasesDir, options.siteDir, (message) =>
        app.log.error(message),
      );
      if (!site) return reply.code(503).send({ status: 'no release published' });
      return { status: 'ok', release: site.release ?? 'public' };
    });
    registerStaticSite(app, options);
  },
  { name: 'site' },
);
