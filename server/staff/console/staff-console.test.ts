import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readPublishingLock } from '../../publishing-lock';
import {
  CSRF,
  fakeGuards,
  identifyStaff,
  memoryActionLog,
  sessionCookie,
} from '../../test-support/fake-staff';
import { type HooksFixture, SECRET, startHooksFixture } from '../../test-support/hooks-fixture';
import { httpRequest, type HttpResult, waitFor } from '../../test-support/http';
import { startHttpReceiver } from '../../test-support/receivers';
import { PREVIEW_COOKIE } from './preview';

// The console as a signed-in publisher and viewer see it, over HTTP, with a fake sign-in
// (the real one is server/staff/auth/): the timeline, previews and every action.

jest.setTimeout(60_000);

let fixture: HooksFixture;
let actions: ReturnType<typeof memoryActionLog>;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;

beforeEach(async () => {
  actions = memoryActionLog();
  receiver = await startHttpReceiver();
  fixture = await startHooksFixture(
    SECRET,
    [],
    [],
    {
      staff: { guards: fakeGuards, actions },
      notify: { url: receiver.url, secret: SECRET, retryDelaysMs: [20] },
    },
    identifyStaff,
  );
});

afterEach(async () => {
  await fixture.close();
  await receiver.close();
});

const get = (pathname: string, cookie = '') =>
  httpRequest(fixture.server.baseUrl, pathname, { headers: cookie ? { cookie } : {} });
const post = (
  pathname: string,
  form: Record<string, string>,
  who: 'publisher' | 'viewer' = 'publisher',
) =>
  httpRequest(fixture.server.baseUrl, pathname, {
    method: 'POST',
    headers: {
      cookie: sessionCookie(who),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  });
const publisher = sessionCookie('publisher');
const viewer = sessionCookie('viewer');
const consoleText = async (who = publisher) => (await get('/staff/', who)).text;
const built = async (body = '') => {
  const { buildId } = JSON.parse((await fixture.rebuild(body)).text);
  await fixture.waitUntilIdle();
  return buildId as string;
};
const sentTexts = () => receiver.received.map((request) => JSON.parse(request.body).text as string);
const liveHome = async () => (await get('/')).text;
const expectPrivate = (response: HttpResult) => {
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['x-robots-tag']).toMatch(/noindex/);
  expect(response.headers['surrogate-control']).toBeUndefined();
};

test('without a session every console route answers with the sign-in guard', async () => {
  expect((await get('/staff/')).status).toBe(401);
  expect((await get('/staff/api/timeline')).status).toBe(401);
  expect((await get(`/staff/preview/${fixture.initialRelease}/`)).status).toBe(401);
  expect((await post('/staff/actions/lock', { _csrf: CSRF, reason: 'x' }, 'viewer')).status).toBe(
    403,
  );
});

