// The search pages find what is on the site, in the page's language only, say so
// when nothing matches, pass axe, and content pages load no search code until someone searches.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { SITE, waitForHydration } from './support/browser';
import { axeViolations } from './support/axe';
import { localeTexts } from './support/share-panel';

// In the sandbox's seed only the body of "Volunteer Spotlight: Meet the Mobile Clinic’s Weekend
// Nurses" (sandbox/seed/articles-current.ts) has this word, nor any word of the same stem (English
// search stems: "Saturdays" would also find every "Saturday"); every language has the article.
const BODY_WORD = 'referrals';
const SPOTLIGHT_TITLE = /Volunteer Spotlight: Meet the Mobile Clinic/;
// The Spanish home and donate pages write "ecografía"; the visitor types it without the accent.
const UNACCENTED = 'ecografia';
const ACCENTED = 'ecografía';

const LANGUAGES = [
  { language: 'en', prefix: '' },
  { language: 'es', prefix: '/es' },
  { language: 'pt', prefix: '/pt' },
] as const;

const searchTexts = (language: string) =>
  localeTexts(language, 'search') as { label: string; submit: string; status: { none: string } };

/** Searches the way a visitor does: types in the page's field and presses Search. */
const search = async (page: Page, language: string, prefix: string, query: string) => {
  const texts = searchTexts(language);
  await page.goto(`${SITE}${prefix}/search/`);
  // Typed before hydration, the query can be reset and the form sent empty.
  await waitForHydration(page, 'main input[type="search"]');
  const field = page.getByRole('searchbox', { name: texts.label });
  await field.fill(query);
  await page.getByRole('main').getByRole('button', { name: texts.submit }).click();
  await page.waitForURL(`**${prefix}/search/?q=${encodeURIComponent(query)}`);
  // The live region reports the count once Pagefind has answered.
  await expect(page.getByRole('main').getByRole('status')).not.toHaveText(/^$|…/);
};

const resultLinks = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');

for (const { language, prefix } of LANGUAGES) {
  test(`${prefix || '/'}search/ finds an article by a word of its body, and links only to ${language} pages`, async ({
    page,
  }) => {
    await search(page, language, prefix, BODY_WORD);
    const links = resultLinks(page);
    await expect(links).toHaveCount(1);
    await expect(links.first()).toHaveText(SPOTLIGHT_TITLE);
    const href = (await links.first().getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${prefix}/news/article/[0-9a-f-]+/$`));
    await links.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPOTLIGHT_TITLE);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  });
}

test('every result of a broad search links to a page in the search page’s language', async ({
  page,
}) => {
  for (const { language, prefix } of LANGUAGES) {
    // "Utah" is on nearly every page, so this search returns pages of every kind.
    await search(page, language, prefix, 'Utah');
    const hrefs = await resultLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) {
      if (prefix) expect(href.startsWith(`${prefix}/`)).toBe(true);
      else expect(href).not.toMatch(/^\/(es|pt)\//);
    }
  }
});

test('a word typed without its accent finds the page that writes it with one', async ({ page }) => {
  await search(page, 'es', '/es', UNACCENTED);
  await expect(resultLinks(page).first()).toBeVisible();
  // The excerpt marks the word as the page writes it ("ecografías" too holds the accent).
  const marked = await page.getByRole('main').locator('mark').allTextContents();
  expect(marked.some((text) => text.toLowerCase().includes(ACCENTED))).toBe(true);
});

test('a search with no match says so', async ({ page }) => {
  await search(page, 'en', '', 'zqxwvjk');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    searchTexts('en').status.none.replace('{{query}}', 'zqxwvjk'),
  );
  await expect(resultLinks(page)).toHaveCount(0);
});

test('the search page, empty and with results, passes axe', async ({ page }) => {
  await page.goto(`${SITE}/es/search/`);
  await page.getByRole('searchbox', { name: searchTexts('es').label }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await search(page, 'es', '/es', BODY_WORD);
  expect(await axeViolations(page)).toEqual([]);
});

test('content pages load no search code until the search field is used', async ({ page }) => {
  const pagefind: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/pagefind/')) pagefind.push(pathname);
  });
  // Loaded and hydrated: whatever a page fetches by itself has been asked for by then. (Not
  // "networkidle": the home page's carousel and counters keep the network busy.)
  const settle = async () => {
    await page.waitForLoadState('load');
    await waitForHydration(page, 'main');
  };
  await page.goto(`${SITE}/`);
  await settle();
  // The article is this year's, so this year's news list links to it.
  await page.goto(`${SITE}/news/${new Date().getFullYear()}/`);
  await page.getByRole('link', { name: SPOTLIGHT_TITLE }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPOTLIGHT_TITLE);
  await settle();
  expect(pagefind).toEqual([]);

  // A positive control: using the navbar's field does load Pagefind, so the record works.
  const nav = localeTexts('en', 'common').nav as Record<string, string>;
  // On a desktop the field opens when the search button is clicked (the empty field is required).
  const navSearch = page.getByRole('navigation', { name: 'Main' }).getByRole('search');
  await navSearch.getByRole('button', { name: nav.searchSubmit }).click();
  await navSearch.getByRole('searchbox', { name: nav.searchLabel }).fill(BODY_WORD);
  await page.keyboard.press('Enter');
  await expect(resultLinks(page).first()).toHaveText(SPOTLIGHT_TITLE);
  expect(pagefind).toContain('/pagefind/pagefind.js');
});
