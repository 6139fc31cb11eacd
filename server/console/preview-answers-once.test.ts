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

// A preview page is answered once: the server logged "Reply was already sent" for every page of
// a preview, because the page was sent and then the file behind it was sent again.

jest.setTimeout(90_000);

let provider: OidcSandboxProcess;
let fixture: HooksFixture;
const logLines: string[] = [];
const publisher = new CookieJar();

async function get(pathname: string) {
  const response = await fetch(`${fixture.server.baseUrl}${pathname}`, {
    redirect: 'manual',
    headers: {
      'x-forwarded-host': new URL(TEST_CONSOLE_ORIGIN).host,
      cookie: publisher.header(),
    },
  });
  publisher.store(response.headers.getSetCookie());
  return { status: response.status, headers: response.headers, text: await response.text() };
}

beforeAll(async () => {
  provider = await startOidcSandboxProcess(TEST_CONSOLE_ORIGIN);
  fixture = await startHooksFixture(SECRET, [], [], {
    trustProxy: ['127.0.0.1'],
    staff: sandboxStaffSettings(provider.issuer),
    logStream: { write: (line) => logLines.push(line) },
  });
  const start = await get('/staff/sign-in/start?return=%2Fstaff%2F');
  const callback = new URL(
    await loginAtProvider(String(start.headers.get('location')), 'ana@prolifeutah.org'),
  );
  expect((await get(`${callback.pathname}${callback.search}`)).status).toBe(303);
  expect((await get(`/staff/preview/${fixture.initialRelease}/`)).status).toBe(303);
});

afterAll(async () => {
  await fixture?.close();
  await provider?.stop();
});

test.each([
  ['the home page', '/', 200],
  ['a page in Spanish', '/es/', 200],
  ['a page that does not exist', '/no-such-page/', 404],
])('%s of a preview is answered once, with the preview bar', async (_, pathname, status) => {
  const answer = await get(pathname);
  expect(answer.status).toBe(status);
  expect(answer.text).toContain('Preview of the build of');
  // The log is written as the answer ends; a second send would have warned by now.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const warnings = logLines.filter((line) => line.includes('already sent'));
  expect(warnings).toEqual([]);
});
