// The one HTTP client for calls the browser makes to the provider API.
// It knows nothing of the UI: it returns replies checked against the contract, or throws
// an ApiError whose `failure` says what went wrong; the form kit and the features turn
// that into the page's words.
import type * as v from 'valibot';
import {
  ENDPOINTS,
  ContractError,
  parseReply,
  pathOf,
  API_BASE_PATH,
  credentialHeaders,
  retryAfterMs,
  type EndpointName,
  type MessageField,
} from '../../contract';
import { ApiError } from './api-error';
import { siteConfig } from './config';

export type { MessageField };

/** No spinner may outlive this: a call that has not answered by then has failed. */
export const API_TIMEOUT_MS = 15_000;

export interface ApiRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number>;
  signal?: AbortSignal;
  messageField?: MessageField;
  timeoutMs?: number;
  /** The same request, already sent by the page's head (see src/gatsby/action-email-request.ts). */
  started?: Promise<Response>;
}

const readCookie = (name: string): string | undefined =>
  typeof document === 'undefined'
    ? undefined
    : document.cookie
        .split('; ')
        .find((pair) => pair.startsWith(`${name}=`))
        ?.slice(name.length + 1);

export const apiUrl = (path: string, query?: ApiRequest['query']): string => {
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([k, val]) => [k, String(val)]))}`
    : '';
  return `${siteConfig.apiHost}${API_BASE_PATH}${path}${search}`;
};

const serverMessage = (body: unknown, field: MessageField): string | null => {
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

const retryAfterOf = (response: Response): number | null => {
  const ms = retryAfterMs(response.headers.get('Retry-After'));
  return ms === undefined ? null : Math.ceil(ms / 1000);
};

const parseBody = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
};

/** The three credential headers every call carries, plus the anti-forgery header on our own origin's writes. */
export const requestHeaders = (
  method: string,
  url: string,
  hasBody: boolean,
): Record<string, string> => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // In proxy mode the browser holds no credentials: the site's server adds them, so the
  // headers are left out rather than sent empty.
  const credentials = credentialHeaders({ token: siteConfig.apiToken, key: siteConfig.apiKey });
  for (const [name, value] of Object.entries(credentials)) if (value) headers[name] = value;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const xsrf = readCookie('XSRF-TOKEN');
  if (method !== 'GET' && url.startsWith('/') && xsrf)
    headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
  return headers;
};

/** `promise`, or an AbortError as soon as `signal` aborts. */
const untilAborted = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The call was aborted.', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });

/**
 * One call, answered or failed within `timeoutMs`. The caller's own abort is passed on
 * as the AbortError it is (nobody needs to hear about it); everything else is an ApiError.
 * The body is not checked here: see `callApi`.
 */
export const apiRequest = async (path: string, request: ApiRequest = {}): Promise<unknown> => {
  const { method = 'GET', body, query, signal, messageField = 'message' } = request;
  const url = apiUrl(path, query);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs ?? API_TIMEOUT_MS);
  const passOnAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', passOnAbort);

  let response: Response;
  let text: string;
  try {
    const sent =
      request.started ??
      fetch(url, {
        method,
        headers: requestHeaders(method, url, body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        credentials: 'same-origin',
      });
    // A request the head started cannot hear this call's abort: stop waiting for it instead.
    response = await untilAborted(sent, controller.signal);
    // Inside the time-out too: a server can send its headers and then stall.
    text = await untilAborted(response.text(), controller.signal);
  } catch (error) {
    if (timedOut) throw new ApiError({ kind: 'timeout' }, path);
    if (signal?.aborted) throw error;
    throw new ApiError({ kind: 'network' }, path);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', passOnAbort);
  }

  const parsed = parseBody(text);
  if (response.status === 429) {
    throw new ApiError({ kind: 'rate-limited', retryAfterSeconds: retryAfterOf(response) }, path);
  }
  if (!response.ok) {
    const failure = {
      kind: 'server' as const,
      status: response.status,
      serverMessage: serverMessage(parsed, messageField),
    };
    throw new ApiError(failure, path);
  }
  return parsed;
};

export type ReplyOf<N extends EndpointName> = v.InferOutput<(typeof ENDPOINTS)[N]['response']>;

export interface ApiCall {
  /** Values of the path's `:name` segments. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The same request, already sent (see ApiRequest). */
  started?: Promise<Response>;
}

/**
 * Calls a contract endpoint: its method, path and error field come from `contract/`, and
 * the reply is checked against its schema before anyone uses it.
 */
export const callApi = async <N extends EndpointName>(
  name: N,
  call: ApiCall = {},
): Promise<ReplyOf<N>> => {
  const endpoint = ENDPOINTS[name];
  const path = pathOf(name, call.params);
  const body = await apiRequest(path, {
    method: endpoint.method,
    body: call.body,
    query: call.query,
    signal: call.signal,
    timeoutMs: call.timeoutMs,
    started: call.started,
    messageField: endpoint.errorField,
  });
  return checkReply(name, path, body);
};

/** A reply checked against its endpoint's schema, or an ApiError saying which fields do not fit. */
export const checkReply = <N extends EndpointName>(
  name: N,
  path: string,
  body: unknown,
): ReplyOf<N> => {
  try {
    return parseReply(name, body);
  } catch (error) {
    if (error instanceof ContractError)
      throw new ApiError({ kind: 'contract', problems: error.problems }, path);
    throw error;
  }
};
