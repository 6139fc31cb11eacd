import { CookieJar } from '../test-support/cookie-jar';
import {
  type OidcSandboxProcess,
  startOidcSandboxProcess,
} from '../test-support/oidc-sandbox-process';
import { submitFirstForm, visitProvider } from '../test-support/provider-visits';
import {
  loginAtProvider,
  staffAuthFixture,
  type StaffAuthFixture,
  TEST_CONSOLE_ORIGIN,
} from '../test-support/staff-auth-fixture';

// Issue 52, point 4: signing out of the console ends the provider's own session too where the
// provider offers RP-Initiated Logout (the sandbox does), so "Sign in" asks for the password
// again; where it offers none (Google), the signed-out page says what to do.

jest.setTimeout(90_000);

let sandbox: OidcSandboxProcess;
let googleLike: OidcSandboxProcess;
let fixture: StaffAuthFixture;
let googleFixture: StaffAuthFixture;

beforeAll(async () => {
  [sandbox, googleLike] = await Promise.all([
    startOidcSandboxProcess(TEST_CONSOLE_ORIGIN),
    startOidcSandboxProcess(TEST_CONSOLE_ORIGIN, ['--without-logout']),
  ]);
  fixture = await staffAuthFixture(sandbox.issuer);
  googleFixture = await staffAuthFixture(googleLike.issuer, { providerName: 'Google' });
});

afterAll(async () => {
  await Promise.all([fixture?.close(), googleFixture?.close()]);
  await Promise.all([sandbox?.stop(), googleLike?.stop()]);
});

/** Signs Ana in with the provider's cookies in `providerJar`, as one browser would. */
async function signInWith(app: StaffAuthFixture, providerJar: CookieJar) {
  const { jar, authUrl } = await app.start('/staff/test-page');
  const callback = new URL(
    await loginAtProvider(authUrl, 'ana@prolifeutah.org', undefined, providerJar),
  );
  expect((await app.get(`${callback.pathname}${callback.search}`, jar)).status).toBe(303);
  return jar;
}

async function signOut(app: StaffAuthFixture, jar: CookieJar) {
  return app.post('/staff/sign-out', jar, { _csrf: await app.csrfToken(jar) });
}

describe('sign-out at a provider that offers RP-initiated logout', () => {
  it('signs out at the provider too: the next sign-in asks for the password', async () => {
    const providerJar = new CookieJar();
    const jar = await signInWith(fixture, providerJar);
    // The provider remembers this browser: a sign-in now would come straight back.
    const remembered = await visitProvider((await fixture.start()).authUrl, providerJar);
    expect(remembered).toEqual({ back: expect.stringContaining('/staff/sign-in/callback?') });

    const out = await signOut(fixture, jar);
    expect(out.status).toBe(200);
    expect(out.body).toContain('You are signed out of the staff console');
    expect((await fixture.get('/staff/test-page', jar)).status).toBe(401);
    const goTo = /<meta http-equiv="refresh" content="0; url=([^"]+)"\/?>/.exec(out.body)?.[1];
    const endSession = new URL(String(goTo).replace(/&amp;/g, '&'));
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${sandbox.issuer}/session/end`);
    expect(endSession.searchParams.get('client_id')).toBe('staff-console');
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(
      `${TEST_CONSOLE_ORIGIN}/staff/signed-out`,
    );
    expect(out.body).toContain(`href="${goTo}">Continue to the sandbox sign-in</a>`);

    // The provider's sign-out page (its script presses the button), then back to the console.
    const confirm = await visitProvider(endSession.href, providerJar);
    if (!('page' in confirm)) throw new Error(`no sign-out page: ${JSON.stringify(confirm)}`);
    const back = await submitFirstForm(confirm, providerJar, { logout: 'yes' });
    expect(back).toEqual({ back: `${TEST_CONSOLE_ORIGIN}/staff/signed-out` });
    const page = await fixture.get('/staff/signed-out', jar);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>You are signed out</h1>');
    expect(page.body).toContain(
      'You are signed out of the staff console and of the sandbox sign-in in this browser.',
    );

    const again = await visitProvider((await fixture.start()).authUrl, providerJar);
    expect(again).toEqual({
      page: expect.stringContaining('name="password"'),
      url: expect.any(String),
    });
  });

  it('keeps a signed-in person out of the signed-out page', async () => {
    const jar = await signInWith(fixture, new CookieJar());
    const page = await fixture.get('/staff/signed-out', jar);
    expect(page.status).toBe(303);
    expect(page.location).toBe('/staff/');
  });
});

describe('sign-out at a provider without RP-initiated logout (Google)', () => {
  it('signs out of the console and says how to sign out of the Google account', async () => {
    const providerJar = new CookieJar();
    const jar = await signInWith(googleFixture, providerJar);
    const out = await signOut(googleFixture, jar);
    expect(out.status).toBe(303);
    expect(out.location).toBe('/staff/signed-out?provider=not-offered');
    expect((await googleFixture.get('/staff/test-page', jar)).status).toBe(401);
    const page = await googleFixture.get(String(out.location), jar);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>You are signed out</h1>');
    expect(page.body).toContain(
      'This browser may still be signed in to your Google account, because Google does not let websites sign you out of it',
    );
    expect(page.body).toContain(
      'On a shared computer, sign out of your Google account too: on google.com, select your picture or initial at the top right, then &quot;Sign out&quot;.',
    );
  });
});
