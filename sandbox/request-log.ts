import { API_BASE_PATH } from '../contract';

// What the site actually sent: tests read this through GET /__sandbox/requests.

export interface LoggedRequest {
  method: string;
  /** Path relative to the API base, without the query string: "/contact". */
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  /** 0 until the answer is sent. */
  status: number;
  at: string;
}

/** "/rest/pluapi/v1/articles?year=2020" and "/articles" both become "/articles". */
export function apiRelativePath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) || '/' : path;
}

export class RequestLog {
  private entries: LoggedRequest[] = [];

  constructor(private readonly capacity = 1000) {}

  record(entry: Omit<LoggedRequest, 'status' | 'body'>): LoggedRequest {
    const logged: LoggedRequest = { ...entry, body: null, status: 0 };
    this.entries.push(logged);
    if (this.entries.length > this.capacity) this.entries.shift();
    return logged;
  }

  list(pathPrefix?: string): LoggedRequest[] {
    if (!pathPrefix) return [...this.entries];
    const prefix = apiRelativePath(pathPrefix);
    return this.entries.filter((entry) => entry.path.startsWith(prefix));
  }

  clear(): void {
    this.entries = [];
  }
}
