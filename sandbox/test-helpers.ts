import type { FastifyInstance } from 'fastify';
import { buildSandbox } from './app';
import { API_BASE_PATH, credentialHeaders } from '../contract';
import { DEFAULT_CREDENTIALS, type SandboxOptions } from './config';

// Shared by the sandbox's *.test.ts files. They talk to a real listening server:
// app.inject needs light-my-request, whose ESM-only `cookie` dependency jest cannot load.

// Lower case, as Node hands request headers to the sandbox.
export const CREDENTIALS = Object.fromEntries(
  Object.entries(credentialHeaders(DEFAULT_CREDENTIALS)).map(([name, v]) => [
    name.toLowerCase(),
    v,
  ]),
);

export interface RunningSandbox {
  app: FastifyInstance;
  origin: string;
  close(): Promise<void>;
}

/** A sandbox on 127.0.0.1 (random port) with the default credentials and a silent log. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const app = buildSandbox({
    ...DEFAULT_CREDENTIALS,
    log: () => {},
    ...options,
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin, close: () => app.close() };
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  body: any;
  headers: Headers;
}

type Method = 'GET' | 'POST' | 'DELETE' | 'OPTIONS';

/** Any request to the sandbox; JSON bodies are parsed. */
export async function request(
  sandbox: RunningSandbox,
  method: Method,
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${sandbox.origin}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') && text !== '';
  return {
    status: response.status,
    body: isJson ? JSON.parse(text) : text,
    headers: response.headers,
  };
}

/** An API call under /rest/pluapi/v1, with the credentials unless `headers` replaces them. */
export function callApi(
  sandbox: RunningSandbox,
  method: Method,
  path: string,
  body?: unknown,
  headers: Record<string, string> = CREDENTIALS,
): Promise<Answer> {
  return request(sandbox, method, `${API_BASE_PATH}${path}`, { body, headers });
}
