import { escapeChatMarkup } from './inert-text';

/** One message to staff: a subject, plain sentences, and the facts a program can read. */
export interface StaffMessage {
  subject: string;
  /** Plain sentences a non-engineer can act on. */
  text: string;
  facts?: Record<string, unknown>;
}

/**
 * The JSON body for NOTIFY_URL. `text` is what Slack, Microsoft Teams, Google Chat and
 * Discord's Slack-compatible endpoint (`.../slack`) show; they ignore the other fields, which
 * carry the same message for a receiver of our own.
 */
export function webhookBody(message: StaffMessage, site: string): string {
  return JSON.stringify({
    // Our own words carry no markup, so `<`, `>` and `&` are always text here.
    text: `*${escapeChatMarkup(message.subject)}*\n${escapeChatMarkup(message.text)}`,
    subject: message.subject,
    message: message.text,
    site,
    facts: message.facts ?? {},
    sentAt: new Date().toISOString(),
  });
}
