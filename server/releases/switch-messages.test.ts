import { createStaffNotifier } from '../notify';
import { type HooksFixture, SECRET, startHooksFixture } from '../test-support/hooks-fixture';
import { waitFor } from '../test-support/http';
import { startHttpReceiver, startSmtpReceiver } from '../test-support/receivers';
import {
  lockedMessage,
  publishedMessage,
  rolledBackMessage,
  unlockedMessage,
} from './switch-messages';

jest.setTimeout(60_000);

let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeEach(async () => {
  receiver = await startHttpReceiver();
  smtp = await startSmtpReceiver();
});

afterEach(async () => {
  await receiver.close();
  await smtp.close();
});

/** What chat shows: the `text` of each body the HTTP channel posted. */
const chatTexts = () => receiver.received.map((post) => JSON.parse(post.body).text as string);

/** An e-mail's plain-text body, quoted-printable decoded. */
const mailText = (raw: string) => {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  const bytes = body.replace(/=([0-9A-F]{2})/g, (_all, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
};

const REASON = '<!channel> *urgent*';
const MARKUP = ['<!channel>', '*urgent*', '<@U123>', '@here', '_x_', '[x](y)', '`', '~', '<http'];

describe('finding: Slack and Markdown in lock reasons, console reasons and staff names reach chat unchanged', () => {
  test('a lock reason "<!channel> *urgent*" sent to the lock hook reaches the HTTP channel inert', async () => {
    const fixture: HooksFixture = await startHooksFixture(SECRET, [], [], {
      notify: { url: receiver.url, retryDelaysMs: [20] },
    });
    try {
      expect((await fixture.staff('/hooks/lock', { reason: REASON })).status).toBe(200);
      await waitFor(async () => receiver.received.length > 0 || undefined);
      const [body] = receiver.received.map((post) => JSON.parse(post.body));
      expect(body.text).toMatch(
        /^\*Publishing stopped by a signed hook call \(the CMS or a script\): “&lt;!channel&gt; \u2217urgent\u2217”\*\n/,
      );
      for (const markup of MARKUP) expect(body.text).not.toContain(markup);
      // The fields a chat does not show keep the reason as typed, for a receiver of our own.
      expect(body.facts.reason).toBe(REASON);
    } finally {
      await fixture.close();
    }
  });

  test('a staff name "<@U123>" and a console reason reach the HTTP channel inert in every switch message, the e-mail as typed', async () => {
    const notifier = createStaffNotifier(
      {
        url: receiver.url,
        email: ['web@example.org'],
        smtpUrl: smtp.url,
        from: 'Website <site@example.org>',
        site: 'https://example.org',
        retryDelaysMs: [20],
      },
      () => {},
    );
    const actor = { name: '<@U123>', email: 'u123@example.org', via: 'console' };
    const why = `${REASON} @here _x_ [x](y) \`code\` ~gone~ <http://x|y>`;
    const build = '20250101T000000000Z-abcdef';
    notifier.notifyStaff(lockedMessage(actor, why, build));
    notifier.notifyStaff(publishedMessage(actor, build, null, why));
    notifier.notifyStaff(rolledBackMessage(actor, build, null, why));
    notifier.notifyStaff(unlockedMessage(actor, build, build, why));
    await notifier.idle();
    await notifier.close();

    const texts = chatTexts();
    expect(texts).toHaveLength(4);
    const inertWhy =
      '&lt;!channel&gt; \u2217urgent\u2217 @\u2060here \uFF3Fx\uFF3F \uFF3Bx\uFF3D(y) ' +
      '\u02CBcode\u02CB \u223Cgone\u223C &lt;http://x\u2223y&gt;';
    // (What follows names the live build by its date, in the site's time zone.)
    expect(texts[0]!.split(' Visitors keep seeing')[0]).toBe(
      `*Publishing stopped by &lt;@U123&gt;: “${inertWhy}”*\n` +
        `&lt;@U123&gt; stopped publishing: “${inertWhy}”.`,
    );
    for (const text of texts) {
      expect(text).toContain('&lt;@U123&gt;');
      expect(text).toContain(inertWhy);
      for (const markup of MARKUP) expect(text).not.toContain(markup);
    }

    // Plain text formats nothing: the e-mail reads as the person typed it.
    await waitFor(async () => smtp.messages.length === 4 || undefined);
    // Sent side by side: they may arrive in any order.
    const mails = smtp.messages.map((message) => mailText(message.raw)).join('\n');
    expect(mails).toContain(`<@U123> stopped publishing: “${why}”.`);
  });
});

test('a lock reason with line breaks cannot add a "Details" section of its own to the e-mail', async () => {
  const notifier = createStaffNotifier(
    {
      email: ['web@example.org'],
      smtpUrl: smtp.url,
      from: 'Website <site@example.org>',
      site: 'https://example.org',
      retryDelaysMs: [20],
    },
    () => {},
  );
  const actor = { name: 'Ana Ruiz', via: 'console' };
  notifier.notifyStaff(lockedMessage(actor, 'typo\n\nDetails\nlive: none, call 555-0100', null));
  await notifier.idle();
  await notifier.close();
  const mail = mailText(smtp.messages[0]!.raw);
  expect(mail.match(/^Details\r?$/gm)).toHaveLength(1);
  expect(mail).toMatch(/^reason: typo Details live: none, call 555-0100\r?$/m);
});
