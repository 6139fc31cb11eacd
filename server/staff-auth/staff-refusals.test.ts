// What a stranger gets (each refusal answered, and recorded in the audit log).
import { CookieJar } from '../test-support/cookie-jar';
import {
  type OidcSandboxProcess,
  startOidcSandboxProcess,
} from '../test-support/oidc-sandbox-process';
import {
  loginAtProvider,
  staffAuthFixture,
  type StaffAuthFixture,
  TEST_CONSOLE_ORIGIN,
} from '../test-support/staff-auth-fixture';

jest.setTimeout(60_000);

let provider: OidcSandboxProcess;
let fixture: StaffAuthFixture;
const others: StaffAuthFixture[] = [];

beforeAll(async () => {
  provider = await startOidcSandboxProcess(TEST_CONSOLE_ORIGIN);
  // Many sign-ins from one address: the limit has a test of its own.
  fixture = await staffAuthFixture(provider.issuer, { signInPerMinute: 1000 });
});

afterAll(async () => {
  await Promise.all([fixture, ...others].map((one) => one?.close()));
  await provider?.stop();
});

/** The newest refusal of a signed-in person. */
const newest = async (app = fixture) => (await app.auditLog.read(1))[0];
/** The newest refusal of someone not signed in (counted apart: ../stranger-refusals.ts). */
const newestStranger = async (app = fixture) => (await app.auditLog.strangers.read(1))[0];

describe('without a session', () => {
  it('a console page answers with the sign-in page, which returns to it', async () => {
    const page = await fixture.get('/staff/test-page?tab=builds');
    expect(page.status).toBe(401);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.body).toContain('Sign in with the sandbox sign-in');
    expect(page.body).toContain(
      'href="/staff/sign-in/start?return=%2Fstaff%2Ftest-page%3Ftab%3Dbuilds"',
    );
    expect(page.body).not.toContain('page for');
  });

  it('an API call answers 401 with a plain sentence', async () => {
    const answer = await fixture.get('/staff/api/test');
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({ error: 'Sign in to the staff console first.' });
  });

  it('an action answers 401 and changes nothing', async () => {
    const answer = await fixture.post('/staff/api/test-action', undefined, { _csrf: 'x' });
    expect(answer.status).toBe(401);
    expect(answer.body).not.toContain('done');
  });
});

describe('sign-in refusals', () => {
  it('refuses an account that is not on the list, and says why', async () => {
    const publishersOnly = await staffAuthFixture(provider.issuer, { viewers: [] });
    others.push(publishersOnly);
    const { jar, response } = await publishersOnly.signIn('ben@prolifeutah.org');
    expect(response.status).toBe(403);
    expect(response.body).toContain('This account cannot use the staff console');
    expect(response.body).toContain('ben@prolifeutah.org is not on the list of staff addresses.');
    expect((await publishersOnly.get('/staff/test-page', jar)).status).toBe(401);
    expect(await newestStranger(publishersOnly)).toMatchObject({
      action: 'sign-in',
      outcome: 'refused',
      actor: { email: 'ben@prolifeutah.org' },
      detail: 'ben@prolifeutah.org is not on the list of staff addresses.',
    });
  });

  it('refuses a replayed callback, with the cookie of before or of after', async () => {
    const { callback, before, jar } = await fixture.signIn('ana@prolifeutah.org');
    for (const cookies of [before, jar]) {
      const replay = await fixture.get(callback, cookies);
      expect(replay.status).toBe(400);
      expect(replay.body).toContain('This sign-in link has expired');
      expect(await newestStranger()).toMatchObject({
        action: 'sign-in',
        outcome: 'refused',
        detail: expect.stringMatching(/replayed or forged/),
      });
    }
  });

  it('refuses a callback from a sign-in started in another browser', async () => {
    const victim = await fixture.start();
    const callback = new URL(await loginAtProvider(victim.authUrl, 'ana@prolifeutah.org'));
    const attacker = await fixture.start();
    const answer = await fixture.get(`${callback.pathname}${callback.search}`, attacker.jar);
    expect(answer.status).toBe(400);
    expect((await fixture.get('/staff/test-page', attacker.jar)).status).toBe(401);
  });

  it.each([
    'https://evil.example/staff/',
    '//evil.example/staff/',
    '/\\evil.example',
    '/staff/../hooks/publish',
    '/staff/%2e%2e/hooks',
    '/staff//evil.example',
  ])('returns to the console, not to %s', async (returnTo) => {
    // Strangers' refusals are written once per address, kind and minute: a minute each.
    fixture.advance(60_000);
    const { response } = await fixture.signIn('ana@prolifeutah.org', returnTo);
    expect(response.status).toBe(303);
    expect(response.location).toBe('/staff/');
    expect(await newestStranger()).toMatchObject({
      action: 'sign-in return address',
      outcome: 'refused',
      detail: expect.stringContaining('outside the console'),
    });
  });

  it('says so plainly when the provider cannot be reached', async () => {
    const unreachable = await staffAuthFixture('http://127.0.0.1:9');
    others.push(unreachable);
    const { response } = await unreachable.start();
    expect(response.status).toBe(503);
    expect(response.body).toContain('the sandbox sign-in could not be reached');
    expect(response.setCookie).toEqual([]);
  });

  it('limits sign-in attempts per address', async () => {
    const limited = await staffAuthFixture(provider.issuer, { signInPerMinute: 3 });
    others.push(limited);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await limited.start()).response.status).toBe(303);
    }
    const refused = await limited.start();
    expect(refused.response.status).toBe(429);
    expect(refused.response.body).toContain('Too many sign-in attempts');
    expect(await newestStranger(limited)).toMatchObject({ action: 'sign-in', outcome: 'refused' });
    // The callback shares the limit: a flood of forged callbacks stops too.
    expect((await limited.get('/staff/sign-in/callback?code=x&state=y')).status).toBe(429);
  });
});

