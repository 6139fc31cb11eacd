import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_BASE_PATH as API_PREFIX,
  credentialHeaders,
  type EndpointName,
  endpointsAt,
} from '../../contract';
import { API_ANSWER_HEADERS, checkUpstreamAnswer, DEFAULT_RESPONSE_LIMIT } from './proxy-answer';
import { checkContract } from './proxy-allow-list';
import { createLimitChecks } from './proxy-limits';
import { ensureXsrfCookie, hasValidXsrfToken, isSameOriginCall } from './xsrf';

export interface ProxyOptions {
  /** Provider origin, e.g. `https://api.example.org` or the sandbox `http://127.0.0.1:4010`. */
  upstream: string;
  token: string;
  key: string;
  timeoutMs?: number;
  bodyLimit?: number;
  /** Largest provider answer passed on (bytes). */
  responseLimit?: number;
}

export interface ProxyRoutesOptions {
  proxy: ProxyOptions | null;
  /** The site's address: pages on it and on its bare-host twin may call without the cookie. */
  siteUrl: string;
}

/** The site's own origin and its bare-host twin (e.g. behind a CDN that serves both). */
function siteOriginsOf(siteUrl: string): string[] {
  const url = new URL(siteUrl);
  const bare = new URL(siteUrl);
  bare.hostname = url.hostname.replace(/^www\./, '');
  return [...new Set([url.origin, bare.origin])];
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_BODY_LIMIT = 64 * 1024;
// The only client headers passed on; everything else (cookies, any credential) stays here.
const FORWARDED_HEADERS = ['accept', 'accept-language', 'content-type'];
const UNAVAILABLE = 'The service is unavailable right now. Please try again later.';

/** The site reads `Message` for some calls and `message` for others, so errors carry both. */
function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply.code(statusCode).headers(API_ANSWER_HEADERS).send({ message, Message: message });
}

function upstreamHeaders(request: FastifyRequest, options: ProxyOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  headers['x-forwarded-for'] = request.ip;
  return { ...headers, ...credentialHeaders(options) };
}

/**
 * The request target for the provider: the path as received, and only the query parameters
 * the contract names for this endpoint (a caller's `token=` or any other name stays here).
 */
export function upstreamTarget(url: string, allowedQuery: readonly string[] = []): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const pathPart = url.slice(0, at);
  const query = url.slice(at + 1);
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) {
    if (allowedQuery.includes(name)) kept.append(name, value);
  }
  const search = kept.toString();
  return search ? `${pathPart}?${search}` : pathPart;
}

async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ProxyOptions,
  allowedQuery: readonly string[] | undefined,
) {
  const url = `${options.upstream}${upstreamTarget(request.url, allowedQuery)}`;
  // A copy: fetch's typings want a Uint8Array over a plain ArrayBuffer (at most bodyLimit bytes).
  const body =
    Buffer.isBuffer(request.body) && request.body.length > 0
      ? Uint8Array.from(request.body)
      : undefined;
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: upstreamHeaders(request, options),
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    const answer = await checkUpstreamAnswer(
      response,
      options.responseLimit ?? DEFAULT_RESPONSE_LIMIT,
      [options.token, options.key],
    );
    if (!answer.ok) {
      // The details stay in the log; the visitor gets a message that gives nothing away.
      request.log.warn(
        { upstreamStatus: answer.status, reason: answer.reason },
        'API answer refused',
      );
      return sendError(reply, 502, UNAVAILABLE);
    }
    reply.code(answer.status).headers(API_ANSWER_HEADERS);
    if (answer.contentType) reply.type(answer.contentType);
    return reply.send(answer.body);
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      return sendError(reply, 504, 'The API did not answer in time. Please try again.');
    }
    request.log.error({ err: error }, 'API proxy could not reach the provider');
    return sendError(reply, 502, UNAVAILABLE);
  }
}

/** Same-origin API proxy: adds the server-side credentials so none has to ship in the bundle. */
export async function proxyRoutes(
  app: FastifyInstance,
  { proxy: options, siteUrl }: ProxyRoutesOptions,
): Promise<void> {
  const siteOrigins = siteOriginsOf(siteUrl);
  const bodyLimit = options?.bodyLimit ?? DEFAULT_BODY_LIMIT;
  await app.register(fastifyRateLimit, { global: false });
  const limits = createLimitChecks(app);
  // Bodies pass through byte for byte: parsing and re-serialising JSON could alter them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'API proxy failed');
    const message =
      statusCode === 413
        ? 'The request is too large.'
        : statusCode >= 500
          ? UNAVAILABLE
          : 'The request could not be read.';
    return sendError(reply, statusCode, message);
  });

  app.all(`${API_PREFIX}/*`, { bodyLimit }, async (request, reply) => {
    if (!options) return sendError(reply, 503, 'The API proxy is not configured (PLUAPI_HOST).');
    const apiPath = request.url.slice(API_PREFIX.length).split('?')[0] ?? '';
    const decision = checkContract(request.method, apiPath);
    if (!decision.allowed && decision.statusCode === 405) {
      reply.header('allow', decision.allow.join(', '));
      return sendError(reply, 405, `${request.method} is not allowed here.`);
    }
    if (!decision.allowed) return sendError(reply, 404, 'No such API endpoint.');
    // Every answer hands out the cookie, so a page that starts with a POST has it for the next.
    ensureXsrfCookie(request, reply);
    if (
      request.method !== 'GET' &&
      !hasValidXsrfToken(request) &&
      !isSameOriginCall(request, siteOrigins)
    ) {
      return sendError(
        reply,
        403,
        'Missing or invalid anti-forgery token. Reload the page and try again.',
      );
    }
    const [endpoint, contract] =
      endpointsAt(apiPath).find(([, e]) => e.method === request.method) ?? [];
    const limit = await limits[endpoint as EndpointName](request);
    if (!limit.allowed) {
      reply.header('retry-after', String(limit.retryAfterSeconds));
      return sendError(reply, 429, 'Too many requests. Please wait a few minutes and try again.');
    }
    return forward(
      request,
      reply,
      options,
      (contract as { query?: readonly string[] } | undefined)?.query,
    );
  });
}
