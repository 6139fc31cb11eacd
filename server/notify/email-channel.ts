import nodemailer from 'nodemailer';
import { asTyped } from './inert-text';
import type { StaffMessage } from './message';

export interface EmailSettings {
  /** e.g. smtps://user:password@smtp.example.org:465, or smtp://127.0.0.1:25 */
  smtpUrl: string;
  to: string[];
  from: string;
}

function factLines(facts: Record<string, unknown> = {}): string {
  const lines = Object.entries(facts)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    // One line a fact: a reason a person typed cannot start a "Details" section of its own.
    .map(([name, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${name}: ${text.replace(/[\r\n\u2028\u2029]+/g, ' ')}`;
    });
  return lines.length > 0 ? `\n\nDetails\n${lines.join('\n')}` : '';
}

export function createEmailSender(settings: EmailSettings) {
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    send: async (message: StaffMessage): Promise<void> => {
      await transport.sendMail({
        from: settings.from,
        to: settings.to,
        // Plain text formats nothing: names and reasons read as typed, not as chat's look-alikes.
        subject: asTyped(message.subject),
        text: `${asTyped(message.text)}${factLines(message.facts)}\n`,
      });
    },
    close: () => transport.close(),
  };
}
