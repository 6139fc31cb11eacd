import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { verifyHookCall } from '../shared/webhook-signature';
import { type HooksFixture, SECRET, startHooksFixture } from '../test-support/hooks-fixture';
import { waitFor } from '../test-support/http';
import { startHttpReceiver, startSmtpReceiver } from '../test-support/receivers';

jest.setTimeout(60_000);

const UUID_A = '3f2a9c1e-0b7d-4c1a-9e8f-1a2b3c4d5e6f';
/** NOTIFY_SECRET: never the hooks' own SECRET, or a receiver could call the hooks. */
const NOTIFY_SECRET = 'notify-secret-for-tests-0123456789abcdef';

let fixture: HooksFixture;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

async function start(answers: number[] = [], notifyWhenLive = false) {
  receiver = await startHttpReceiver(answers);
  smtp = await startSmtpReceiver();
  fixture = await startHooksFixture(SECRET, [], [], {
    hooks: { notifyWhenLive },
    notify: {
      url: receiver.url,
      secret: NOTIFY_SECRET,
      email: ['web@example.org'],
      smtpUrl: smtp.url,
      from: 'Website <site@example.org>',
      retryDelaysMs: [20, 20, 20],
    },
  });
}

afterEach(async () => {
  await fixture.close();
  await receiver.close();
  await smtp.close();
});

const bodies = () => receiver.received.map((post) => JSON.parse(post.body));

test('a failed build is posted (signed, Slack-readable text) and e-mailed, naming the release still live', async () => {
  await start();
  writeFileSync(path.join(fixture.siteDir, 'fail-build'), '');
  await fixture.rebuild(JSON.stringify({ articles: [UUID_A] }));
  await fixture.waitUntilIdle();
  await waitFor(
    async () => (receiver.received.length > 0 && smtp.messages.length > 0) || undefined,
  );

  const [post] = receiver.received;
  const verdict = verifyHookCall(
    post!.headers,
    { method: 'POST', path: post!.path, body: post!.body },
    NOTIFY_SECRET,
  );
  expect(verdict.ok).toBe(true);
  // What a receiver can check with, it cannot use on the hooks.
  const withHooksSecret = verifyHookCall(
    post!.headers,
    { method: 'POST', path: post!.path, body: post!.body },
    SECRET,
  );
  expect(withHooksSecret.ok).toBe(false);
  const [body] = bodies();
  expect(body.text).toMatch(/^\*Website build failed: the site was not updated\*\n/);
  expect(body.text).toMatch(
    /Visitors still see the build of (?:today |\w{3} \d+, )\d+:\d\d [AP]M\./,
  );
  expect(body.text).toContain(
    `The next build fetches the article with id ${UUID_A} in the CMS again.`,
  );
  expect(body.text).toContain(
    '"Rebuild now" in the staff console: https://www.prolifeutah.org/staff/',
  );
  expect(body.text).not.toMatch(/npm run|release \d{8}T/);
  expect(body.facts).toMatchObject({ outcome: 'failed', live: fixture.initialRelease });

  const [mail] = smtp.messages;
  expect(mail!.to).toEqual(['web@example.org']);
  expect(mail!.raw).toMatch(/Subject: Website build failed: the site was not updated/);
  expect(mail!.raw).toContain('Visitors still see the build of');
});

test('a build that published with a skipped article names the article by title, once, and what to do', async () => {
  await start();
  const report = {
    skipped: [
      {
        endpoint: 'GET /rest/pluapi/v1/articles?year=2026',
        uuid: UUID_A,
        title: 'Walk for Life 2026',
        field: 'pubdate',
        reason: 'pubdate should be an ISO 8601 date, got "soon"',
      },
      {
        endpoint: 'GET /rest/pluapi/v1/articles?year=2026',
        uuid: UUID_A,
        title: 'Walk for Life 2026',
        field: 'pubdate',
        reason: 'pubdate should be an ISO 8601 date, got "soon"',
      },
    ],
    repaired: [],
    fallbacks: [],
    requests: 3,
  };
  writeFileSync(path.join(fixture.siteDir, 'write-report'), JSON.stringify(report));
  await fixture.rebuild();
  await fixture.waitUntilIdle();
  await waitFor(async () => receiver.received.length > 0 || undefined);
  const [body] = bodies();
  expect(body.text).toMatch(/^\*Website updated, but 1 article is not on the site\*/);
  expect(body.text).toMatch(/The build of .* \(started by a publish in the CMS\) is live\./);
  const line =
    '- The article ‘Walk for Life 2026’ is not on the site: its date is not one the site can read: pick the date again in the CMS and publish it again.';
  expect(body.text.split('\n').filter((text: string) => text === line)).toHaveLength(1);
});

