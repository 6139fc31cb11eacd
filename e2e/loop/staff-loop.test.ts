import { articlePath } from '../../src/features/news/news-paths';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/staff-sign-in';
import {
  addToStory,
  attachServerLog,
  buildingNow,
  buildThatChanged,
  siteLinkOf,
  builtArticlesInCms,
  liveHtmlHas,
  loseNextWebhook,
  openCms,
  report,
  searchResults,
  seconds,
  shoot,
  stepTimes,
  uniqueWord,
} from '../support/staff-loop';

// The staff loop (issue 52), set up as `npm start` sets it up: the sandbox's CMS sends its signed
// webhook to a server that runs real `gatsby build`s of this repository, and staff follow the
// build in the console. A publisher edits an article's story in the CMS and follows it to the
// public page and the site's search; an edit whose webhook never reached the site goes live
// with "Rebuild now". The builds are real, so each step waits minutes at most, never a set time.

test.describe.configure({ mode: 'serial' });

/** A real build: the CMS's quiet period, `gatsby build`, staging, the switch. */
const BUILD_TIMEOUT = 180_000;
/** The search index follows the pages: Pagefind over the whole site, then its own switch. */
const SEARCH_TIMEOUT = 120_000;

/** The articles the two tests edit: the newest ones of the CMS's list that the build holds. */
let articles: Array<{ uuid: string; title: string }> = [];

test.afterEach(async () => {
  await attachServerLog();
});