describe('with a session', () => {
  let publisher: CookieJar;
  let viewer: CookieJar;

  beforeAll(async () => {
    publisher = (await fixture.signIn('ana@prolifeutah.org')).jar;
    viewer = (await fixture.signIn('ben@prolifeutah.org')).jar;
  });

  it('lets a publisher act with a valid token', async () => {
    const token = await fixture.csrfToken(publisher);
    const answer = await fixture.post('/staff/api/test-action', publisher, { _csrf: token });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ done: 'by Ana Ruiz' });
    const byHeader = await fixture.post('/staff/api/test-action', publisher, undefined, {
      'x-csrf-token': token,
    });
    expect(byHeader.status).toBe(200);
  });

  it('refuses a viewer calling a publisher action (403)', async () => {
    const token = await fixture.csrfToken(viewer);
    const answer = await fixture.post('/staff/api/test-action', viewer, { _csrf: token });
    expect(answer.status).toBe(403);
    expect(answer.json().error).toMatch(/may look at the console but not change anything/);
    expect(await newest()).toMatchObject({
      action: 'change as a viewer',
      outcome: 'refused',
      actor: { name: 'Ben Cole' },
    });
  });

  it('answers a browser form of a viewer with a page', async () => {
    const token = await fixture.csrfToken(viewer);
    const answer = await fixture.post(
      '/staff/api/test-action',
      viewer,
      { _csrf: token },
      { accept: 'text/html' },
    );
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    expect(answer.body).toContain('<h1>Not allowed</h1>');
  });

  it.each([
    ['a missing', undefined],
    ['a wrong', 'not-a-token'],
  ])('refuses %s anti-forgery token (403)', async (_label, token) => {
    const answer = await fixture.post(
      '/staff/api/test-action',
      publisher,
      token === undefined ? { reason: 'x' } : { _csrf: token },
    );
    expect(answer.status).toBe(403);
    expect(answer.json().error).toMatch(/nothing was changed/);
    expect(await newest()).toMatchObject({
      action: 'change without a valid form',
      outcome: 'refused',
      actor: { name: 'Ana Ruiz' },
    });
  });

  it("refuses another session's token", async () => {
    const token = await fixture.csrfToken(viewer);
    const answer = await fixture.post('/staff/api/test-action', publisher, { _csrf: token });
    expect(answer.status).toBe(403);
  });

  it('refuses a sign-out without a token, and stays signed in', async () => {
    const answer = await fixture.post('/staff/sign-out', publisher, {});
    expect(answer.status).toBe(403);
    expect((await fixture.get('/staff/test-page', publisher)).status).toBe(200);
    expect(await newest()).toMatchObject({ action: 'sign-out', outcome: 'refused' });
  });

  it('refuses a tampered session cookie', async () => {
    const tampered = new CookieJar();
    const value = publisher.get('staff-session') ?? '';
    const flipped = `${value.slice(0, 10)}${value[10] === 'A' ? 'B' : 'A'}${value.slice(11)}`;
    tampered.set('staff-session', flipped);
    const page = await fixture.get('/staff/test-page', tampered);
    expect(page.status).toBe(401);
    expect(page.body).toContain('Your sign-in could not be read');
    expect(page.setCookie.join()).toMatch(/staff-session=;/);
    expect(await newestStranger()).toMatchObject({
      outcome: 'refused',
      detail: expect.stringMatching(/could not be read/),
    });
  });

  it('refuses an expired session (last of this block: it moves the clock)', async () => {
    fixture.advance(8 * 3600 * 1000 + 1);
    const page = await fixture.get('/staff/test-page', publisher);
    expect(page.status).toBe(401);
    expect(page.body).toContain('Your sign-in has ended');
    expect(await newestStranger()).toMatchObject({
      outcome: 'refused',
      actor: { email: 'ana@prolifeutah.org' },
      detail: expect.stringMatching(/had expired/),
    });
    const api = await fixture.get('/staff/api/test', viewer);
    expect(api.status).toBe(401);
  });
});

describe('with no provider configured', () => {
  it('says the console is off, on every console address', async () => {
    const Fastify = (await import('fastify')).default;
    const { registerStaffAuth } = await import('./register-staff-auth');
    const app = Fastify();
    const guards = await registerStaffAuth(app, { settings: null, releasesDir: '/nonexistent' });
    app.get('/staff/api/x', { preHandler: guards.signedInApi }, async () => 'secret');
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const page = await fetch(`${base}/staff/`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('The staff console is off');
    const api = await fetch(`${base}/staff/api/x`);
    expect(api.status).toBe(503);
    expect(await api.text()).not.toContain('secret');
    expect((await fetch(`${base}/staff/sign-in`)).status).toBe(503);
    await app.close();
  });
});
