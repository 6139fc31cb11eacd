// The staff loop's browser tests (e2e/loop/): the sandbox CMS, the console's builds, the public
// page and its search, read the way a person reads them.
import fs from 'fs';
import path from 'path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SANDBOX_CMS_PATH } from '../../sandbox/cms/cms-routes';
import { E2E_LOOP_SITE } from '../../scripts/e2e-ports';
import { API, DESKTOP, MOBILE, waitForHydration } from './browser';
import { localeTexts } from './share-panel';

const ROOT = path.resolve(__dirname, '../..');

/** The loop server's output, its builds' included: where to look when a step fails. */
export const LOOP_SERVER_LOG = path.join(
  __dirname,
  '..',
  '.report',
  process.env.E2E_REPORT_NAME || 'latest',
  'loop-server.log',
);

const SHOTS = '/tmp/shots/loop';

/** A full-page screenshot at 390 and 1280 px; the page is left at 1280 px. */
export const shoot = async (page: Page, name: string): Promise<void> => {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
};

/** A word found nowhere else, so the page and the search find this run's edit and nothing else. */
export const uniqueWord = (prefix: string): string =>
  prefix +
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/** The newest articles of the CMS's list whose pages the build in public/ holds, in its order. */
export const builtArticlesInCms = async (
  cms: Page,
): Promise<Array<{ uuid: string; title: string }>> => {
  const links = cms.getByRole('main').getByRole('listitem').getByRole('link');
  const entries = await links.evaluateAll((anchors) =>
    anchors.map((a) => ({ href: a.getAttribute('href') ?? '', title: a.textContent ?? '' })),
  );
  return entries
    .map(({ href, title }) => ({ uuid: decodeURIComponent(href.split('/').pop() ?? ''), title }))
    .filter(({ uuid }) =>
      fs.existsSync(path.join(ROOT, 'public', 'news', 'article', uuid, 'index.html')),
    );
};

/** Opens the sandbox CMS, checking that its Publish tells the loop's server. */
export const openCms = async (cms: Page): Promise<void> => {
  await cms.goto(`${API}${SANDBOX_CMS_PATH}`);
  await expect(cms.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  const told = `Publish saves the article and tells the site at ${E2E_LOOP_SITE} to rebuild it`;
  if (!(await cms.getByText(told).isVisible())) {
    throw new Error(
      `The sandbox at ${API} does not send its webhook to ${E2E_LOOP_SITE}: it was started ` +
        'without the loop settings. Stop it and run the loop project again (or npm test).',
    );
  }
};

/** Appends a paragraph to the story in the open edit page, leaving the title as it was. */
export const addToStory = async (cms: Page, title: string, paragraph: string): Promise<void> => {
  await expect(cms.getByRole('heading', { level: 1, name: `Edit: ${title}` })).toBeVisible();
  await expect(cms.getByLabel('Title')).toHaveValue(title);
  const story = cms.getByLabel('Story');
  await story.fill(`${await story.inputValue()}\n<p>${paragraph}</p>`);
};

/** The sandbox's CMS loses its next webhook: the edit is saved, the site is not told. */
export const loseNextWebhook = async (): Promise<void> => {
  const answer = await fetch(`${API}/__sandbox/webhook-drops`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ times: 1 }),
  });
  if (answer.status !== 201) {
    throw new Error(
      `the sandbox refused to lose a webhook: ${answer.status} ${await answer.text()}`,
    );
  }
};

/** The console's list of builds, newest first. */
export const builds = (page: Page): Locator =>
  page.getByRole('region', { name: 'Builds, newest first' }).getByRole('article');

/** The build whose "What changed" names this article. */
export const buildThatChanged = (page: Page, title: string): Locator =>
  builds(page).filter({
    has: page.getByRole('definition').filter({ hasText: `‘${title}’` }),
  });

/**
 * The link to the article on the public site, in the card's "What changed" list. The list may
 * name other articles too: a build compares every story with the build before, and another
 * test (the one-article rebuild check) may have changed one in the sandbox.
 */
export const siteLinkOf = (build: Locator, title: string): Locator =>
  build
    .getByRole('listitem')
    .filter({ hasText: `‘${title}’` })
    .getByRole('link', { name: 'on the site' });

/**
 * What the build card says each step took ("Making the pages: 12 seconds"), read by opening
 * "How long each step took" and closing it again (the list stops updating while it is open).
 */
export const stepTimes = async (build: Locator): Promise<string> => {
  const toggle = build.getByText('How long each step took');
  await toggle.click();
  const steps = await build.getByRole('group').getByRole('listitem').allTextContents();
  await toggle.click();
  return steps.map((step) => step.trim()).join('; ');
};

/** The console's "Building now" panel. */
export const buildingNow = (page: Page): Locator =>
  page.getByRole('region', { name: 'Building now' });

/** Whether the page at `pathname` on the loop's site holds `text` now. */
export const liveHtmlHas = async (pathname: string, text: string): Promise<boolean> => {
  const answer = await fetch(`${E2E_LOOP_SITE}${pathname}`);
  return answer.ok && (await answer.text()).includes(text);
};

/** Searches the site as a visitor does, and returns the titles of the results. */
export const searchResults = async (page: Page, query: string): Promise<string[]> => {
  const texts = localeTexts('en', 'search') as { label: string; submit: string };
  await page.goto('/search/');
  // Typed before hydration, the query can be reset and the form sent empty.
  await waitForHydration(page, 'main input[type="search"]');
  await page.getByRole('searchbox', { name: texts.label }).fill(query);
  await page.getByRole('main').getByRole('button', { name: texts.submit }).click();
  await page.waitForURL(`**/search/?q=${encodeURIComponent(query)}`);
  // The live region reports the count once Pagefind has answered.
  await expect(page.getByRole('main').getByRole('status')).not.toHaveText(/^$|…/);
  return page.getByRole('main').getByRole('listitem').getByRole('link').allTextContents();
};

/** Seconds, for the report. */
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Prints a measure and keeps it with the test's results. */
export const report = (type: string, description: string): void => {
  console.log(`${type}: ${description}`);
  test.info().annotations.push({ type, description });
};

/** On failure: the last lines of the loop server's log, with the test's results. */
export const attachServerLog = async (): Promise<void> => {
  if (test.info().status === test.info().expectedStatus) return;
  if (!fs.existsSync(LOOP_SERVER_LOG)) return;
  const lines = fs.readFileSync(LOOP_SERVER_LOG, 'utf8').split('\n');
  await test.info().attach('loop-server.log (last 200 lines)', {
    body: lines.slice(-200).join('\n'),
    contentType: 'text/plain',
  });
};
