import { createEmailSender } from './email-channel';
import { postNotification } from './http-channel';
import { type StaffMessage, webhookBody } from './message';
import { DEFAULT_RETRY_DELAYS_MS, withRetries } from './retry';
import { utahZoneWords } from './staff-words';

/** A time as utahTime writes it ("8:25 PM"). */
const A_TIME = /\b\d{1,2}:\d{2}(?::\d{2})? [AP]M\b/;

/** A message that names a time says once, at its end, what zone its times are in. */
export function withZoneNote(message: StaffMessage, now = new Date()): StaffMessage {
  return A_TIME.test(message.text)
    ? { ...message, text: `${message.text}\nTimes are ${utahZoneWords(now)}.` }
    : message;
}

export type { StaffMessage } from './message';

export interface NotifyOptions {
  /** A Slack, Teams, Google Chat or Discord (`/slack`) incoming webhook, or a receiver of our own. */
  url?: string;
  /** Signs the POST (the hooks' secret). */
  secret?: string;
  /** Addresses for e-mail; needs smtpUrl. */
  email?: string[];
  smtpUrl?: string;
  from?: string;
  /** Which site the messages are about (its URL). */
  site: string;
  retryDelaysMs?: readonly number[];
}

export interface StaffNotifier {
  /** Sends in the background: never throws, never waits for delivery. */
  notifyStaff: (message: StaffMessage) => void;
  /** Resolves once every message sent so far was delivered or given up. */
  idle: () => Promise<void>;
  /** Stops retrying and closes the mail connection. */
  close: () => Promise<void>;
}

type Log = (level: 'info' | 'error', facts: Record<string, unknown>, text: string) => void;

/** Staff notifications over NOTIFY_URL and e-mail; without either, messages are only logged. */
export function createStaffNotifier(options: NotifyOptions, log: Log): StaffNotifier {
  const abort = new AbortController();
  const pending = new Set<Promise<unknown>>();
  const email =
    options.smtpUrl && options.email?.length
      ? createEmailSender({
          smtpUrl: options.smtpUrl,
          to: options.email,
          from: options.from ?? `Website <no-reply@${new URL(options.site).hostname}>`,
        })
      : null;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;

  const deliver = (channel: string, attempt: () => Promise<void>) => {
    const delivery = withRetries(attempt, delays, abort.signal, (error, attemptNumber) =>
      log(
        'error',
        { channel, attempt: attemptNumber, error: (error as Error).message },
        'staff notification not delivered',
      ),
    );
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
  };

  return {
    notifyStaff: (unlabelled) => {
      const message = withZoneNote(unlabelled);
      log('info', { subject: message.subject, facts: message.facts }, message.text);
      if (options.url) {
        const url = options.url;
        const body = webhookBody(message, options.site);
        deliver('url', () => postNotification(url, body, options.secret));
      }
      if (email) deliver('email', () => email.send(message));
    },
    idle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: async () => {
      abort.abort();
      await Promise.all([...pending]);
      email?.close();
    },
  };
}
