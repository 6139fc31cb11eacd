// A sign-out the server could not save holds only until a restart: the person signing out is
// told so in plain words, and until then the session stays refused (issue 50, low finding).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
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

describe('a sign-out that could not be saved (issue 50, low finding)', () => {
  it('says so to the person signing out, and the copied cookie stays refused (issue 50, low finding)', async () => {
    const { jar } = await fixture.signIn('ana@prolifeutah.org');
    const copy = new CookieJar();
    copy.store(jar.header().split('; '));
    // A directory where the list of signed-out sessions is saved: every save fails, even as root.
    await mkdir(path.join(path.dirname(fixture.auditLog.file), 'staff-signed-out.json'));
    const token = await fixture.csrfToken(jar);
    const out = await fixture.post('/staff/sign-out', jar, { _csrf: token });
    expect(out.status).toBe(500);
    expect(out.body).toContain('You are signed out, but it could not be saved');
    expect(out.body).toContain('it only remembers it until the server restarts');
    expect(out.body).toContain('Tell the person who runs the website');
    expect(out.setCookie.join()).toMatch(/staff-session=;/);
    // Until a restart, the copy of the cookie is refused all the same.
    expect((await fixture.get('/staff/test-page', copy)).status).toBe(401);
    expect((await fixture.auditLog.read(1))[0]).toMatchObject({
      action: 'sign-out',
      outcome: 'failed',
      actor: { name: 'Ana Ruiz' },
      detail: expect.stringMatching(/could not be saved/),
    });
  });
});
