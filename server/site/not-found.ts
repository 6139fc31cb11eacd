import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOfPath } from '../../src/lib/languages';
import { REVALIDATE } from '../shared/cache-headers';
import { ensureXsrfCookie } from '../proxy/xsrf';

/** The not-found page in the visitor's language: `/es/...` gets `es/404.html`, and so on. */
export function notFoundPageFor(pathname: string): string {
  const language = languageOfPath(pathname);
  return language ? `${language}/404.html` : '404.html';
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
