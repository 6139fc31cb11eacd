// Issue 50, finding 1: a stranger with a junk session cookie must not be able to fill the disk
// through the staff audit log, nor push real staff actions out of the console's "What staff did".
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
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
import { auditLogFile } from './audit-log';
import { PATH_KEPT } from './stranger-refusals';

jest.setTimeout(120_000);

let provider: OidcSandboxProcess;
let fixture: HooksFixture;

beforeAll(async () => {
  provider = await startOidcSandboxProcess(TEST_CONSOLE_ORIGIN);
  fixture = await startHooksFixture(SECRET, [], [], {
    trustProxy: ['127.0.0.1'],
    staff: sandboxStaffSettings(provider.issuer, { viewers: [] }),
  });
});

afterAll(async () => {
  await fixture?.close();
  await provider?.stop();
});

const consoleHost = new URL(TEST_CONSOLE_ORIGIN).host;

/** One request to the real server, as the edge forwards it (from `from`). */
async function send(
  method: 'GET' | 'POST',
  url: string,
  cookie: string,
  form?: Record<string, string>,
  from = '127.0.0.1',
) {
  const response = await fetch(`${fixture.server.baseUrl}${url}`, {
    method,
    redirect: 'manual',
    headers: {
      'x-forwarded-host': consoleHost,
      'x-forwarded-for': from,
      ...(cookie ? { cookie } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    setCookie: response.headers.getSetCookie(),
    body: await response.text(),
  };
}

async function signIn(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const start = await send('GET', '/staff/sign-in/start?return=%2Fstaff%2F', '');
  jar.store(start.setCookie);
  const callback = new URL(await loginAtProvider(String(start.location), email));
  const back = await send('GET', `${callback.pathname}${callback.search}`, jar.header());
  jar.store(back.setCookie);
  expect(back.status).toBe(303);
  return jar;
}

/** The bytes of the audit log's files: staff actions, strangers' refusals, rotated ones. */
async function auditBytes(): Promise<number> {
  const dir = path.dirname(auditLogFile(path.join(fixture.siteDir, 'releases')));
  let total = 0;
  for (const name of await readdir(dir)) {
    if (name.startsWith('staff-audit-log')) total += (await stat(path.join(dir, name))).size;
  }
  return total;
}

const whatStaffDid = (page: string) =>
  /<section aria-labelledby="audit-h"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';

describe('a stranger flooding /staff/ with a junk session cookie (issue 50, finding 1)', () => {
  it("a stranger's junk-cookie flood does not fill the audit log, and What staff did still shows the lock (issue 50, finding 1)", async () => {
    const ana = await signIn('ana@prolifeutah.org');
    const confirm = await send('GET', '/staff/confirm/lock', ana.header());
    const token = /name="_csrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const locked = await send('POST', '/staff/actions/lock', ana.header(), {
      _csrf: token,
      reason: 'wrong date on the gala post',
    });
    expect(locked.status).toBe(303);

    const before = await auditBytes();
    const longPath = `/staff/${'x'.repeat(15_000)}`;
    const statuses = new Set<number>();
    for (let request = 0; request < 1000; request += 1) {
      const answer = await send('GET', longPath, 'staff-session=junk', undefined, '203.0.113.9');
      statuses.add(answer.status);
    }
    // Refused every time: the sign-in page at first, then "too many requests".
    expect([...statuses].sort()).toEqual([401, 429]);

    const page = await send('GET', '/staff/', ana.header());
    expect(page.status).toBe(200);
    const section = whatStaffDid(page.body);
    expect(section).toContain('Ana Ruiz stopped publishing: “wrong date on the gala post”.');
    expect(section).not.toContain('xxxxxxxxxx');
    expect(section).toContain('1,000 refused requests from 1 address in the last hour');

    // The minute's count is written when the minute ends; end it now to weigh it too.
    await fixture.server.app.staffAuditLog.strangers.flush();
    const grown = (await auditBytes()) - before;
    // The figure the report asks for.
    console.log(`audit log grew by ${grown} bytes for 1,000 junk-cookie requests`);
    // Two lines (the first request, then how many followed), not 1,000 copies of a 15 kB path.
    expect(grown).toBeLessThan(2_000);
    const [rest, first] = await fixture.server.app.staffAuditLog.strangers.read(3);
    expect(first).toMatchObject({ count: 1, ip: '203.0.113.9', outcome: 'refused' });
    expect(first?.detail).toContain(`GET /staff/${'x'.repeat(PATH_KEPT - 'GET /staff/'.length)}…:`);
    expect(rest).toMatchObject({ count: 999, ip: '203.0.113.9' });
    const after = whatStaffDid((await send('GET', '/staff/', ana.header())).body);
    expect(after).toContain('1,000 refused requests from 1 address in the last hour');
  });
});
