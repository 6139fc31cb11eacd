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
import { PREVIEW_COOKIE } from './preview';

// The whole server as a browser sees it: the console's pages carry their own strict policy,
// while the site's pages, previews included, keep the site's.

jest.setTimeout(90_000);

let provider: OidcSandboxProcess;
let fixture: HooksFixture;
let publisher: CookieJar;

async function get(pathname: string, jar?: CookieJar, extraCookie = '') {
  const cookie = [jar?.header(), extraCookie].filter(Boolean).join('; ');
  const response = await fetch(`${fixture.server.baseUrl}${pathname}`, {
    redirect: 'manual',
    headers: {
      'x-forwarded-host': new URL(TEST_CONSOLE_ORIGIN).host,
      ...(cookie ? { cookie } : {}),
    },
  });
  jar?.store(response.headers.getSetCookie());
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function directives(response: { headers: Headers }): Record<string, string> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources.join(' ')];
    }),
  );
}

beforeAll(async () => {
  provider = await startOidcSandboxProcess(TEST_CONSOLE_ORIGIN);
  fixture = await startHooksFixture(SECRET, [], [], {
    trustProxy: ['127.0.0.1'],
    staff: sandboxStaffSettings(provider.issuer),
  });
  publisher = new CookieJar();
  const start = await get('/staff/sign-in/start?return=%2Fstaff%2F', publisher);
  const callback = new URL(
    await loginAtProvider(String(start.headers.get('location')), 'ana@prolifeutah.org'),
  );
  expect((await get(`${callback.pathname}${callback.search}`, publisher)).status).toBe(303);
});

afterAll(async () => {
  await fixture?.close();
  await provider?.stop();
});

describe("low finding: /staff/ has its own CSP, not the site's", () => {
  it.each([
    ['the console', '/staff/', true],
    ['a confirmation page', '/staff/confirm/rebuild', true],
    ['the account page', '/staff/account', true],
    ['the sign-in page', '/staff/sign-in', false],
    ['the sign-in page under a percent-encoded path', '/%73taff/sign-in', false],
    ["the sign-in's stylesheet", '/staff/assets/staff-auth.css', false],
    ["the console's script", '/staff/assets/console.js', false],
    ["the console's script under a percent-encoded path", '/%73taff/assets/console.js', false],
  ])(
    '%s answers with script-src self only and no framing at all',
    async (_, pathname, signedIn) => {
      const answer = await get(pathname, signedIn ? publisher : undefined);
      expect(answer.status).toBe(200);
      const policy = directives(answer);
      expect(policy['script-src']).toBe("'self'");
      expect(policy['style-src']).toBe("'self'");
      expect(policy['frame-ancestors']).toBe("'none'");
      expect(policy['form-action']).toBe("'self'");
    },
  );

  it("keeps the site's policy on the site's pages and on a preview of a kept build", async () => {
    const live = await get('/');
    expect(directives(live)['script-src']).toContain("'unsafe-inline'");
    expect(directives(live)['frame-ancestors']).toBe("'self'");

    const start = await get(`/staff/preview/${fixture.initialRelease}/`, publisher);
    expect(start.status).toBe(303);
    const preview = await get('/', undefined, `${PREVIEW_COOKIE}=${publisher.get(PREVIEW_COOKIE)}`);
    expect(preview.text).toContain('Preview of the build of');
    expect(directives(preview)).toEqual(directives(live));
  });
});
