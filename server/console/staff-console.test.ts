import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readPublishingLock } from '../releases/publishing-lock';
import { CookieJar } from '../test-support/cookie-jar';
import { type HooksFixture, SECRET, startHooksFixture } from '../test-support/hooks-fixture';
import { waitFor } from '../test-support/http';
import {
  type OidcSandboxProcess,
  startOidcSandboxProcess,
} from '../test-support/oidc-sandbox-process';
import { startHttpReceiver } from '../test-support/receivers';
import {
  loginAtProvider,
  sandboxStaffSettings,
  TEST_CONSOLE_ORIGIN,
} from '../test-support/staff-auth-fixture';
import { PREVIEW_COOKIE } from './preview';

// The console as a signed-in publisher (Ana Ruiz) and viewer (Ben Cole) see it, over HTTP,
// signed in through the sandbox OpenID provider: the timeline, previews and every action.

jest.setTimeout(90_000);

let provider: OidcSandboxProcess;
let fixture: HooksFixture;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
let publisher: CookieJar;
let viewer: CookieJar;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function send(
  method: 'GET' | 'POST',
  pathname: string,
  jar?: CookieJar,
  form?: Record<string, string>,
  extraCookie = '',
): Promise<Answer> {
  const cookie = [jar?.header(), extraCookie].filter(Boolean).join('; ');
  const response = await fetch(`${fixture.server.baseUrl}${pathname}`, {
    method,
    redirect: 'manual',
    headers: {
      // As behind the edge: the console is reached by its public name (STAFF_PUBLIC_URL).
      'x-forwarded-host': new URL(TEST_CONSOLE_ORIGIN).host,
      ...(cookie ? { cookie } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  jar?.store(response.headers.getSetCookie());
  return { status: response.status, headers: response.headers, text: await response.text() };
}
const get = (pathname: string, jar?: CookieJar, extraCookie = '') =>
  send('GET', pathname, jar, undefined, extraCookie);
const post = (pathname: string, form: Record<string, string>, jar = publisher) =>
  send('POST', pathname, jar, form);

async function signIn(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const start = await get('/staff/sign-in/start?return=%2Fstaff%2F', jar);
  const callback = new URL(await loginAtProvider(String(start.headers.get('location')), email));
  const back = await get(`${callback.pathname}${callback.search}`, jar);
  expect(back.status).toBe(303);
  return jar;
}

/** The anti-forgery token a publisher's confirmation page carries. */
async function csrf(pathname = '/staff/confirm/rebuild'): Promise<string> {
  const page = await get(pathname, publisher);
  const token = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1];
  if (!token) throw new Error(`no token on ${pathname}: ${page.status} ${page.text.slice(0, 200)}`);
  return token;
}

beforeAll(async () => {
  provider = await startOidcSandboxProcess(TEST_CONSOLE_ORIGIN);
});

afterAll(async () => {
  await provider?.stop();
});

beforeEach(async () => {
  receiver = await startHttpReceiver();
  fixture = await startHooksFixture(SECRET, [], [], {
    trustProxy: ['127.0.0.1'],
    staff: sandboxStaffSettings(provider.issuer),
    notify: { url: receiver.url, secret: SECRET, retryDelaysMs: [20] },
  });
  publisher = await signIn('ana@prolifeutah.org');
  viewer = await signIn('ben@prolifeutah.org');
});

afterEach(async () => {
  await fixture.close();
  await receiver.close();
});

const consoleText = async (jar = publisher) => (await get('/staff/', jar)).text;
const built = async (body = '') => {
  const { buildId } = JSON.parse((await fixture.rebuild(body)).text);
  await fixture.waitUntilIdle();
  return buildId as string;
};
const sentTexts = () => receiver.received.map((request) => JSON.parse(request.body).text as string);
const liveHome = async () => (await get('/')).text;
const expectPrivate = (response: Answer) => {
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
  expect(response.headers.get('surrogate-control')).toBeNull();
};
const releasesDir = () => path.join(fixture.siteDir, 'releases');

test('without a session every console route answers with the sign-in guard', async () => {
  expect((await get('/staff/')).status).toBe(401);
  expect((await get('/staff/api/timeline')).status).toBe(401);
  expect((await get(`/staff/preview/${fixture.initialRelease}/`)).status).toBe(401);
  expect((await post('/staff/actions/lock', { reason: 'x' }, new CookieJar())).status).toBe(401);
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
  expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(page.text).toContain('Signed in as Ben Cole (you can look, not change anything)');
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

  const token = await csrf();
  const refused = await post('/staff/actions/lock', { _csrf: token, reason: 'testing' }, viewer);
  expect(refused.status).toBe(403);
  expect(await readPublishingLock(releasesDir())).toBeNull();
  expect((await get('/staff/confirm/lock', viewer)).status).toBe(403);
});

test('a publisher stops publishing, sees a webhook build kept, previews it, publishes it, rolls back and resumes', async () => {
  const first = await built();

  // Stop publishing: confirmed in plain words first, with a reason.
  const confirm = await get('/staff/confirm/lock', publisher);
  expect(confirm.text).toContain('Visitors will keep seeing the build of');
  const CSRF = /name="_csrf" value="([^"]+)"/.exec(confirm.text)?.[1] ?? '';
  expect(CSRF).not.toBe('');
  expect((await post('/staff/actions/lock', { _csrf: CSRF, reason: '' })).status).toBe(409);
  expect((await post('/staff/actions/lock', { reason: 'no token' })).status).toBe(403);
  const locked = await post('/staff/actions/lock', {
    _csrf: CSRF,
    reason: 'wrong date on the gala post',
  });
  expect(locked.status).toBe(303);
  expect(locked.headers.get('location')).toBe('/staff/?done=locked');
  const lock = await readPublishingLock(releasesDir());
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

  // Preview it: a signed pass scopes the whole site to that build, for this session only.
  const start = await get(`/staff/preview/${kept}/es/`, publisher);
  expect(start.status).toBe(303);
  expect(start.headers.get('location')).toBe('/es/');
  expect(start.headers.getSetCookie()[0]).toMatch(
    // @fastify/cookie writes Max-Age before the path.
    new RegExp(`^${PREVIEW_COOKIE}=${kept}\\.[^;]+; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax`),
  );
  const pass = `${PREVIEW_COOKIE}=${publisher.get(PREVIEW_COOKIE)}`;
  const home = await get('/', undefined, pass);
  expect(home.text).toContain('build 2');
  expect(home.text).toMatch(
    /Preview of the build of [^<]+ [AP]M \(Utah time\), <strong>not live<\/strong>/,
  );
  expect(home.text).toContain(`/staff/confirm/publish?build=${kept}`);
  expectPrivate(home);
  expectPrivate(await get('/page-data/index/page-data.json', undefined, pass));
  // A guessed or altered pass, or a release named that is not kept: the live site, no bar.
  for (const forged of [
    `${PREVIEW_COOKIE}=${kept}`,
    pass.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    pass.replace(kept, first),
  ]) {
    const stranger = await get('/', undefined, forged);
    expect(stranger.text).toContain('build 1');
    expect(stranger.text).not.toContain('Preview of');
  }
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
  const audit = await consoleText();
  expect(audit).toMatch(/Ana Ruiz rolled back to the build of [^<]+\./);
  expect(audit).toMatch(/Ana Ruiz published the build of [^<]+\./);
  expect(audit).toContain('Ana Ruiz stopped publishing: “wrong date on the gala post”.');

  // Resume, publishing the newest kept build at once.
  const resume = await get('/staff/confirm/unlock', publisher);
  expect(resume.text).toContain('Also publish the build of');
  expect((await post('/staff/actions/unlock', { _csrf: CSRF, publishNewest: 'yes' })).status).toBe(
    303,
  );
  expect(await liveHome()).toContain('build 2');
  expect(await readPublishingLock(releasesDir())).toBeNull();
  const after = await consoleText();
  expect(after).toContain('Publishing is on');
  expect(after).toContain('Ana Ruiz resumed publishing and published the build of');

  // Signing out ends the preview pass, even kept and sent by hand.
  const signOutToken = await csrf();
  await post('/staff/sign-out', { _csrf: signOutToken });
  const afterSignOut = await get('/', undefined, pass);
  expect(afterSignOut.text).not.toContain('Preview of');
});

test('rebuild now names the person, and the running build shows its step in the JSON the page polls', async () => {
  const CSRF = await csrf();
  writeFileSync(path.join(fixture.siteDir, 'hold-build'), '');
  expect((await post('/staff/actions/rebuild', { _csrf: CSRF })).status).toBe(303);
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

test('rebuild now with its defaults fetches every article, as its confirmation says', async () => {
  const page = await get('/staff/confirm/rebuild', publisher);
  expect(page.text).toContain('fetches every article from the CMS again');
  expect(page.text).not.toContain('type="checkbox"');
  const hold = path.join(fixture.siteDir, 'hold-build');
  writeFileSync(hold, '');
  // A CMS call naming one article, then the staff rebuild: the build they share may not narrow.
  await fixture.rebuild(JSON.stringify({ articles: ['3f2a9c1e-0b7d-4c1a-9e8f-1a2b3c4d5e6f'] }));
  await waitFor(async () => (fixture.buildsStarted() === 1 ? true : undefined));
  await fixture.rebuild(JSON.stringify({ articles: ['7d6c5b4a-3210-4fed-8cba-9876543210ab'] }));
  expect((await post('/staff/actions/rebuild', { _csrf: await csrf() })).status).toBe(303);
  rmSync(hold);
  await fixture.waitUntilIdle();
  const builds = readFileSync(path.join(fixture.siteDir, 'builds.env'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, string>);
  // Naming none makes the source plugin fetch every article body; images keep their cache.
  expect(builds.at(-1)).toMatchObject({ PLUAPI_CHANGED_ARTICLES: '', PLUAPI_FULL_REFRESH: '' });
});

test('the page lists the 20 newest staff actions; the older ones are one link away', async () => {
  await built();
  const token = await csrf('/staff/confirm/lock');
  for (let round = 1; round <= 11; round += 1) {
    await post('/staff/actions/lock', { _csrf: token, reason: `check ${round}` });
    await post('/staff/actions/unlock', { _csrf: token });
  }
  const actionsIn = (page: string) =>
    /<section aria-labelledby="audit-h"[\s\S]*?<\/section>/.exec(page)?.[0].match(/<li>/g)?.length;
  const first = await consoleText();
  expect(actionsIn(first)).toBe(20);
  expect(first).toContain('<a href="/staff/?actions=all#audit-h">Show older actions</a>');
  expect(first).not.toContain('“check 1”');

  const all = (await get('/staff/?actions=all', publisher)).text;
  // The 22 switches and the two sign-ins of beforeEach.
  expect(actionsIn(all)).toBe(24);
  expect(all).toContain('Ana Ruiz stopped publishing: “check 1”.');
  expect(all).not.toContain('Show older actions');
});
