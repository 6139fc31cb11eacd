import nodemailer from 'nodemailer';
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
    .map(
      ([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
    );
  return lines.length > 0 ? `\n\nDetails\n${lines.join('\n')}` : '';
}

export function createEmailSender(settings: EmailSettings) {
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    send: async (message: StaffMessage): Promise<void> => {
      await transport.sendMail({
        from: settings.from,
        to: settings.to,
        subject: message.subject,
        text: `${message.text}${factLines(message.facts)}\n`,
      });
    },
    close: () => transport.close(),
  };
}
