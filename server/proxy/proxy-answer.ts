// What may come back from the provider through the proxy: JSON only, of bounded size, with the
// server's credentials masked wherever the provider echoes them, and 5xx details kept here.
import { maskSecrets } from '../../contract/mask-secrets';

export const DEFAULT_RESPONSE_LIMIT = 2 * 1024 * 1024;

/** Headers of every proxy answer: JSON is data, never a document to render or frame. */
export const API_ANSWER_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

export type UpstreamAnswer =
  | { ok: true; status: number; body: Buffer; contentType: string | null }
  | { ok: false; reason: 'not JSON' | 'too large' | 'server error' | 'a redirect'; status: number };

const isJson = (contentType: string | null): boolean =>
  /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');

/** Reads at most `limit` bytes; a longer answer is abandoned rather than buffered. */
async function readCapped(response: Response, limit: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > limit) {
    await response.body?.cancel();
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}

function mask(body: Buffer, secrets: readonly string[]): Buffer {
  const text = body.toString('utf8');
  const masked = maskSecrets(text, secrets);
  return masked === text ? body : Buffer.from(masked);
}

/** Turns the provider's answer into what the browser may see. */
export async function checkUpstreamAnswer(
  response: Response,
  limit: number,
  secrets: readonly string[],
): Promise<UpstreamAnswer> {
  const { status } = response;
  const contentType = response.headers.get('content-type');
  if (status >= 500) {
    await response.body?.cancel().catch(() => {});
    return { ok: false, reason: 'server error', status };
  }
  if (status < 200 || status >= 300) {
    if (status < 400) {
      await response.body?.cancel().catch(() => {});
      return { ok: false, reason: 'a redirect', status };
    }
  }
  const body = await readCapped(response, limit);
  if (body === null) return { ok: false, reason: 'too large', status };
  // An empty answer (204, or a "not read" call answered with nothing) has no type to check.
  if (body.length === 0) return { ok: true, status, body, contentType: null };
  if (!isJson(contentType)) return { ok: false, reason: 'not JSON', status };
  return { ok: true, status, body: mask(body, secrets), contentType };
}
