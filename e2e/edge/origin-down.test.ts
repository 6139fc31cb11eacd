// With the origin stopped for 10 s, even right after a release purged the edge, the
// site keeps answering from the edge's copies (grace), and carries on when the origin is back.
import { expect, test } from '../support/fixtures';
import { EdgeLab } from '../support/edge-lab';

let lab: EdgeLab;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  lab = await EdgeLab.start();
});
test.afterAll(async () => {
  await lab?.close();
});

const PAGES = [
  { path: '/', heading: /You are not alone/ },
  { path: '/our-team/', heading: /Our team/ },
  { path: '/donate/', heading: /Donate/ },
];

test('the origin stopped for 10 s just after a release does not stop the site', async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const { path } of PAGES) await page.goto(`${lab.edge}${path}`);
  // A release purges the edge: its copies are then only good while the origin is away.
  const response = await lab.hook('/hooks/rebuild', '{}');
  await lab.waitForRelease(((await response.json()) as { buildId: string }).buildId);
  await lab.stopOrigin();

  for (let second = 0; second < 10; second += 1) {
    const { path, heading } = PAGES[second % PAGES.length]!;
    // A new tab each time, as a new visitor: a page opened before the release may reload
    // itself (Gatsby's app-data check) and cut short a navigation started in the same tab.
    const visit = await page.context().newPage();
    const answer = await visit.goto(`${lab.edge}${path}`);
    expect(answer?.status()).toBe(200);
    await expect(visit.getByRole('heading', { level: 1 })).toHaveText(heading);
    await visit.close();
    await page.waitForTimeout(1_000);
  }
  // A click inside the site while the origin is still away.
  await page.locator('header nav a[href="/our-team/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Our team/);

  await lab.startOrigin();
  // A new tab again: the tab above, opened before the release, may still be reloading itself.
  const back = await page.context().newPage();
  expect((await back.goto(`${lab.edge}/donate/`))?.status()).toBe(200);
  await expect(back.getByRole('heading', { level: 1 })).toHaveText(/Donate/);
});
