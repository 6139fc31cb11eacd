import { expect, test } from './support/fixtures';
import { MOBILE, SITE, waitForHydration } from './support/browser';

test.describe('the navbar', () => {
  test('shrinks the logo from 64 px to 40 px after 80 px of scroll', async ({ page }) => {
    await page.goto(`${SITE}/`);
    const logo = page.getByRole('link', { name: 'Pro-Life Utah home' }).getByRole('img');
    expect((await logo.boundingBox())!.height).toBe(64);
    await page.mouse.wheel(0, 60);
    await page.waitForTimeout(100);
    expect((await logo.boundingBox())!.height).toBe(64);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => {
      const img = document.querySelector('header img');
      return img !== null && img.getBoundingClientRect().height === 40;
    });
  });

  test('opens the mobile menu and closes it on an outside click', async ({ newVisitor }) => {
    const { context, page } = await newVisitor({ viewport: MOBILE });
    await page.goto(`${SITE}/`);
    // A press before React has the page is lost, as on any server-rendered site.
    await waitForHydration(page, '#site-menu');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Our Team' }).waitFor({ state: 'visible' });
    await page.mouse.click(200, 700);
    await menu.getByRole('link', { name: 'Our Team' }).waitFor({ state: 'hidden' });
    await expect(
      page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
    ).resolves.toBe('false');
    await context.close();
  });

  test('opens the Donate menu by keyboard and closes it with Escape', async ({ page }) => {
    await page.goto(`${SITE}/`);
    await waitForHydration(page, '#site-menu');
    const donate = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Donate' });
    await donate.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Save a Life' }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Save a Life' }).waitFor({ state: 'hidden' });
  });
});

test.describe('languages', () => {
  test('keeps the page when the visitor switches language, and remembers the choice', async ({
    page,
  }) => {
    await page.goto(`${SITE}/`);
    // A click before React has the menu is lost (CI caught it once), as in the navbar tests.
    await waitForHydration(page, 'button[aria-label*="Language"]');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(`${SITE}/es/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('gatsby-i18next-language'))).toBe('es');
    await page.goto(`${SITE}/`);
    await page.waitForURL(`${SITE}/es/`);
  });

  test('follows the browser language on a first visit and falls back to English', async ({
    newVisitor,
  }) => {
    const portuguese = await newVisitor({ locale: 'pt-BR' });
    await portuguese.page.goto(`${SITE}/`);
    await portuguese.page.waitForURL(`${SITE}/pt/`);
    await portuguese.context.close();

    const german = await newVisitor({ locale: 'de-DE' });
    await german.page.goto(`${SITE}/`);
    await german.page.getByRole('link', { name: 'Our Team' }).waitFor();
    expect(german.page.url()).toBe(`${SITE}/`);
    await german.context.close();
  });
});

test.describe('the footer', () => {
  test('shows the hotline as a tel: link, the EIN, the legal links and version 2.0.1', async ({
    page,
  }) => {
    await page.goto(`${SITE}/`);
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('link', { name: /Hotline/ }).getAttribute('href'),
    ).resolves.toMatch(/^tel:\+1\d{10}$/);
    await footer.getByText(/EIN: \d{2}-\d{7}/).waitFor();
    await footer.getByRole('link', { name: 'Terms of Use' }).waitFor();
    await footer.getByRole('link', { name: 'Privacy Notice' }).waitFor();
    await footer.getByText(`© ${new Date().getFullYear()}`, { exact: false }).waitFor();
    await footer.getByText('Version 2.0.1').waitFor();
  });
});

test.describe('the not-found page', () => {
  for (const [path, title, lang] of [
    ['/no-such-page/', 'Oops', 'en'],
    ['/es/no-existe/', 'Uy', 'es'],
  ] as const)
    test(`answers 404 for ${path}, with noindex and the donate block`, async ({ page }) => {
      const response = await page.goto(`${SITE}${path}`);
      expect(response!.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: new RegExp(title) }).waitFor();
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toContain(
        'noindex',
      );
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
      await page.getByRole('link', { name: lang === 'en' ? '$20' : '$20' }).waitFor();
      // Once the page's JavaScript has run, the visitor is still at the address they typed
      // and reads their language: app.js no longer lists every page (client-match-paths.ts).
      await page.waitForLoadState('networkidle');
      expect(page.url()).toBe(`${SITE}${path}`);
      await page.getByRole('heading', { level: 1, name: new RegExp(title) }).waitFor();
    });
});
