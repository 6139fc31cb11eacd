import { buildCard } from '../test-support/console-client';
import { consoleSession } from '../test-support/console-session';

// The history says when each build was live, from the record of switches on disk: a build
// published by hand and then replaced, a rollback, and the same after a restart.

jest.setTimeout(90_000);

const session = consoleSession('ben@prolifeutah.org');
const { client, fixture, user: viewer } = session;

const built = async () => {
  const { buildId } = JSON.parse((await fixture().rebuild()).text);
  await fixture().waitUntilIdle();
  return buildId as string;
};
const card = async (build: string, jar = viewer()) =>
  buildCard((await client.get('/staff/', jar)).text, build);
const BY_HOOK = 'a signed hook call \\(the CMS or a script\\)';

test('a build kept while publishing was stopped, published by hand, then replaced by a new build, says when it was live', async () => {
  await fixture().staff('/hooks/lock', { reason: 'checking the gala post' });
  const byHand = await built();
  expect(await card(byHand)).toContain('Kept, not live, because publishing was stopped.');

  expect((await fixture().staff('/hooks/publish', { release: byHand })).status).toBe(200);
  expect(await card(byHand)).toMatch(
    new RegExp(
      `Live now: this is what visitors see\\. Live since [^<]+, published by hand by ${BY_HOOK}\\.`,
    ),
  );
  expect((await fixture().staff('/hooks/unlock')).status).toBe(200);
  const next = await built();

  const was = new RegExp(
    `Was live from [^<]+ to [^<]+, published by hand by ${BY_HOOK}\\. ` +
      'Replaced by the build of [^<]+ when that build finished\\.',
  );
  const wasPublished = await card(byHand);
  expect(wasPublished).toMatch(was);
  expect(wasPublished).not.toContain('Kept, not live');
  expect(await card(next)).toMatch(/Live now: this is what visitors see\. Live since [^<]+\./);

  // The record is on disk: a restart tells the same story.
  await fixture().restart();
  await session.signInAgain();
  const afterRestart = await card(byHand);
  expect(afterRestart).toMatch(was);
  expect(afterRestart).not.toContain('Kept, not live');
});

test('a rollback ends the live period of the build rolled back from, and the build rolled back to is live again', async () => {
  const first = await built();
  const second = await built();
  const publisher = await client.signIn('ana@prolifeutah.org');
  const token = await client.csrf(publisher);
  const rolled = await client.post(
    '/staff/actions/rollback',
    { _csrf: token, build: first },
    publisher,
  );
  expect(rolled.status).toBe(303);

  expect(await card(second)).toMatch(
    /Was live from [^<]+ to [^<]+\. Replaced when Ana Ruiz rolled back to the build of [^<]+\./,
  );
  expect(await card(first)).toMatch(
    /Live now: this is what visitors see\. Live since [^<]+, when Ana Ruiz rolled back to it\. Also live before: from [^<]+ to [^<]+\./,
  );
  expect(await card(fixture().initialRelease)).toMatch(
    /Was live from [^<]+ to [^<]+\. Replaced by the build of [^<]+ when that build finished\./,
  );
});
