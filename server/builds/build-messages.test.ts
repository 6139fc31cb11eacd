import { createStaffNotifier } from '../notify';
import { startHttpReceiver } from '../test-support/receivers';
import type { BuildRecord } from './build-queue';
import { messageForBuild } from './build-messages';

test('finding: Slack and Markdown in staff names reach chat unchanged: a console build started by "<@U123> *Ana*" reaches the HTTP channel inert', async () => {
  const receiver = await startHttpReceiver();
  try {
    const notifier = createStaffNotifier(
      { url: receiver.url, site: 'https://example.org', retryDelaysMs: [20] },
      () => {},
    );
    const build: BuildRecord = {
      id: '20250101T000000000Z-abcdef',
      reason: 'staff console',
      articles: [],
      fullRefresh: false,
      startedAt: '2025-01-01T00:00:00.000Z',
      outcome: 'failed',
      error: 'gatsby build exited with code 1',
      logTail: [],
      phases: [],
      by: ['<@U123> *Ana*', 'Ben @here'],
    };
    const message = messageForBuild(build, {
      liveBuild: null,
      consoleUrl: 'https://example.org/staff/',
      articles: [],
      whenLive: false,
    });
    notifier.notifyStaff(message!);
    await notifier.idle();
    await notifier.close();
    const { text } = JSON.parse(receiver.received[0]!.body) as { text: string };
    expect(text).toContain(
      '(started by &lt;@U123&gt; \u2217Ana\u2217 and Ben @\u2060here, from the staff console) failed',
    );
    for (const markup of ['<@U123>', '*Ana*', '@here']) expect(text).not.toContain(markup);
  } finally {
    await receiver.close();
  }
});
