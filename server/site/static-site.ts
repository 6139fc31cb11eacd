import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor, REVALIDATE } from '../shared/cache-headers';
import { notFoundPageDataFor, notFoundPageFor, sendNotFoundPage } from './not-found';
import { compressedCopyFor, sendCompressedCopy } from './precompressed-answer';
import { ROUTING_FILES, SEARCH_DIR } from '../releases/staging';
import { isPagefindGzipData } from '../shared/pagefind-files';
import { parseRequestPath } from './request-path';
import { loadRoutingTables } from './routing-tables';
import { resolveSiteRoot, type SiteRoot } from './site-root';
import { ensureXsrfCookie } from '../proxy/xsrf';

/** A kept release a signed-in staff member previews (server/console/preview.ts). */
export interface PreviewRoot extends SiteRoot {
  /** Markup put at the top of every HTML page of the preview. */
  bar: string;
}

export interface StaticSiteOptions {
  releasesDir: string;
  siteDir: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The kept release this request previews, or null for the live site. The console sets it
     * (a signed-in staff member's preview pass) before the site answers.
     */
    previewSite: PreviewRoot | null;
  }
}

/**
 * A page of a preview: read whole so the bar can go in; never kept by anyone. Says whether it
 * sent the page. It must not return the reply: a reply is thenable, so awaiting it gave
 * `undefined`, the handler took that for "no such page" and sent the file a second time (the
 * log's "Reply was already sent", and a file stream nobody read).
 */
async function sendPreviewPage(
  reply: FastifyReply,
  preview: PreviewRoot,
  file: string,
  statusCode = 200,
): Promise<boolean> {
  let page: string;
  try {
    page = await fs.readFile(path.join(preview.root, file), 'utf8');
  } catch {
    return false;
  }
  const body = /<body[^>]*>/i.exec(page);
  const at = body ? body.index + body[0].length : 0;
  reply
    .code(statusCode)
    .type('text/html; charset=utf-8')
    .send(page.slice(0, at) + preview.bar + page.slice(at));
  return true;
}

type Lookup = { file: string } | { slashRedirect: true } | null;

async function statOrNull(file: string) {
  try {
    return await fs.stat(file);
  } catch {
    return null;
  }
}

/**
 * Dotfiles and dot-directories (`.env`, `.git/`, a stray `.htpasswd`) are never part of the
 * site; `/.well-known/` is, by convention (security.txt).
 */
function isHiddenPath(pathname: string): boolean {
  return pathname
    .split('/')
    .some(
      (segment, index) => segment.startsWith('.') && !(index === 1 && segment === '.well-known'),
    );
}

/** A file the release may serve: a regular file whose real path (symlinks resolved) is inside it. */
async function servableFile(root: string, file: string): Promise<boolean> {
  try {
    const real = await fs.realpath(path.join(root, file));
    if (!real.startsWith(root + path.sep)) return false;
    return (await fs.stat(real)).isFile();
  } catch {
    return false;
  }
}

/** Finds the file for a path: a file, `dir/index.html` (Gatsby's page layout), or a slash redirect. */
async function lookupFile(root: string, pathname: string): Promise<Lookup> {
  const isRoutingFile = ROUTING_FILES.some((name) => pathname === `/${name}`);
  if (isRoutingFile || isHiddenPath(pathname)) return null;
  const stat = await statOrNull(path.join(root, pathname));
  if (stat?.isFile()) return (await servableFile(root, pathname)) ? { file: pathname } : null;
  if (!stat?.isDirectory()) return null;
  const index = path.posix.join(pathname, 'index.html');
  if (!(await servableFile(root, index))) return null;
  // Gatsby's default `trailingSlash: 'always'`: pages live at `/page/`.
  return pathname.endsWith('/') ? { file: index } : { slashRedirect: true };
}

async function matchPathPage(site: SiteRoot, page: string | null): Promise<string | null> {
  if (!page) return null;
  const file = path.posix.join(page, 'index.html');
  return (await servableFile(site.root, file)) ? file : null;
}

