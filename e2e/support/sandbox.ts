import { API_BASE_PATH, credentialHeaders } from '../../contract';
import { sandboxCredentials } from '../../sandbox/config';
import { API } from './browser';

const CREDENTIALS = credentialHeaders(sandboxCredentials());

/** Reads the sandbox API directly, to compare what the site shows with what the API holds. */
export const apiGet = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${API}${API_BASE_PATH}${path}`, { headers: CREDENTIALS });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
};

export interface LoggedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export const sandboxRequests = async (pathPrefix = ''): Promise<LoggedRequest[]> =>
  (await (
    await fetch(`${API}/__sandbox/requests?path=${encodeURIComponent(pathPrefix)}`)
  ).json()) as LoggedRequest[];

export const clearSandboxRequests = async (): Promise<void> => {
  await fetch(`${API}/__sandbox/requests`, { method: 'DELETE' });
};
