import fs from 'fs';
import path from 'path';
import type { Locator, Page } from '@playwright/test';
import { E2E_EDGE_SERVER_PORT, E2E_PROXY_SERVER_PORT } from '../../scripts/e2e-ports';
import { axeViolations } from '../support/axe';
import { DESKTOP, MOBILE } from '../support/browser';
import {
  callHook,
  clearReleases,
  plainArticle,
  releasesDirFor,
  SiteCopy,
  untilHealthy,
} from '../support/console-releases';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/staff-sign-in';

// The staff console in the browser, signed in through the sandbox OpenID provider: a publisher
// reads the timeline, previews a kept build with a changed article, publishes it, rolls back,
// stops publishing, sees a CMS build kept and resumes; a viewer sees the same, and cannot act.

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots/console-e2e';
const REPORT = path.resolve(__dirname, '../../.cache/pluapi-build-report.json');

// The server behind the project's address: the proxy-mode one, or the one behind the edge.
const serverPort = () =>
  test.info().project.name === 'edge' ? E2E_EDGE_SERVER_PORT : E2E_PROXY_SERVER_PORT;
const origin = () => `http://127.0.0.1:${serverPort()}`;
const releasesDir = () => releasesDirFor(serverPort());

const article = plainArticle();
const corrected = `${article.title}, corrected`;

const builds = (page: Page): Locator => page.locator('#builds').getByRole('article');
const shoot = async (page: Page, name: string) => {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: `${SHOTS}/${test.info().project.name}-${name}-${viewport.width}.png`,
      fullPage: true,
    });
  }
};

/** What a visitor with no session sees as the article's title. */
const liveTitle = async (newPage: () => Promise<Page>) => {
  const page = await newPage();
  await page.goto(article.pathname);
  return page.getByRole('heading', { level: 1 }).first().textContent();
};

test.beforeAll(async () => {
  clearReleases(releasesDir());
  // Two builds: the one in public/, live, and a newer one, kept, whose article was corrected.
  const site = new SiteCopy();
  try {
    await site.publish(releasesDir());
    const pageData = path.join('page-data', article.pathname, 'page-data.json');
    site.replace([path.join(article.pathname, 'index.html'), pageData], article.title, corrected);
    await site.stage(releasesDir());
  } finally {
    site.remove();
  }
});

test.afterAll(async () => {
  // The other tests of the project expect the server to serve public/ again, and (through the
  // edge) the edge to see it up.
  clearReleases(releasesDir());
  await untilHealthy(String(test.info().project.use.baseURL));
});