test('a viewer reads the timeline of two builds and is offered no action; one sent by hand is refused', async () => {
  writeFileSync(
    path.join(fixture.siteDir, 'write-report'),
    JSON.stringify({
      skipped: [
        {
          endpoint: '/articles',
          uuid: 'a-1',
          title: 'Gala 2026',
          field: 'story',
          reason: 'story should be string, got null',
        },
        {
          endpoint: '/articles',
          uuid: 'a-1',
          title: 'Gala 2026',
          field: 'story',
          reason: 'story should be string, got null',
        },
      ],
      repaired: [],
      fallbacks: [],
      requests: 1,
    }),
  );
  await built(JSON.stringify({ articles: ['a-1'] }));
  rmSync(path.join(fixture.siteDir, 'write-report'));
  await built();
  const page = await get('/staff/', viewer);
  expect(page.status).toBe(200);
  expectPrivate(page);
  expect(page.headers['content-security-policy']).toBeDefined();
  expect(page.text).toMatch(/Visitors see the build of [^<]+, live since/);
  expect(page.text).toContain('Publishing is on');
  // Two builds and the first release, newest first; the live one says so.
  const names = [...page.text.matchAll(/<h3 id="b-[^"]+">([^<]+)/g)].map((m) => m[1]);
  expect(names).toHaveLength(3);
  expect(page.text).toContain('Live now: this is what visitors see.');
  expect(page.text).toContain('a publish in the CMS');
  // The skipped article, by title, once, with what to do.
  const skipped = page.text.match(/The article ‘Gala 2026’/g) ?? [];
  expect(skipped).toHaveLength(1);
  expect(page.text).toContain('it has no text: add it in the CMS and publish it again');
  expect(page.text).not.toMatch(
    /Stop publishing|Publish this build|Roll back to this build|Rebuild now/,
  );
  expect(page.text).toContain('Preview');

  const refused = await post('/staff/actions/lock', { _csrf: CSRF, reason: 'testing' }, 'viewer');
  expect(refused.status).toBe(403);
  expect(await readPublishingLock(path.join(fixture.siteDir, 'releases'))).toBeNull();
  expect((await get('/staff/confirm/lock', viewer)).status).toBe(403);
});

test('a publisher stops publishing, sees a webhook build kept, previews it, publishes it, rolls back and resumes', async () => {
  const first = await built();

  // Stop publishing: confirmed in plain words first, with a reason.
  const confirm = await get('/staff/confirm/lock', publisher);
  expect(confirm.text).toContain('Visitors will keep seeing the build of');
  expect(confirm.text).toContain(`value="${CSRF}"`);
  expect((await post('/staff/actions/lock', { _csrf: CSRF, reason: '' })).status).toBe(409);
  expect((await post('/staff/actions/lock', { reason: 'no token' })).status).toBe(403);
  const locked = await post('/staff/actions/lock', {
    _csrf: CSRF,
    reason: 'wrong date on the gala post',
  });
  expect(locked.status).toBe(303);
  expect(locked.headers.location).toBe('/staff/?done=locked');
  const lock = await readPublishingLock(path.join(fixture.siteDir, 'releases'));
  expect(lock).toMatchObject({ reason: 'wrong date on the gala post', by: 'Ana Ruiz' });
  expect(await consoleText()).toMatch(
    /Publishing is stopped since [^<]+ by Ana Ruiz: “wrong date on the gala post”/,
  );
  await waitFor(async () =>
    sentTexts().find((text) => text.includes('Publishing stopped by Ana Ruiz')),
  );

  // A webhook build is kept, not live.
  const kept = await built();
  expect(await liveHome()).toContain('build 1');
  const keptPage = await consoleText();
  expect(keptPage).toContain('Kept, not live, because publishing was stopped.');

  // Preview it: the cookie scopes the whole site to that build, for a signed-in person only.
  const start = await get(`/staff/preview/${kept}/es/`, publisher);
  expect(start.status).toBe(303);
  expect(start.headers.location).toBe('/es/');
  const cookie = `${PREVIEW_COOKIE}=${kept}`;
  expect(start.headers['set-cookie']?.[0]).toMatch(
    new RegExp(`^${cookie}; Path=/; HttpOnly; SameSite=Lax`),
  );
  const home = await get('/', `${publisher}; ${cookie}`);
  expect(home.text).toContain('build 2');
  expect(home.text).toMatch(/Preview of the build of [^<]+, <strong>not live<\/strong>/);
  expect(home.text).toContain(`/staff/confirm/publish?build=${kept}`);
  expectPrivate(home);
  const pageData = await get('/page-data/index/page-data.json', `${publisher}; ${cookie}`);
  expectPrivate(pageData);
  // A copied cookie without a session, or a guessed id: the live site, no bar.
  const stranger = await get('/', cookie);
  expect(stranger.text).toContain('build 1');
  expect(stranger.text).not.toContain('Preview of');
  expect((await get('/staff/preview/20991231T000000000Z-abcdef/', publisher)).status).toBe(404);
  expect((await get(`/staff/preview/${kept}/..%2f..%2fetc/`, publisher)).status).toBe(404);
  expect((await get(`/staff/preview/${kept}//evil.example/`, publisher)).status).toBe(404);

  // Publish it.
  const publishConfirm = await get(`/staff/confirm/publish?build=${kept}`, publisher);
  expect(publishConfirm.text).toMatch(
    /Visitors will see the build of [^<]+ instead of the build of [^<]+\.<\/p><p>Publishing will stay stopped until someone resumes it\./,
  );
  expect((await post('/staff/actions/publish', { _csrf: CSRF, build: kept })).status).toBe(303);
  expect(await liveHome()).toContain('build 2');

  // Roll back to the first build.
  expect((await post('/staff/actions/rollback', { _csrf: CSRF, build: first })).status).toBe(303);
  expect(await liveHome()).toContain('build 1');
  expect(actions.entries.map((entry) => [entry.action, entry.actor.name])).toEqual([
    ['rollback', 'Ana Ruiz'],
    ['publish', 'Ana Ruiz'],
    ['lock', 'Ana Ruiz'],
  ]);

  // Resume, publishing the newest kept build at once.
  const resume = await get('/staff/confirm/unlock', publisher);
  expect(resume.text).toContain('Also publish the build of');
  expect((await post('/staff/actions/unlock', { _csrf: CSRF, publishNewest: 'yes' })).status).toBe(
    303,
  );
  expect(await liveHome()).toContain('build 2');
  expect(await readPublishingLock(path.join(fixture.siteDir, 'releases'))).toBeNull();
  const after = await consoleText();
  expect(after).toContain('Publishing is on');
  expect(after).toContain('Ana Ruiz resumed publishing and published the build of');
});

test('rebuild now names the person, and the running build shows its step in the JSON the page polls', async () => {
  writeFileSync(path.join(fixture.siteDir, 'hold-build'), '');
  expect((await post('/staff/actions/rebuild', { _csrf: CSRF, fullRefresh: 'yes' })).status).toBe(
    303,
  );
  const running = await waitFor(async () => {
    const answer = JSON.parse((await get('/staff/api/timeline', viewer)).text);
    return answer.running ? answer : undefined;
  });
  expect(running.step).toBe('building the pages');
  expect(running.runningHtml).toContain('Ana Ruiz, from the staff console');
  rmSync(path.join(fixture.siteDir, 'hold-build'));
  await fixture.waitUntilIdle();
  const done = JSON.parse((await get('/staff/api/timeline', viewer)).text);
  expect(done.running).toBe(false);
  expect(done.buildsHtml).toContain('every article, fetched again');
});