test('"Your change is live" is a message of its own, sent only when the setting is on', async () => {
  await start([], true);
  await fixture.rebuild(JSON.stringify({ articles: [UUID_A] }));
  await fixture.waitUntilIdle();
  await waitFor(async () => receiver.received.length > 0 || undefined);
  const [body] = bodies();
  expect(body.subject).toBe('Your change is live');
  expect(body.text).toMatch(
    /^\*Your change is live\*\nThe build of .* is live: visitors see it now, with the article with id /,
  );
});

test('"Your change is live" names the article the build changed, by its title', async () => {
  await start([], true);
  writeFileSync(
    path.join(fixture.siteDir, 'write-report'),
    JSON.stringify({
      changedArticles: [{ uuid: UUID_A, title: 'Walk for Life 2026', change: 'edited' }],
    }),
  );
  await fixture.rebuild(JSON.stringify({ articles: [UUID_A] }));
  await fixture.waitUntilIdle();
  await waitFor(async () => receiver.received.length > 0 || undefined);
  const [body] = bodies();
  expect(body.text).toMatch(/is live: visitors see it now, with ‘Walk for Life 2026’\./);
});

test('an article title or API reason cannot format, link or mention anyone in a staff message', async () => {
  await start();
  const title = '<!channel> *URGENT* <https://evil.example/login|Re-enter your CMS password>';
  const report = {
    skipped: [
      {
        endpoint: 'GET /rest/pluapi/v1/articles?year=2026',
        uuid: UUID_A,
        title,
        field: 'pub(date',
        reason: 'pub(date bad\n\nDetails\nlive: [log in](https://evil.example) @everyone _now_',
      },
    ],
    repaired: [],
    fallbacks: [],
    requests: 3,
  };
  writeFileSync(path.join(fixture.siteDir, 'write-report'), JSON.stringify(report));
  await fixture.rebuild();
  await fixture.waitUntilIdle();
  await waitFor(
    async () => (receiver.received.length > 0 && smtp.messages.length > 0) || undefined,
  );
  const [body] = bodies();
  const line = (body.text as string).split('\n').find((text) => text.startsWith('- The article'));
  expect(line).toBe(
    '- The article \u2018&lt;!channel&gt; \u2217URGENT\u2217 &lt;https://evil.example/login\u2223Re-enter your CMS password&gt;\u2019 ' +
      'is not on the site: it could not be read (pub(date bad Details live: \uFF3Blog in\uFF3D(https://evil.example) ' +
      '@\u2060everyone \uFF3Fnow\uFF3F): check it in the CMS and publish it again.',
  );
  for (const markup of ['<!channel>', '*URGENT*', '<https://', '[log in]', '@everyone']) {
    expect(body.text).not.toContain(markup);
  }
  // The e-mail keeps its one "Details" section: the reason could not start lines of its own.
  const [mail] = smtp.messages;
  expect(mail!.raw.match(/^Details$/gm)).toHaveLength(1);
});

test('with the setting off, a clean build that went live sends nothing', async () => {
  await start();
  await fixture.rebuild();
  await fixture.waitUntilIdle();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(receiver.received).toHaveLength(0);
});

test('rollback and unlock are told; a receiver that fails is retried without holding anything', async () => {
  await start([500, 502]);
  expect((await fixture.rollback()).status).toBe(409);
  const { buildId } = JSON.parse((await fixture.rebuild()).text);
  await fixture.waitUntilIdle();
  expect((await fixture.rollback()).status).toBe(200);
  expect((await fixture.staff('/hooks/unlock')).status).toBe(200);
  await waitFor(async () => (receiver.received.length >= 4 ? true : undefined));
  const texts = bodies().map((body) => body.text);
  // Two deliveries were refused (500, 502) and sent again: four posts, two messages.
  expect(texts).toHaveLength(4);
  const rolledBack = texts.filter((text) =>
    text.startsWith('*Website rolled back by a signed hook call'),
  );
  const unlocked = texts.filter((text) =>
    text.startsWith('*Publishing resumed by a signed hook call'),
  );
  expect(rolledBack.length + unlocked.length).toBe(4);
  expect(rolledBack.length * unlocked.length).toBeGreaterThan(0);
  expect(rolledBack[0]).toMatch(
    /rolled the website back from the build of .+ to the build of .+; visitors see it now\. Publishing is stopped/,
  );
  expect(rolledBack[0]).not.toContain(buildId);
});
