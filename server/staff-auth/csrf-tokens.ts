// Anti-forgery tokens for every change (POST): @fastify/csrf's tokens, made from a secret kept
// in the encrypted session, so a page of another site can neither read nor guess one.
import Tokens from '@fastify/csrf';
import type { FastifyRequest } from 'fastify';

const tokens = new Tokens({});

export function newCsrfSecret(): string {
  return tokens.secretSync();
}

export function csrfTokenFor(secret: string): string {
  return tokens.create(secret);
}

/** The token a request carries: a form's `_csrf` field or an `x-csrf-token` header (fetch). */
export function csrfTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string' && header) return header;
  const body = request.body as { _csrf?: unknown } | null | undefined;
  if (body && typeof body === 'object' && typeof body._csrf === 'string') return body._csrf;
  return undefined;
}

export function isValidCsrfToken(secret: string, token: string | undefined): boolean {
  return token !== undefined && tokens.verify(secret, token);
}
