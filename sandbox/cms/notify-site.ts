// "Publish" tells the site, as the provider's CMS does: a signed POST to the rebuild hook naming
// the article (server/hooks: {"articles": [uuid]}), signed the one way the server checks.
import { signedHeaders } from '../../server/shared/webhook-signature';
import type { SandboxWebhook } from '../config';

export type NotifyOutcome =
  | { kind: 'off' }
  | { kind: 'told' }
  | { kind: 'dropped' }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'unreachable'; reason: string };

/**
 * Webhooks the sandbox loses on purpose (POST /__sandbox/webhook-drops): the next `times`
 * "Publish"es save the edit and send nothing, as when the CMS's call never reaches the site.
 * Tests use it for the edit only a rebuild from the staff console brings.
 */
export class WebhookDrops {
  private remaining = 0;

  add(times: number): number {
    this.remaining += times;
    return this.remaining;
  }

  /** Whether this webhook is to be lost; uses one up. */
  take(): boolean {
    if (this.remaining <= 0) return false;
    this.remaining -= 1;
    return true;
  }

  count(): number {
    return this.remaining;
  }

  clear(): void {
    this.remaining = 0;
  }
}

/** The server answers at once (it queues the build), so a slow answer means something is wrong. */
const TIMEOUT_MS = 10_000;

async function refusal(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: the first words of the text say enough.
  }
  return text.slice(0, 200) || response.statusText;
}

export async function notifySite(
  webhook: SandboxWebhook | undefined,
  uuid: string,
  drops?: WebhookDrops,
): Promise<NotifyOutcome> {
  if (!webhook) return { kind: 'off' };
  if (drops?.take()) return { kind: 'dropped' };
  const url = new URL(webhook.url);
  const body = JSON.stringify({ articles: [uuid] });
  const headers = {
    'content-type': 'application/json',
    ...signedHeaders(webhook.secret, { method: 'POST', path: url.pathname + url.search, body }),
  };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return { kind: 'told' };
    return { kind: 'refused', status: response.status, message: await refusal(response) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { kind: 'unreachable', reason: cause ?? (error as Error).message };
  }
}