test('an edit of an article’s story published in the CMS reaches the public page and the search, and the console says so', async ({
  page,
  context,
  newVisitor,
}) => {
  await signIn(page, 'publisher');
  await expect(page.getByRole('heading', { level: 1, name: 'What visitors see' })).toBeVisible();
  await expect(buildingNow(page)).toContainText('No build is running.');

  // The CMS in another tab: the newest article the site holds, its story only.
  const cms = await context.newPage();
  await openCms(cms);
  articles = await builtArticlesInCms(cms);
  expect(articles.length).toBeGreaterThanOrEqual(2);
  const article = articles[0]!;
  await shoot(cms, 'cms-list');
  await cms.getByRole('link', { name: article.title, exact: true }).click();
  const word = uniqueWord('loopedit');
  const paragraph = `Staff loop check: ${word}, added in the sandbox CMS.`;
  await addToStory(cms, article.title, paragraph);
  await shoot(cms, 'cms-edit');

  await cms.getByRole('button', { name: 'Publish' }).click();
  const publishedAt = Date.now();
  await expect(cms.getByRole('status')).toContainText(
    `Saved. The site was told to rebuild '${article.title}'.`,
  );
  await shoot(cms, 'cms-published');

  // The console, which updates by itself: the build runs for the one article, then it is live
  // and names the article under "What changed". Meanwhile a visitor's page is read every second.
  await page.bringToFront();
  const pathname = articlePath(article.uuid);
  const followConsole = async () => {
    // "The build of Dec 6, 4:31 PM is running, asked for …" (not "No build is running.").
    await expect(buildingNow(page)).toContainText(' is running, ', { timeout: BUILD_TIMEOUT });
    await expect(buildingNow(page)).toContainText('by a publish in the CMS');
    await expect(buildingNow(page)).toContainText('for 1 changed article.');
    await shoot(page, 'console-building');
    const build = buildThatChanged(page, article.title);
    await expect(build).toHaveCount(1, { timeout: BUILD_TIMEOUT });
    await expect(build).toContainText('Live now: this is what visitors see.');
    await expect(build.getByText('Live', { exact: true })).toBeVisible();
    await expect(build.getByRole('term').filter({ hasText: 'What changed' })).toBeVisible();
    await expect(siteLinkOf(build, article.title)).toHaveAttribute('href', pathname);
    await shoot(page, 'console-live-what-changed');
  };
  const publicPage = async () => {
    await expect
      .poll(() => liveHtmlHas(pathname, word), { timeout: BUILD_TIMEOUT, intervals: [1_000] })
      .toBe(true);
    return Date.now() - publishedAt;
  };
  const [, toLive] = await Promise.all([followConsole(), publicPage()]);
  report(
    'publish-to-live',
    `Publish in the CMS to the edit on the public page: ${seconds(toLive)}`,
  );

  // A visitor opens the article from the console's link and reads the edit.
  const visitor = (await newVisitor()).page;
  await visitor.goto(
    (await siteLinkOf(buildThatChanged(page, article.title), article.title).getAttribute('href')) ??
      pathname,
  );
  await expect(visitor.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(visitor.getByText(paragraph)).toBeVisible();

  // Search catches up after the pages: the console says so, and the word finds the article.
  await expect(buildThatChanged(page, article.title)).toContainText(
    'Search has caught up with these pages.',
    { timeout: SEARCH_TIMEOUT },
  );
  await expect(async () => {
    expect(await searchResults(visitor, word)).toEqual([article.title]);
  }).toPass({ timeout: SEARCH_TIMEOUT, intervals: [2_000, 5_000] });
  report(
    'publish-to-search',
    `Publish in the CMS to the edit found by the site's search: ${seconds(Date.now() - publishedAt)}`,
  );
  await shoot(page, 'console-search-caught-up');
  // The build has ended (its search index was its last step): nothing runs for the next test.
  await expect(buildingNow(page)).toContainText('No build is running.', {
    timeout: SEARCH_TIMEOUT,
  });
  report('publish-build-steps', await stepTimes(buildThatChanged(page, article.title)));
});

test('an edit whose webhook never reached the site goes live with “Rebuild now” and its defaults', async ({
  page,
  context,
  newVisitor,
}) => {
  await signIn(page, 'publisher');
  const cms = await context.newPage();
  await openCms(cms);
  // The second newest, so the two tests never edit the same article (also when run alone).
  if (articles.length < 2) articles = await builtArticlesInCms(cms);
  const article = articles[1]!;
  const pathname = articlePath(article.uuid);

  // The story changes in the CMS, but its webhook is lost on the way: the site is not told.
  await loseNextWebhook();
  await cms.getByRole('link', { name: article.title, exact: true }).click();
  const word = uniqueWord('looprebuild');
  const paragraph = `Staff loop check: ${word}, whose webhook was lost.`;
  await addToStory(cms, article.title, paragraph);
  await cms.getByRole('button', { name: 'Publish' }).click();
  await expect(cms.getByRole('alert')).toContainText('Saved here, but the webhook was not sent');
  await shoot(cms, 'cms-webhook-lost');

  // Nothing runs or waits, and visitors still see the story as it was.
  await page.bringToFront();
  await page.reload();
  await expect(buildingNow(page)).toContainText('No build is running.');
  await expect(buildingNow(page)).not.toContainText('A build asked for');
  expect(await liveHtmlHas(pathname, word)).toBe(false);

  // "Rebuild now", as offered: nothing ticked, no reason given.
  await page.getByRole('link', { name: 'Rebuild now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Rebuild the website now?' }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await shoot(page, 'console-rebuild-confirm');
  await page.getByRole('button', { name: 'Rebuild now' }).click();
  const askedAt = Date.now();
  await expect(page.getByRole('status')).toContainText('Done: a new build has started.');
  await expect(buildingNow(page)).toContainText(' is running, ');
  await expect(buildingNow(page)).toContainText('by Ana Ruiz');
  await shoot(page, 'console-rebuild-building');

  // The build fetches every article again, finds the edited story and goes live with it.
  const build = buildThatChanged(page, article.title);
  await expect(build).toHaveCount(1, { timeout: BUILD_TIMEOUT });
  await expect(build).toContainText('Live now: this is what visitors see.');
  await expect(build.getByText('Live', { exact: true })).toBeVisible();
  expect(await liveHtmlHas(pathname, word)).toBe(true);
  report(
    'rebuild-to-live',
    `“Rebuild now” to the edit on the public page: ${seconds(Date.now() - askedAt)}`,
  );
  // The build ends once its search index is live too; the message then says it has finished.
  await expect(page.getByRole('status')).toHaveText(
    'Done: the build you asked for has finished. It is the newest build below.',
    { timeout: SEARCH_TIMEOUT },
  );
  await shoot(page, 'console-rebuild-live');
  report('rebuild-build-steps', await stepTimes(build));

  const visitor = (await newVisitor()).page;
  await visitor.goto(pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(visitor.getByText(paragraph)).toBeVisible();
});
