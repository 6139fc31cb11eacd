import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildCard } from '../test-support/console-client';
import { consoleSession } from '../test-support/console-session';
import { waitFor } from '../test-support/http';
import { renderBuilds, renderRunning } from './render-timeline';
import { stepWords, type Timeline, type TimelineBuild } from './timeline';

// Issue 52, point 5: the building-now panel and a build's card in plain, true words. The quiet
// period (REBUILD_QUIET_S) is for the CMS, which calls once per save: "Rebuild now" starts at
// once; a waiting build is "another" only while one runs, otherwise the panel says when it starts.

jest.setTimeout(90_000);

const session = consoleSession('ana@prolifeutah.org', () => ({
  hooks: { quietSeconds: 3, maxWaitSeconds: 60 },
}));
const { client, fixture, user: publisher } = session;

const panel = (page: string) =>
  page
    .slice(page.indexOf('<div id="running"'), page.indexOf('<p class="schedule"'))
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

async function rebuildNow(): Promise<string> {
  const _csrf = await client.csrf(publisher());
  const answer = await client.post('/staff/actions/rebuild', { _csrf }, publisher());
  expect(answer.status).toBe(303);
  return (await fixture().status()).running?.id ?? (await fixture().status()).last?.id;
}

test('a build a person starts from the console starts at once, with no wait for the CMS', async () => {
  const id = await rebuildNow();
  // Asked for and started in the same breath: the quiet period of 3 seconds did not apply.
  const status = await fixture().status();
  expect(status.queued).toBeNull();
  expect(status.running?.id ?? status.last?.id).toBe(id);
  await fixture().waitUntilIdle();
  const card = buildCard((await client.get('/staff/', publisher())).text, id);
  expect(card).toContain('Ana Ruiz, from the staff console');
  expect(card).not.toMatch(/finish saving|Quiet wait/i);
  expect(card).not.toContain('Asked for');
});

test('a CMS call still waits for the CMS to finish saving, and the panel says when it starts', async () => {
  const { buildId } = JSON.parse((await fixture().rebuild('{"articles":["a-1"]}')).text);
  const waiting = panel((await client.get('/staff/', publisher())).text);
  expect(waiting).toMatch(
    /^No build is running\. A build asked for by a publish in the CMS starts today \d+:\d\d [AP]M, once the CMS has finished saving\.$/,
  );
  expect(waiting).not.toContain('Another build');
  expect(waiting).not.toContain('running one');
  await fixture().waitUntilIdle();
  const card = buildCard((await client.get('/staff/', publisher())).text, buildId);
  expect(card).toMatch(/Waiting for the CMS to finish saving: \d/);
});

test('while a build runs, a waiting build is "another build" that starts when this one ends', async () => {
  const hold = path.join(fixture().siteDir, 'hold-build');
  writeFileSync(hold, '');
  await rebuildNow();
  await fixture().rebuild('{"articles":["a-1"]}');
  const text = panel((await client.get('/staff/', publisher())).text);
  expect(text).toMatch(
    /^The build of today \d+:\d\d(:\d\d)? [AP]M is running, started today \d+:\d\d [AP]M by Ana Ruiz, from the staff console\./,
  );
  expect(text).toMatch(
    /Another build is waiting, asked for by a publish in the CMS: it starts when this one ends(, not before today \d+:\d\d [AP]M)?\.$/,
  );
  rmSync(hold);
  await waitFor(async () => (fixture().buildsStarted() === 2 ? true : undefined));
  await fixture().waitUntilIdle();
});

