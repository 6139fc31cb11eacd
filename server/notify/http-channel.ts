import { signedHeaders } from '../shared/webhook-signature';

/**
 * POSTs the body to the receiver, signed with the hooks' scheme (X-Webhook-Signature over
 * timestamp, delivery id, method, path and body), so a receiver of our own can check it.
 */
export async function postNotification(url: string, body: string, secret?: string): Promise<void> {
  const target = new URL(url);
  const signature = secret
    ? signedHeaders(secret, { method: 'POST', path: `${target.pathname}${target.search}`, body })
    : {};
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signature },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    throw new Error(`${target.host} answered ${response.status}`);
  }
  await response.body?.cancel();
}
