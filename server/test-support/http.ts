import http from 'node:http';

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Raw bytes as sent (no decompression). */
  body: Buffer;
  text: string;
}

export interface HttpRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** A plain node:http request, so tests can set Host and see compressed bytes as sent. */
export function httpRequest(
  baseUrl: string,
  pathname: string,
  options: HttpRequestOptions = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const base = new URL(baseUrl);
    const request = http.request(
      // The path goes out exactly as given (no URL resolution), so tests can send odd paths.
      {
        host: base.hostname,
        port: base.port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text: body.toString('utf8'),
          });
        });
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Polls until `check` returns a value, at most `attempts` times. */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  { attempts = 600, intervalMs = 50 } = {},
): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const result = await check();
    if (result !== undefined) return result;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`condition not met after ${attempts} attempts`);
}
