import { appendFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stageRelease } from './staging';
import { type HooksFixture, SECRET, startHooksFixture } from '../test-support/hooks-fixture';
import { makeTempDir, writeBuiltSite } from '../test-support/fake-site';

jest.setTimeout(30_000);

const TOKEN = 'leaky-token-123';

let fixture: HooksFixture;
let leakySite: string;

afterEach(async () => {
  await fixture?.close();
  rmSync(leakySite, { recursive: true, force: true });
});

test("the server's publish, unlock and rollback do not make a release holding its credentials live (issue 50, finding 5)", async () => {
  fixture = await startHooksFixture(SECRET, [{ name: 'PLUAPI_TOKEN', value: TOKEN }]);
  const releasesDir = path.join(fixture.siteDir, 'releases');
  // A kept release built elsewhere, holding the token (e.g. staged without the environment).
  leakySite = makeTempDir('scan-gate');
  writeBuiltSite(leakySite, 'leaky');
  appendFileSync(path.join(leakySite, 'public', 'app-abc123.js'), `token="${TOKEN}"`);
  const leaky = await stageRelease({ siteDir: leakySite, releasesDir });

  for (const [hook, body] of [
    ['/hooks/publish', { release: leaky }],
    ['/hooks/unlock', { publish: leaky }],
    ['/hooks/rollback', { release: leaky }],
  ] as const) {
    const answer = await fixture.staff(hook, body);
    expect({ hook, status: answer.status }).toEqual({ hook, status: 409 });
    expect(answer.text).toContain(
      `release ${leaky} holds the value of the server's PLUAPI_TOKEN (in app-abc123.js); it was not made live`,
    );
    expect((await fixture.status()).current).toBe(fixture.initialRelease);
  }
  expect(await fixture.homeText()).toContain('initial');
});
