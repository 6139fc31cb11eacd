import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOfPath, PREFIXED_LANGUAGES } from '../../src/lib/languages';
import { REVALIDATE } from '../shared/cache-headers';
import { ensureXsrfCookie } from '../proxy/xsrf';

/** The not-found page in the visitor's language: `/es/...` gets `es/404.html`, and so on. */
export function notFoundPageFor(pathname: string): string {
  const language = languageOfPath(pathname);
  return language ? `${language}/404.html` : '404.html';
}

const LANGUAGE_PAGE_DATA = new RegExp(
  `^/page-data/(${PREFIXED_LANGUAGES.join('|')})/.+/page-data\\.json$`,
);

/**
 * The page data Gatsby asks for at an unknown /es/ or /pt/ address: that language's not-found
 * page (`page-data/es/404/page-data.json`, whose match path `/es/*` lets the router render it
 * at any address), sent with 200. The browser's JavaScript no longer lists every page of a
 * language (src/gatsby/client-match-paths.ts), so Gatsby asks; a 404 here would make it show
 * the English not-found page. Null for any other address.
 */
export function notFoundPageDataFor(pathname: string): string | null {
  const language = LANGUAGE_PAGE_DATA.exec(pathname)?.[1];
  return language ? `page-data/${language}/404/page-data.json` : null;
}

/**
 * Sends the 404 page from memory rather than through send(): send would answer a conditional
 * request with an empty 304 body, which must not go out under a 404 status.
 */
export async function sendNotFoundPage(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string | undefined,
  pathname: string,
): Promise<FastifyReply> {
  const candidates = root ? [notFoundPageFor(pathname), '404.html'] : [];
  for (const page of candidates) {
    try {
      const html = await fs.readFile(path.join(root ?? '', page));
      ensureXsrfCookie(request, reply);
      return reply
        .code(404)
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(html);
    } catch {
      // try the next candidate
    }
  }
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}
