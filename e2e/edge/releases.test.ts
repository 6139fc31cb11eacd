// Every release reaches visitors through the edge at once (the server purges it),
// pages opened before a release keep working, and no request fails while releases switch.
import autocannon from 'autocannon';
import { expect, test } from '../support/fixtures';
import { waitForHydration } from '../support/browser';
import { EdgeLab } from '../support/edge-lab';

test.describe.configure({ mode: 'serial' });

let lab: EdgeLab;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  lab = await EdgeLab.start();
});
test.afterAll(async () => {
  await lab?.close();
});

const TEAM_PAGE = { html: 'our-team/index.html', data: 'page-data/our-team/page-data.json' };

/** Renames the team page's title in its HTML and page-data, as an edit in a new build would. */
const retitleTeamPage = (title: string) => {
  const retitle = (text: string) => text.replace(/Our team(?: \(release [^)]*\))?/g, title);
  lab.changeSite({ [TEAM_PAGE.html]: retitle, [TEAM_PAGE.data]: retitle });
};

const teamPageThroughEdge = async () => (await fetch(`${lab.edge}/our-team/`)).text();

/** Starts a build through the signed rebuild hook and waits for its release to be live. */
const rebuildAndWait = async () => {
  const response = await lab.hook('/hooks/rebuild', '{}');
  expect(response.status).toBe(202);
  const { buildId } = (await response.json()) as { buildId: string };
  await lab.waitForRelease(buildId);
};

test('a release from the rebuild hook is visible through the edge within 1 s of the switch', async () => {
  await teamPageThroughEdge();
  expect(await teamPageThroughEdge()).toContain('Our team');
  retitleTeamPage('Our team (release by hook)');
  await rebuildAndWait();
  // Measured from the moment the origin serves the new release.
  await expect
    .poll(teamPageThroughEdge, { timeout: 1_000, intervals: [50] })
    .toContain('Our team (release by hook)');
});

test('a rollback through the hook is visible through the edge within 1 s', async () => {
  const response = await lab.hook('/hooks/rollback');
  expect(response.status).toBe(200);
  await expect
    .poll(teamPageThroughEdge, { timeout: 1_000, intervals: [50] })
    .not.toContain('release by hook');
  // A rollback locks publishing until staff lift it; lifted here for what follows.
  await lab.releaseCli('unlock');
});

test('"release publish" from the command line has purged the edge when it ends', async () => {
  await teamPageThroughEdge();
  retitleTeamPage('Our team (release by CLI)');
  await lab.releaseCli('publish');
  expect(await teamPageThroughEdge()).toContain('Our team (release by CLI)');
});

test('no request fails while a release switches under load', async () => {
  const load = new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: lab.edge,
        connections: 10,
        duration: 6,
        requests: [
          { path: '/' },
          { path: '/our-team/' },
          { path: '/page-data/app-data.json' },
          { path: '/page-data/our-team/page-data.json' },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  retitleTeamPage('Our team (release under load)');
  lab.newCompilationHash();
  await rebuildAndWait();
  const result = await load;
  expect(result.requests.total).toBeGreaterThan(100);
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  });
  expect(await teamPageThroughEdge()).toContain('Our team (release under load)');
});

test('a page opened before a release opens the next page from the new release, never a blank page or a 404', async ({
  page,
}) => {
  const documents: number[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') documents.push(response.status());
  });
  await page.goto(`${lab.edge}/`);
  await waitForHydration(page, 'header nav a[href="/our-team/"]');
  // A new build: another webpack compilation, and a changed team page.
  retitleTeamPage('Our team (release after the visit)');
  lab.newCompilationHash();
  await rebuildAndWait();
  await page.locator('header nav a[href="/our-team/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Our team (release after the visit)',
  );
  await expect(page).toHaveURL(`${lab.edge}/our-team/`);
  expect(documents.every((status) => status === 200)).toBe(true);
});
