import { withHooksFixture } from '../test-support/hooks-fixture';

// POST /hooks/lock: the CMS or a script stops publishing, with a reason, without a rollback.

jest.setTimeout(60_000);

const fixture = withHooksFixture();

test('a signed lock call stops publishing: builds are kept, what is live stays', async () => {
  const answer = await fixture().staff('/hooks/lock', { reason: 'board review of the gala post' });
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.text)).toMatchObject({
    current: fixture().initialRelease,
    locked: true,
    lock: { reason: 'board review of the gala post' },
  });
  await fixture().rebuild();
  const status = await fixture().waitUntilIdle();
  expect(status).toMatchObject({
    current: fixture().initialRelease,
    liveBuild: fixture().initialRelease,
    locked: true,
    last: { outcome: 'kept' },
  });
  expect(await fixture().homeText()).toContain('initial');
});

test('a lock needs a reason, and an unsigned one is refused', async () => {
  expect((await fixture().staff('/hooks/lock')).status).toBe(400);
  expect((await fixture().staff('/hooks/lock', { reason: '   ' })).status).toBe(400);
  expect(
    (await fixture().send('/hooks/lock', { method: 'POST', headers: {}, body: '{"reason":"x"}' }))
      .status,
  ).toBe(401);
  expect((await fixture().status()).locked).toBe(false);
});
