import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CookieJar } from '../test-support/cookie-jar';
import { buildCard, consoleClient } from '../test-support/console-client';
import { type HooksFixture, SECRET, startHooksFixture } from '../test-support/hooks-fixture';
import { waitFor } from '../test-support/http';
import {
  type OidcSandboxProcess,
  startOidcSandboxProcess,
} from '../test-support/oidc-sandbox-process';
import { sandboxStaffSettings } from '../test-support/staff-auth-fixture';
import { SEARCH_CATCHING_UP } from './search-behind';

// A build's pages go live with the search index of the release before them; until its own
// index follows, the console's top sentence says search still finds the earlier text.

jest.setTimeout(90_000);

let provider: OidcSandboxProcess;
let fixture: HooksFixture;
let viewer: CookieJar;
let openGate: () => void;
let gate: Promise<void>;
const client = consoleClient(() => fixture.server.baseUrl);

beforeAll(async () => {
  provider = await startOidcSandboxProcess('http://127.0.0.1:9121');
});

afterAll(async () => {
  await provider?.stop();
});

beforeEach(async () => {
  gate = Promise.resolve();
  fixture = await startHooksFixture(SECRET, [], [], {
    trustProxy: ['127.0.0.1'],
    staff: sandboxStaffSettings(provider.issuer),
    hooks: { searchIndex: fakeIndex, supersededGraceMs: 0 },
  });
  viewer = await client.signIn('ben@prolifeutah.org');
});

/** Stands in for Pagefind: writes an index once the gate opens. */
async function fakeIndex(dir: string): Promise<void> {
  await gate;
  mkdirSync(path.join(dir, 'pagefind'), { recursive: true });
  writeFileSync(path.join(dir, 'pagefind', 'pagefind.js'), 'an index');
}

afterEach(async () => {
  openGate?.();
  await fixture.close();
});

const hold = () => {
  gate = new Promise((resolve) => {
    openGate = resolve;
  });
};
const BEHIND = 'Search still finds the earlier text';

test('while the live build’s search index is made the top sentence says search is behind, and not once it caught up', async () => {
  expect(await client.summary(viewer)).not.toContain(BEHIND);
  hold();
  const { buildId } = JSON.parse((await fixture.rebuild()).text);
  await waitFor(async () => (await fixture.homeText()).includes('build 1') || undefined);

  expect(await client.summary(viewer)).toContain(SEARCH_CATCHING_UP);
  const page = (await client.get('/staff/', viewer)).text;
  expect(page).toContain(SEARCH_CATCHING_UP);
  // Still running, but what visitors see: listed as live.
  expect(buildCard(page, buildId)).toMatch(/Live now: this is what visitors see\. Live since /);

  openGate();
  await fixture.waitUntilIdle();
  expect(await client.summary(viewer)).not.toContain(BEHIND);
  // Its search index going live is the same build staying live: one live period.
  const card = buildCard((await client.get('/staff/', viewer)).text, buildId);
  expect(card).toMatch(/Live now: this is what visitors see\. Live since [^<.]+\.<\/p>/);
});

test('a build published by hand keeps the earlier search index, and the top sentence says so until a build brings search up to date', async () => {
  await fixture.staff('/hooks/lock', { reason: 'checking the gala post' });
  const { buildId } = JSON.parse((await fixture.rebuild()).text);
  await fixture.waitUntilIdle();
  expect(await client.summary(viewer)).not.toContain(BEHIND);

  await fixture.staff('/hooks/publish', { release: buildId });
  expect(await client.summary(viewer)).toContain(
    'Search still finds the earlier text: it was published by hand, and publishing by hand ' +
      'does not update search. The next build brings search up to date.',
  );

  await fixture.staff('/hooks/unlock');
  await fixture.rebuild();
  await fixture.waitUntilIdle();
  expect(await client.summary(viewer)).not.toContain(BEHIND);
});