/**
 * Pagefind's gzip data, typed as what it is, application/gzip (not compressible in mime-db):
 * @fastify/compress leaves it alone. As application/octet-stream it passed the gzip bytes
 * through but labelled them `Content-Encoding: br`, which browsers fail to decode.
 */
const isPagefindGzipFile = (file: string) =>
  file.startsWith(`/${SEARCH_DIR}/`) && isPagefindGzipData(file);

async function sendSiteFile(
  request: FastifyRequest,
  reply: FastifyReply,
  site: SiteRoot,
  file: string,
  cacheControl: string,
): Promise<FastifyReply> {
  if (file.endsWith('.html')) ensureXsrfCookie(request, reply);
  reply.header('cache-control', cacheControl);
  if (isPagefindGzipFile(file)) {
    return reply.type('application/gzip').sendFile(file, site.root, { contentType: false });
  }
  const copy = await compressedCopyFor(request, reply, site.root, file, servableFile);
  if (copy) return sendCompressedCopy(reply, site.root, copy);
  return reply.sendFile(file, site.root);
}

/** Serves the live release (or `public/`) for every GET/HEAD no other route claims. */
export function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): void {
  const currentSite = () =>
    resolveSiteRoot(options.releasesDir, options.siteDir, (message) => app.log.error(message));

  app.decorateRequest('previewSite', null);
  // Preview answers are for one signed-in person: no browser or edge keeps them, no index.
  const previews = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, reply) => {
    if (!previews.has(request)) return;
    reply.header('cache-control', 'private, no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('vary', 'cookie');
    reply.removeHeader('surrogate-control');
    reply.removeHeader('surrogate-key');
  });

  app.get('/*', async (request, reply) => {
    const preview = request.previewSite;
    if (preview) previews.add(request);
    const site = preview ?? (await currentSite());
    if (!site) {
      return reply.code(503).type('text/plain; charset=utf-8').send('No release is published yet.');
    }
    const target = parseRequestPath(request.url);
    if (!target) return sendNotFoundPage(request, reply, site.root, '/');

    const tables = await loadRoutingTables(site.routingDir);
    const redirect = tables.findRedirect(target.pathname, target.search);
    if (redirect) return reply.redirect(redirect.location, redirect.statusCode);

    const found = await lookupFile(site.root, target.pathname);
    if (found && 'slashRedirect' in found) {
      return reply.redirect(`${target.rawPathname}/${target.search}`, 301);
    }
    if (found && preview && found.file.endsWith('.html')) {
      if (await sendPreviewPage(reply, preview, found.file)) return reply;
    }
    if (found) return sendSiteFile(request, reply, site, found.file, cacheControlFor(found.file));

    const clientOnlyPage = await matchPathPage(site, tables.findMatchPath(target.pathname));
    if (clientOnlyPage && preview) {
      if (await sendPreviewPage(reply, preview, clientOnlyPage)) return reply;
    }
    if (clientOnlyPage) return sendSiteFile(request, reply, site, clientOnlyPage, REVALIDATE);

    const notFoundData = notFoundPageDataFor(target.pathname);
    if (notFoundData && (await servableFile(site.root, notFoundData))) {
      return sendSiteFile(request, reply, site, notFoundData, REVALIDATE);
    }

    if (preview) {
      const sent =
        (await sendPreviewPage(reply, preview, notFoundPageFor(target.pathname), 404)) ||
        (await sendPreviewPage(reply, preview, '404.html', 404));
      if (sent) return reply;
    }
    return sendNotFoundPage(request, reply, site.root, target.pathname);
  });

  // Other methods, and a file that vanished between lookup and send, end up here.
  app.setNotFoundHandler(async (request, reply) => {
    const site = await currentSite();
    return sendNotFoundPage(
      request,
      reply,
      site?.root,
      parseRequestPath(request.url)?.pathname ?? '/',
    );
  });
}
