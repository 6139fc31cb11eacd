import type { CookieJar } from './cookie-jar';
import { consoleClient } from './console-client';
import { type HooksFixture, SECRET, startHooksFixture } from './hooks-fixture';
import { type OidcSandboxProcess, startOidcSandboxProcess } from './oidc-sandbox-process';
import { sandboxStaffSettings, TEST_CONSOLE_ORIGIN } from './staff-auth-fixture';

type FixtureOverrides = NonNullable<Parameters<typeof startHooksFixture>[3]>;

/**
 * The set-up most console tests share, registered as Jest hooks of the calling file: the sandbox
 * OpenID provider for the whole file; for each test, a fresh server with the staff console
 * behind it and `email` signed in. `overrides` (per test, so it may read values set in an
 * earlier beforeEach) go to the fixture.
 */
export function consoleSession(email: string, overrides: () => FixtureOverrides = () => ({})) {
  let provider: OidcSandboxProcess;
  let fixture: HooksFixture;
  let signedIn: CookieJar;
  const client = consoleClient(() => fixture.server.baseUrl);

  beforeAll(async () => {
    provider = await startOidcSandboxProcess(TEST_CONSOLE_ORIGIN);
  });
  afterAll(async () => {
    await provider?.stop();
  });
  beforeEach(async () => {
    fixture = await startHooksFixture(SECRET, [], [], {
      trustProxy: ['127.0.0.1'],
      staff: sandboxStaffSettings(provider.issuer),
      ...overrides(),
    });
    signedIn = await client.signIn(email);
  });
  afterEach(async () => {
    await fixture.close();
  });

  return {
    client,
    /** This test's server. */
    fixture: () => fixture,
    /** The cookies of the person signed in for this test. */
    user: () => signedIn,
    /** Signs the same person in again (after the server restarted, its sessions are gone). */
    signInAgain: async () => {
      signedIn = await client.signIn(email);
    },
    /** A fresh server with other settings, for a test that needs them (the last one is closed after it). */
    restart: async (other: FixtureOverrides) => {
      await fixture.close();
      fixture = await startHooksFixture(SECRET, [], [], {
        trustProxy: ['127.0.0.1'],
        staff: sandboxStaffSettings(provider.issuer),
        ...other,
      });
      signedIn = await client.signIn(email);
    },
  };
}