test('a publisher reads two builds, stops publishing, previews, publishes, rolls back and resumes', async ({
  page,
  newVisitor,
}) => {
  test.setTimeout(90_000);
  const visitorPage = async () => (await newVisitor()).page;
  await signIn(page, 'publisher');
  await expect(page.getByRole('heading', { level: 1, name: 'What visitors see' })).toBeVisible();
  await expect(page.getByText('Signed in as Ana Ruiz.')).toBeVisible();
  await expect(page.locator('#summary')).toContainText('Publishing is on');

  // The timeline of two builds, newest first: the kept one, then the live one.
  await expect(builds(page)).toHaveCount(2);
  const [kept, live] = [builds(page).nth(0), builds(page).nth(1)];
  await expect(live).toContainText('Live now: this is what visitors see.');
  await expect(live.getByRole('link', { name: /^Preview / })).toBeVisible();
  await expect(kept.getByRole('link', { name: /^Publish this build/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Stop publishing' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'publisher-timeline');

  // Stop publishing, with a reason the console then shows.
  await page.getByRole('link', { name: 'Stop publishing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stop publishing?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'publisher-stop-confirm');
  await page
    .getByLabel('Why are you stopping publishing? (required; staff are told)')
    .fill('wrong date on the gala post');
  await page.getByRole('button', { name: 'Stop publishing' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Done: publishing is stopped. New builds are kept but do not go live.',
  );
  await expect(page.locator('#summary')).toContainText(
    'by Ana Ruiz: “wrong date on the gala post”',
  );
  await expect(page.getByRole('link', { name: 'Resume publishing' })).toBeVisible();

  // A build the CMS asks for is kept, not live. The "build" stages public/ as it is; the
  // report file of the real build in .cache/ is put back after (the rebuild job clears it).
  const report = fs.existsSync(REPORT) ? fs.readFileSync(REPORT) : null;
  try {
    expect((await callHook(origin(), '/hooks/rebuild', '{"ref":"main"}')).status).toBe(202);
    await expect
      .poll(
        async () => {
          const status = await (await callHook(origin(), '/hooks/status')).json();
          return status.running === null && status.queued === null && status.last !== null;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  } finally {
    if (report) fs.writeFileSync(REPORT, report);
  }
  await page.goto('/staff/');
  await expect(builds(page)).toHaveCount(3);
  const webhookBuild = builds(page).nth(0);
  await expect(webhookBuild).toContainText('Kept, not live, because publishing was stopped.');
  await expect(webhookBuild).toContainText('a publish in the CMS');
  await expect(webhookBuild.getByText('Kept, not live', { exact: true })).toBeVisible();
  expect(await liveTitle(visitorPage)).toBe(article.title);
  await shoot(page, 'publisher-kept');

  // Preview the build with the corrected article: the whole site is that build, for this
  // browser only, with a bar that says so.
  await builds(page)
    .nth(1)
    .getByRole('link', { name: /^Preview / })
    .click();
  await page.goto(article.pathname);
  await expect(page.getByRole('heading', { level: 1, name: corrected })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Staff preview' });
  await expect(bar).toContainText(/Preview of the build of .+, not live\./);
  await shoot(page, 'preview-article');
  expect(await liveTitle(visitorPage)).toBe(article.title);

  // Publish it from the preview bar.
  await bar.getByRole('link', { name: 'Publish it' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Publish the build of / }),
  ).toBeVisible();
  await expect(
    page.getByText('Publishing will stay stopped until someone resumes it.'),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Publish this build' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Done: the build you chose is live\./);
  expect(await liveTitle(visitorPage)).toBe(corrected);

  // Roll back to the first build.
  const first = builds(page).nth(2);
  await expect(first).not.toContainText('Live now');
  await first.getByRole('link', { name: /^Roll back to this build/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Roll back to the build of / }),
  ).toBeVisible();
  await page.getByLabel('Why? (optional; staff are told)').fill('the correction was wrong');
  await page.getByRole('button', { name: 'Roll back to this build' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Done: the site is rolled back\./);
  await expect(builds(page).nth(2)).toContainText('Live now: this is what visitors see.');
  expect(await liveTitle(visitorPage)).toBe(article.title);

  // What staff did, by name.
  const audit = page.getByRole('region', { name: 'What staff did' });
  await expect(audit).toContainText('Ana Ruiz stopped publishing: “wrong date on the gala post”.');
  await expect(audit).toContainText(/Ana Ruiz published the build of /);
  await expect(audit).toContainText(/Ana Ruiz rolled back to the build of /);

  // Resume, without publishing the kept builds: the rolled-back build stays live.
  await page.getByRole('link', { name: 'Resume publishing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resume publishing?' })).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: /^Also publish the build of / }),
  ).not.toBeChecked();
  await page.getByRole('button', { name: 'Resume publishing' }).click();
  await expect(page.getByRole('status')).toHaveText('Done: publishing is on again.');
  await expect(page.locator('#summary')).toContainText('Publishing is on');
  await expect(builds(page).nth(2)).toContainText('Live now: this is what visitors see.');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'publisher-resumed');
  expect(await liveTitle(visitorPage)).toBe(article.title);
});

test('a viewer reads the same timeline, is offered no action, and one sent by hand is refused', async ({
  page,
}) => {
  await signIn(page, 'viewer');
  await expect(
    page.getByText('Signed in as Ben Cole (you can look, not change anything).'),
  ).toBeVisible();
  await expect(builds(page)).toHaveCount(3);
  await expect(builds(page).nth(0)).toContainText(
    'Kept, not live, because publishing was stopped.',
  );
  await expect(builds(page).nth(2)).toContainText('Live now: this is what visitors see.');
  await expect(page.locator('#builds').getByRole('link', { name: /^Preview / })).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'What staff did' })).toContainText(
    'Ana Ruiz stopped publishing',
  );
  for (const action of [
    /Publish this build/,
    /Roll back to this build/,
    /Stop publishing/,
    /Resume publishing/,
    /Rebuild now/,
  ]) {
    await expect(page.getByRole('link', { name: action })).toHaveCount(0);
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  }
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'viewer-timeline');

  // By hand, with this browser's cookies and its own anti-forgery token: refused, nothing changed.
  await page.goto('/staff/account');
  const token = await page.locator('input[name="_csrf"]').first().inputValue();
  expect(token).not.toBe('');
  const refused = await page.request.post('/staff/actions/lock', {
    form: { _csrf: token, reason: 'a viewer trying' },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  const rollback = await page.request.post('/staff/actions/publish', {
    form: { _csrf: token, build: 'anything' },
    maxRedirects: 0,
  });
  expect(rollback.status()).toBe(403);
  expect((await page.request.get('/staff/confirm/lock', { maxRedirects: 0 })).status()).toBe(403);
  await page.goto('/staff/');
  await expect(page.locator('#summary')).toContainText('Publishing is on');
});
