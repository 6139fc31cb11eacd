// The one HTTP client for calls the browser makes to the provider API (spec point 7).
import { API_BASE_PATH, siteConfig } from './config';
import { showToast } from '../components/ui/toast';

/** Which field of an error body carries the server's message (spec point 8). */
export type MessageField = 'Message' | 'message';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number>;
  signal?: AbortSignal;
  messageField?: MessageField;
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
    ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
    : '';
  return `${siteConfig.apiHost}${API_BASE_PATH}${path}${search}`;
};

/** Encodes one path segment (ids, uids, uuids, codes) so it cannot change the path. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

const serverMessage = (body: unknown, field: MessageField): string | undefined => {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const value = record[field] ?? record[field === 'Message' ? 'message' : 'Message'];
  return typeof value === 'string' && value.trim() ? value : undefined;
};

export const apiRequest = async <T>(path: string, request: ApiRequest = {}): Promise<T> => {
  const { method = 'GET', body, query, signal, messageField = 'message' } = request;
  const url = apiUrl(path, query);
  const headers: Record<string, string> = {
    token: siteConfig.apiToken,
    apiKey: siteConfig.apiKey,
    apiPassword: siteConfig.apiKey,
    Accept: 'application/json',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // Anti-forgery (double-submit cookie) for state-changing calls to our own origin.
  const xsrf = readCookie('XSRF-TOKEN');
  if (method !== 'GET' && url.startsWith('/') && xsrf)
    headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(
      0,
      null,
      'The service could not be reached. Please check your connection and try again.',
    );
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      parsed,
      serverMessage(parsed, messageField) ??
        `The request failed (HTTP ${response.status}). Please try again.`,
    );
  }
  return parsed as T;
};

/** Spec point 8: a failed call shows a toast with the server's message under the given title. */
export const toastApiError = (error: unknown, title = 'Error'): void => {
  if ((error as Error)?.name === 'AbortError') return;
  const message =
    error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  void showToast({ kind: title === 'Error' ? 'error' : 'warning', title, message });
};
