import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { consoleSession } from '../test-support/console-session';
import { waitFor } from '../test-support/http';

// Issue 52, point 5: the outcome of an action ("Done: ...") is said once, on the page the action
// leads to, with the focus on it; a reload or the same address later no longer says it, and
// "a new build has started" is not said of a build that has already finished.

jest.setTimeout(90_000);

const { client, fixture, user: publisher } = consoleSession('ana@prolifeutah.org');

/** Posts an action from its confirmation page and returns the address it leads to. */
async function act(action: string, form: Record<string, string> = {}): Promise<string> {
  const _csrf = await client.csrf(publisher(), `/staff/confirm/${action}`);
  const answer = await client.post(`/staff/actions/${action}`, { _csrf, ...form }, publisher());
  expect(answer.status).toBe(303);
  return String(answer.headers.get('location'));
}

const DONE = /<p class="done" id="done" role="status" tabindex="-1" autofocus[^>]*>\s*([^<]*)</;

test('"Done" is said once, focused, and not again on a reload or from the address alone', async () => {
  const next = await act('lock', { reason: 'checking the gala post' });
  expect(next).toBe('/staff/?done=locked');

  const first = await client.get(next, publisher());
  expect(DONE.exec(first.text)?.[1]).toBe(
    'Done: publishing is stopped. New builds are kept but do not go live.',
  );

  const reload = await client.get(next, publisher());
  expect(reload.status).toBe(200);
  expect(reload.text).toContain('Publishing is stopped since');
  expect(reload.text).not.toContain('Done:');

  // Someone else given the address (or the history's entry opened tomorrow) is told nothing.
  const viewer = await client.signIn('ben@prolifeutah.org');
  expect((await client.get(next, viewer)).text).not.toContain('Done:');
});

test('"A new build has started" while it runs; once it has finished the page says so instead', async () => {
  const hold = path.join(fixture().siteDir, 'hold-build');
  writeFileSync(hold, '');
  const next = await act('rebuild');
  await waitFor(async () => ((await fixture().status()).running ? true : undefined));
  const running = await client.get(next, publisher());
  expect(DONE.exec(running.text)?.[1]?.trim()).toBe(
    'Done: a new build has started. It shows under “Building now” while it runs.',
  );
  // The page's script puts this in its place when the build ends (it asks every few seconds).
  expect(running.text).toContain(
    'data-built="Done: the build you asked for has finished. It is the newest build below."',
  );
  const polled = JSON.parse((await client.get('/staff/api/timeline', publisher())).text);
  expect(polled).toMatchObject({ running: true, waiting: false });
  rmSync(hold);
  await fixture().waitUntilIdle();
  expect((await client.get(next, publisher())).text).not.toContain('Done:');

  // A build that ended before its page was drawn is not said to have started.
  const again = await act('rebuild');
  await fixture().waitUntilIdle();
  const finished = await client.get(again, publisher());
  expect(DONE.exec(finished.text)?.[1]).toBe(
    'Done: the build you asked for has finished. It is the newest build below.',
  );
  expect(finished.text).not.toContain('has started');
});
