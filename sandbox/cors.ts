import type { FastifyCorsOptions } from '@fastify/cors';

export const ALLOWED_HEADERS = ['token', 'apiKey', 'apiPassword', 'content-type', 'x-xsrf-token'];

/** Lets the site's browser origins call the API; preflights never need credentials. */
export function corsOptions(origins: string[]): FastifyCorsOptions {
  return {
    origin: origins,
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    credentials: true,
    maxAge: 600,
  };
}
