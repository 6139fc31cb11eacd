import { setMaxListeners } from 'events';
import { ERROR_CODES, type ErrorCode } from './constants';
import { PluapiError, describeError, maskSecrets } from './errors';
import pLimit from 'p-limit';
import { API_BASE_PATH, ContractError, credentialHeaders, endpointLabel } from '../../contract';
import { backoffDelayMs, isRetryableStatus, parseRetryAfterMs, sleep } from './retry-policy';
import type { PluapiOptions } from './types';

export type ClientOptions = Pick<
  PluapiOptions,
  'host' | 'token' | 'key' | 'concurrency' | 'timeoutMs' | 'maxRetries' | 'retryBaseMs'
> & {
  /** Replaced in tests to observe the waits between attempts without waiting. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
};

export interface PluapiClient {
  /**
   * GETs `${host}/rest/pluapi/v1${path}` and hands the JSON body to `parse`, which
   * throws a ContractError when the body breaks the contract.
   */
  get<T>(path: string, parse: (body: unknown) => T): Promise<T>;
  /** Attempts made so far, retries included. */
  readonly requestCount: number;
  /** Cancels whatever is still queued, waiting or in flight (after a failure elsewhere). */
  close(): void;
}

type AttemptOutcome = { ok: true; body: unknown } | { ok: false; reason: string; waitMs?: number };

export function createClient(options: ClientOptions): PluapiClient {
  const baseUrl = `${options.host.replace(/\/+$/, '')}${API_BASE_PATH}`;
  const headers = credentialHeaders(options);
  const limit = pLimit(options.concurrency);
  const wait = options.wait ?? sleep;
  const run = new AbortController();
  // Every request in flight listens on `run` (through AbortSignal.any); thousands of
  // article fetches are expected, so Node's default warning at 10 listeners is noise.
  setMaxListeners(0, run.signal);
  let requestCount = 0;

  // Masked before any quoting or truncation, so no escaped or cut-off secret slips through.
  const mask = (text: string) => maskSecrets(text, [options.token, options.key]);
  // The reason is masked where it is built (it quotes the server); the endpoint is ours.
  const failure = (code: ErrorCode, endpoint: string, reason: string) =>
    new PluapiError(code, `${endpoint} failed: ${reason}`);

  async function attempt(path: string, endpoint: string): Promise<AttemptOutcome> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), options.timeoutMs);
    requestCount += 1;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: { ...headers, accept: 'application/json' },
        signal: AbortSignal.any([run.signal, timeout.signal]),
      });
      // Read the body under the same timeout: a server can stall after the headers.
      const text = await response.text();
      if (response.ok) return { ok: true, body: parseJsonBody(text, endpoint) };
      const reason = `HTTP ${response.status}${quoteServerMessage(mask(text))}`;
      if (response.status === 401 || response.status === 403) {
        throw failure(ERROR_CODES.credentialsRefused, endpoint, reason);
      }
      if (!isRetryableStatus(response.status)) {
        throw failure(ERROR_CODES.requestRejected, endpoint, reason);
      }
      return { ok: false, reason, waitMs: parseRetryAfterMs(response.headers.get('retry-after')) };
    } catch (error) {
      if (error instanceof PluapiError) throw error;
      if (run.signal.aborted) throw run.signal.reason;
      if (timeout.signal.aborted)
        return { ok: false, reason: `timed out after ${options.timeoutMs} ms` };
      return { ok: false, reason: `network error: ${mask(describeError(error))}` };
    } finally {
      clearTimeout(timer);
    }
  }

  async function get<T>(path: string, parse: (body: unknown) => T): Promise<T> {
    const endpoint = endpointLabel(path);
    for (let retry = 0; ; retry += 1) {
      // Each attempt takes its own slot, so a request waiting to retry holds none.
      const outcome = await limit(() => attempt(path, endpoint));
      if (outcome.ok) return parseOrFail(outcome.body, parse, endpoint);
      if (retry >= options.maxRetries) {
        const attempts = `${retry + 1} attempt${retry === 0 ? '' : 's'}`;
        throw failure(
          ERROR_CODES.apiUnreachable,
          endpoint,
          `${outcome.reason} (gave up after ${attempts})`,
        );
      }
      await wait(outcome.waitMs ?? backoffDelayMs(retry, options.retryBaseMs), run.signal);
    }
  }

  function parseJsonBody(text: string, endpoint: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      const start = JSON.stringify(mask(text).slice(0, 80));
      throw failure(ERROR_CODES.unexpectedResponse, endpoint, `the body is not JSON: ${start}`);
    }
  }

  function parseOrFail<T>(body: unknown, parse: (body: unknown) => T, endpoint: string): T {
    try {
      return parse(body);
    } catch (error) {
      if (!(error instanceof ContractError)) throw error;
      throw failure(
        ERROR_CODES.unexpectedResponse,
        endpoint,
        `unexpected body: ${mask(error.message)}`,
      );
    }
  }

  return {
    get,
    get requestCount() {
      return requestCount;
    },
    close: () => run.abort(new Error('The Pluapi client was closed.')),
  };
}

/** The API names its error field `Message` on some calls and `message` on others. */
function quoteServerMessage(text: string): string {
  let message = text.trim();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { Message, message: lower } = body as Record<string, unknown>;
      if (typeof Message === 'string') message = Message;
      else if (typeof lower === 'string') message = lower;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): quote the start of the text.
  }
  return message ? `: ${JSON.stringify(message.slice(0, 200))}` : '';
}
