import { CookieJar } from '../test-support/cookie-jar';
import { type HooksFixture, SECRET, startHooksFixture } from '../test-support/hooks-fixture';
import {
  type OidcSandboxProcess,
  startOidcSandboxProcess,
} from '../test-support/oidc-sandbox-process';
import {
  loginAtProvider,
  sandboxStaffSettings,
  TEST_CONSOLE_ORIGIN,
} from '../test-support/staff-auth-fixture';

// Issue 52, point 4: every page a signed-in person sees in the console carries the sign-out
// button (a form posting the session's anti-forgery token); pages of nobody signed in do not.

jest.setTimeout(90_000);

let provider: OidcSandboxProcess;
let fixture: HooksFixture;

async function request(method: 'GET' | 'POST', pathname: string, jar?: CookieJar, form?: object) {
  const response = await fetch(`${fixture.server.baseUrl}${pathname}`, {
    method,
    redirect: 'manual',
    headers: {
      'x-forwarded-host': new URL(TEST_CONSOLE_ORIGIN).host,
      ...(jar ? { cookie: jar.header() } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { body: new URLSearchParams({ ...form }).toString() } : {}),
  });
  jar?.store(response.headers.getSetCookie());
  return { status: response.status, text: await response.text() };
}

async function signIn(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const start = await fetch(`${fixture.server.baseUrl}/staff/sign-in/start?return=%2Fstaff%2F`, {
    redirect: 'manual',
    headers: { 'x-forwarded-host': new URL(TEST_CONSOLE_ORIGIN).host },
  });
  jar.store(start.headers.getSetCookie());
  const callback = new URL(await loginAtProvider(String(start.headers.get('location')), email));
  expect((await request('GET', `${callback.pathname}${callback.search}`, jar)).status).toBe(303);
  return jar;
}

const SIGN_OUT_FORM =
  /<form class="sign-out" method="post" action="\/staff\/sign-out"><input type="hidden" name="_csrf" value="([^"]+)"\/?><button type="submit">Sign out<\/button><\/form>/g;

/** The anti-forgery tokens of the page's sign-out forms. */
const signOutTokens = (page: string) => [...page.matchAll(SIGN_OUT_FORM)].map((match) => match[1]);

beforeAll(async () => {
  provider = await startOidcSandboxProcess(TEST_CONSOLE_ORIGIN);
  fixture = await startHooksFixture(SECRET, [], [], {
    trustProxy: ['127.0.0.1'],
    staff: sandboxStaffSettings(provider.issuer),
  });
});

afterAll(async () => {
  await fixture?.close();
  await provider?.stop();
});

describe('the sign-out button on every console page', () => {
  it.each([
    ['the console', '/staff/', 'ana@prolifeutah.org', 200],
    ['a confirmation', '/staff/confirm/rebuild', 'ana@prolifeutah.org', 200],
    ["a viewer's refusal", '/staff/confirm/rebuild', 'ben@prolifeutah.org', 403],
    ['a problem page', '/staff/confirm/no-such-action', 'ana@prolifeutah.org', 404],
    ['the account page', '/staff/account', 'ben@prolifeutah.org', 200],
    ['a page not found', '/staff/no-such-page', 'ana@prolifeutah.org', 404],
  ])('%s carries one, and its token signs out', async (_, pathname, email, status) => {
    const jar = await signIn(email);
    const page = await request('GET', pathname, jar);
    expect(page.status).toBe(status);
    const tokens = signOutTokens(page.text);
    expect(tokens).toHaveLength(1);
    expect(page.text).not.toContain('<!--staff-sign-out-->');

    const out = await request('POST', '/staff/sign-out', jar, { _csrf: tokens[0] });
    expect(out.status).toBe(200);
    expect(out.text).toContain('You are signed out of the staff console');
    expect((await request('GET', '/staff/', jar)).status).toBe(401);
  });

  it('offers a fresh one when the page signed out from was out of date', async () => {
    const jar = await signIn('ana@prolifeutah.org');
    const stale = await request('POST', '/staff/sign-out', jar, { _csrf: 'an-old-token' });
    expect(stale.status).toBe(403);
    expect(stale.text).toContain('Press &quot;Sign out&quot; on this page.');
    const [token] = signOutTokens(stale.text);
    expect((await request('GET', '/staff/', jar)).status).toBe(200);
    expect((await request('POST', '/staff/sign-out', jar, { _csrf: String(token) })).status).toBe(
      200,
    );
  });

  it.each([
    ['the sign-in page', '/staff/sign-in'],
    ['the signed-out page', '/staff/signed-out'],
    ['the console to a stranger', '/staff/'],
  ])('is not on %s', async (_, pathname) => {
    const page = await request('GET', pathname);
    expect(page.text).toContain('<h1>');
    expect(page.text).not.toContain('sign-out');
  });
});