test('a card names its build by when it was asked for, and says so when it started later', () => {
  const now = new Date('2026-12-07T04:00:00Z');
  const build: TimelineBuild = {
    id: '20261207T032500000Z-abcdef',
    name: 'the build of today 8:25 PM',
    release: null,
    live: false,
    startedAt: '2026-12-07T03:26:10.000Z',
    finishedAt: '2026-12-07T03:29:00.000Z',
    startedBy: 'a publish in the CMS',
    changed: null,
    articles: [],
    fullRefresh: false,
    outcome: 'No longer kept.',
    state: 'unknown',
    skipped: [],
    repaired: [],
    steps: [
      'quiet wait',
      'gatsby build',
      'gatsby: bootstrap and sourcing',
      'gatsby: webpack',
      'gatsby: HTML',
      'gatsby: onPostBuild (feeds, search index)',
    ].map((name) => ({ name: stepWords(name), took: '1 second' })),
    search: null,
  };
  const timeline = { builds: [build], liveBuild: null } as unknown as Timeline;
  const text = (page: string) =>
    page
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const card = text(renderBuilds(timeline, { canAct: false, now }));
  expect(card).toContain(
    'The build of today 8:25 PM No longer kept. Asked for today 8:25 PM Started today 8:26 PM Ended today 8:29 PM',
  );
  expect(card).toContain(
    'Waiting for the CMS to finish saving: 1 second Building the pages: 1 second ' +
      'Reading the articles from the CMS: 1 second Preparing the site’s code: 1 second ' +
      'Making the pages: 1 second Making the feeds and the search index: 1 second',
  );
  expect(card).not.toMatch(/gatsby|webpack|bootstrap|onPostBuild/i);

  // Started the minute it was asked for: one time is enough.
  const atOnce = { ...build, startedAt: '2026-12-07T03:25:01.000Z' };
  const sameMinute = text(renderBuilds({ ...timeline, builds: [atOnce] }, { canAct: false, now }));
  expect(sameMinute).not.toContain('Asked for');
});

test('the main page says when the nightly rebuild (REBUILD_CRON) runs, in Utah time said once', async () => {
  expect((await client.get('/staff/', publisher())).text).toContain(
    'The site does not rebuild itself on a schedule (the nightly rebuild is off)',
  );
  await session.restart({ hooks: { cron: '0 3 * * *', timezone: 'America/Denver' } });
  const page = (await client.get('/staff/', publisher())).text;
  expect(page).toMatch(
    /The site also rebuilds itself every day at 3:00 AM, fetching every article from the CMS; the next time is (today|[A-Z][a-z]{2} \d{1,2},) 3:00 AM\./,
  );
  expect(page.match(/Times on this page are Utah time \(M[SD]T\)\./g)).toHaveLength(1);
});

test('a running build that waited says when it was asked for and when it started', () => {
  const now = new Date('2026-12-07T03:30:00.000Z');
  const running = {
    id: '20261207T032500000Z-abcdef',
    name: 'the build of today 8:25 PM',
    startedAt: '2026-12-07T03:26:10.000Z',
    startedBy: 'a publish in the CMS',
    step: 'building the pages',
    articles: 1,
  };
  expect(renderRunning(running, null, now).replace(/\s+/g, ' ')).toContain(
    '<strong>The build of today 8:25 PM</strong> is running, asked for today 8:25 PM by a publish in the CMS, started today 8:26 PM for 1 changed article.',
  );
});

// Issue 52, point 3: a card names the articles its build changed (the source plugin's report),
// with a link to each in the preview and, once live, on the site; its preview opens there.
test('a card names the article its build changed, with links to it, and its preview opens there', async () => {
  const uuid = '7d0c3e55-0b1f-4b8e-9d8a-5b7f0a9c1e42';
  writeFileSync(
    path.join(fixture().siteDir, 'write-report'),
    JSON.stringify({ changedArticles: [{ uuid, title: 'Walk for Life 2026', change: 'edited' }] }),
  );
  const id = await rebuildNow();
  await fixture().waitUntilIdle();
  const card = buildCard((await client.get('/staff/', publisher())).text, id);
  const release = /href="\/staff\/preview\/([^/"]+)\//.exec(card)?.[1];
  expect(release).toBeDefined();
  expect(card.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')).toContain(
    'What changed ‘Walk for Life 2026’: in the preview',
  );
  expect(card).toContain(`href="/staff/preview/${release}/news/article/${uuid}/"`);
  expect(card).toContain(`href="/news/article/${uuid}/">on the site</a>`);
  // The card's Preview button opens the article, not the home page.
  expect(card).toMatch(
    new RegExp(`<a href="/staff/preview/${release}/news/article/${uuid}/"\\s*>Preview`),
  );
});

test('a card whose build changed no article’s text says so', async () => {
  writeFileSync(
    path.join(fixture().siteDir, 'write-report'),
    JSON.stringify({ changedArticles: [] }),
  );
  const id = await rebuildNow();
  await fixture().waitUntilIdle();
  const card = buildCard((await client.get('/staff/', publisher())).text, id);
  expect(card).toContain('No article’s text changed since the build before.');
});
