import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../shared/safe-equal';

/** Double-submit anti-forgery: the site's API client copies this cookie into the header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}

/** Gives the browser a token when it has none. Not HttpOnly: the site's script must read it. */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (readCookie(request.headers.cookie, XSRF_COOKIE)) return;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const token = randomBytes(32).toString('hex');
  reply.header('set-cookie', `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure}`);
}

/**
 * True when the browser itself says the call comes from one of the site's own pages. A page
 * cannot forge `Sec-Fetch-Site` or `Origin`. This is what lets the forms work when a CDN serves
 * the pages and only the API path reaches this server: no page from here ever set the cookie.
 */
export function isSameOriginCall(request: FastifyRequest, siteOrigins: readonly string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  return siteOrigins.includes(origin) || origin === `${request.protocol}://${request.host}`;
}

/** True when the X-XSRF-TOKEN header repeats the cookie, which a cross-site page cannot read. */
export function hasValidXsrfToken(request: FastifyRequest): boolean {
  const cookie = readCookie(request.headers.cookie, XSRF_COOKIE);
  const header = request.headers[XSRF_HEADER];
  if (!cookie || typeof header !== 'string' || header === '') return false;
  return safeEqual(header, cookie);
}
