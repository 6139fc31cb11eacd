import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseLiveEvent } from '../releases/go-live';
import { type HooksFixture, SECRET, startHooksFixture } from '../test-support/hooks-fixture';
import { httpRequest, waitFor } from '../test-support/http';
import { startHttpReceiver } from '../test-support/receivers';

// A webhook build's pages go live first with the previous search index; the server then
// builds the new index into a copy of that release and switches again.

jest.setTimeout(60_000);

let fixture: HooksFixture;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
let events: ReleaseLiveEvent[];
let openGate: () => void;
let gate: Promise<void>;
let failWith: string | null;

/** Stands in for Pagefind: waits for the gate, then indexes the home page's heading. */
async function fakeIndex(dir: string): Promise<void> {
  await gate;
  if (failWith) throw new Error(failWith);
  const heading = /<h1>(.*?)<\/h1>/.exec(readFileSync(path.join(dir, 'index.html'), 'utf8'))?.[1];
  mkdirSync(path.join(dir, 'pagefind'), { recursive: true });
  writeFileSync(path.join(dir, 'pagefind', 'pagefind.js'), `index of ${heading}`);
}

beforeEach(async () => {
  events = [];
  failWith = null;
  gate = Promise.resolve();
  receiver = await startHttpReceiver();
  fixture = await startHooksFixture(SECRET, [], [], {
    hooks: { searchIndex: fakeIndex, supersededGraceMs: 0 },
    onReleaseLive: (event) => void events.push(event),
    notify: { url: receiver.url, secret: SECRET, retryDelaysMs: [20] },
  });
  const initialSearch = path.join(fixture.siteDir, 'releases', fixture.initialRelease, 'pagefind');
  mkdirSync(initialSearch);
  writeFileSync(path.join(initialSearch, 'pagefind.js'), 'index of initial');
});

afterEach(async () => {
  await fixture.close();
  await receiver.close();
});

const hold = () => {
  gate = new Promise((resolve) => {
    openGate = resolve;
  });
};
const searchText = async () =>
  (await httpRequest(fixture.server.baseUrl, '/pagefind/pagefind.js')).text;
const pagesLive = (marker: string) =>
  waitFor(async () => (await fixture.homeText()).includes(marker) || undefined);
const skipFlags = () =>
  readFileSync(path.join(fixture.siteDir, 'builds.env'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line).SKIP_SEARCH_INDEX);

test('the pages go live with the previous index, then the new index follows in a second switch', async () => {
  hold();
  const { buildId } = JSON.parse((await fixture.rebuild()).text);
  await pagesLive('build 1');
  expect(await searchText()).toBe('index of initial');
  expect((await fixture.status()).current).toBe(buildId);

  openGate();
  const status = await fixture.waitUntilIdle();
  expect(await searchText()).toBe('index of build 1');
  expect(await fixture.homeText()).toContain('build 1');
  expect(status.current).not.toBe(buildId);
  expect(events).toEqual([
    { releaseId: buildId, reason: 'build' },
    { releaseId: status.current, reason: 'search index' },
  ]);
  expect(status.last.phases.map((phase: { name: string }) => phase.name)).toEqual(
    expect.arrayContaining(['gatsby build', 'switch', 'search index', 'index switch']),
  );
  // The build itself was told to leave the index to the server.
  expect(skipFlags()).toEqual(['1']);
  // The pages-only release goes, so "back to the previous release" means the build before.
  await waitFor(async () =>
    (await fixture.status()).releases.includes(buildId) ? undefined : true,
  );
  expect((await fixture.status()).releases).toEqual([fixture.initialRelease, status.current]);
  expect((await fixture.rollback()).status).toBe(200);
  expect(await fixture.homeText()).toContain('initial');
});

test('a rollback while the index is being built is not undone by it', async () => {
  hold();
  const { buildId } = JSON.parse((await fixture.rebuild()).text);
  await pagesLive('build 1');
  expect((await fixture.rollback()).status).toBe(200);
  openGate();
  const status = await fixture.waitUntilIdle();
  expect(status.current).toBe(fixture.initialRelease);
  expect(await fixture.homeText()).toContain('initial');
  expect(await searchText()).toBe('index of initial');
  expect(status.releases).toEqual([fixture.initialRelease, buildId]);
  expect(events.map((event) => event.reason)).toEqual(['build', 'rollback']);
});

test('a failed index leaves the pages live, tells staff, and the next build tries again', async () => {
  failWith = 'Pagefind ran out of memory';
  await fixture.rebuild();
  const status = await fixture.waitUntilIdle();
  expect(status.last.outcome).toBe('succeeded');
  expect(status.last.searchIndexError).toBe('Pagefind ran out of memory');
  expect(await fixture.homeText()).toContain('build 1');
  expect(await searchText()).toBe('index of initial');
  await waitFor(async () => receiver.received.length > 0 || undefined);
  const body = JSON.parse(receiver.received[0]!.body);
  expect(body.text).toContain('Website updated, but search has not caught up');
  expect(body.text).toContain('Pagefind ran out of memory');

  failWith = null;
  await fixture.rebuild();
  await fixture.waitUntilIdle();
  expect(await searchText()).toBe('index of build 2');
});

test('without a search index builder the build writes the index itself', async () => {
  await fixture.close();
  fixture = await startHooksFixture();
  await fixture.rebuild();
  await fixture.waitUntilIdle();
  expect(skipFlags()).toEqual(['']);
});
