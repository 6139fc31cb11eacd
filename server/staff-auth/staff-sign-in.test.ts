import { CookieJar } from '../test-support/cookie-jar';
import {
  type OidcSandboxProcess,
  startOidcSandboxProcess,
} from '../test-support/oidc-sandbox-process';
import {
  staffAuthFixture,
  type StaffAuthFixture,
  TEST_CONSOLE_ORIGIN,
} from '../test-support/staff-auth-fixture';

jest.setTimeout(60_000);

let provider: OidcSandboxProcess;
let fixture: StaffAuthFixture;

beforeAll(async () => {
  provider = await startOidcSandboxProcess(TEST_CONSOLE_ORIGIN);
  fixture = await staffAuthFixture(provider.issuer);
});

afterAll(async () => {
  await fixture?.close();
  await provider?.stop();
});

describe('signing in through the OpenID provider', () => {
  it('signs a publisher in and returns to the page they asked for', async () => {
    const { jar, response } = await fixture.signIn('ana@prolifeutah.org', '/staff/test-page');
    expect(response.status).toBe(303);
    expect(response.location).toBe('/staff/test-page');
    const cookie = response.setCookie.join('\n');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/staff/);
    const page = await fixture.get('/staff/test-page', jar);
    expect(page.status).toBe(200);
    expect(page.body).toBe('page for Ana Ruiz (publisher)');
    const [entry] = await fixture.auditLog.read(1);
    expect(entry).toMatchObject({
      action: 'sign-in',
      outcome: 'done',
      actor: { via: 'staff', name: 'Ana Ruiz', email: 'ana@prolifeutah.org' },
      // The sentence the console's "What staff did" shows as it is.
      detail: 'Ana Ruiz signed in as a publisher.',
    });
  });

  it('signs a viewer in as a viewer', async () => {
    const { jar } = await fixture.signIn('ben@prolifeutah.org');
    const answer = await fixture.get('/staff/api/test', jar);
    expect(answer.json().user).toEqual({
      email: 'ben@prolifeutah.org',
      name: 'Ben Cole',
      role: 'viewer',
    });
  });

  it('shows a plain sign-in page that is never cached or indexed', async () => {
    const page = await fixture.get('/staff/sign-in');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(page.body).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    expect(page.body).toMatch(
      /<a class="staff-auth__button" href="\/staff\/sign-in\/start">Sign in with the sandbox sign-in<\/a>/,
    );
    expect(page.body).not.toMatch(/https?:\/\//);
  });

  it('moves a sign-in started under another host name to the public address, once', async () => {
    const other = { 'x-forwarded-host': 'localhost:9121' };
    const moved = await fixture.get('/staff/sign-in/start?return=%2Fstaff%2Fx', undefined, other);
    expect(moved.status).toBe(303);
    expect(moved.location).toBe(
      `${TEST_CONSOLE_ORIGIN}/staff/sign-in/start?return=%2Fstaff%2Fx&moved=1`,
    );
    expect(moved.setCookie).toEqual([]);
    const again = await fixture.get('/staff/sign-in/start?moved=1', undefined, other);
    expect(again.location).toMatch(new RegExp(`^${provider.issuer}/auth\\?`));
  });

  it('signs out: the cookie is dropped and a copy of it no longer works', async () => {
    const { jar } = await fixture.signIn('ana@prolifeutah.org');
    const copy = new CookieJar();
    copy.store(jar.header().split('; '));
    const token = await fixture.csrfToken(jar);
    const out = await fixture.post('/staff/sign-out', jar, { _csrf: token });
    expect(out.status).toBe(200);
    expect(out.body).toContain('You are signed out of the staff console');
    expect((await fixture.get('/staff/test-page', jar)).status).toBe(401);
    const replayed = await fixture.get('/staff/test-page', copy);
    expect(replayed.status).toBe(401);
    expect(replayed.body).toContain('You signed out.');
    const [signOut] = await fixture.auditLog.read(1);
    expect(signOut).toMatchObject({ action: 'sign-out', outcome: 'done' });
    // The copy is not a signed-in person's: counted with strangers' refusals.
    const [refusal] = await fixture.auditLog.strangers.read(1);
    expect(refusal).toMatchObject({
      outcome: 'refused',
      detail: expect.stringMatching(/signed out/),
    });
  });
});
