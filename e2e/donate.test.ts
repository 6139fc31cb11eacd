import { expect, test } from './support/fixtures';
import fs from 'fs';
import path from 'path';
import type { BrowserContext, Page } from '@playwright/test';
import { MOBILE, SITE, waitForHydration } from './support/browser';

type FbqCall = [string, string, Record<string, unknown>?];

/** A stand-in for Meta's fbq, installed before any of the page's scripts run. */
const recordPixel = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { __fbqCalls: calls, fbq: (...args: unknown[]) => calls.push(args) });
  });
};
const pixelCalls = (page: Page): Promise<FbqCall[]> =>
  page.evaluate(() => (window as unknown as { __fbqCalls: FbqCall[] }).__fbqCalls);

/** The payment sites are not reached: every external page is a stub. */
// A predicate, not the glob 'https://**', which this Playwright does not match against popups' URLs.
const stubExternalSites = (context: BrowserContext) =>
  context.route(
    (url) => url.protocol === 'https:',
    (route) => route.fulfill({ status: 200, body: 'ok' }),
  );

/** Links work before React hydrates, but their onClick (the pixel event) only after. */
const waitForHydratedDonate = (page: Page) => waitForHydration(page, 'main input[type="radio"]');

test.describe('legacy addresses', () => {
  for (const [from, to] of [
    ['/donations/', '/donate/'],
    ['/es/donations/', '/es/donate/'],
    ['/donations', '/donate/'],
    ['/get-involved/', '/volunteer/'],
    ['/es/get-involved/', '/es/volunteer/'],
    ['/home/', '/'],
    ['/es/home/', '/es/'],
  ] as const)
    test(`the server sends ${from} on to ${to}`, async ({ page }) => {
      const response = await page.goto(`${SITE}${from}`);
      expect(response!.request().redirectedFrom()).not.toBeNull();
      const first = await response!.request().redirectedFrom()!.response();
      expect(first!.status()).toBe(301);
      expect(page.url()).toBe(`${SITE}${to}`);
      expect(response!.status()).toBe(200);
    });

  // A static host that ignores Gatsby's redirects answers a legacy path with the 404 page.
  for (const [from, to, h1, page404] of [
    ['/donations/', '/donate/', 'Donate', '404.html'],
    ['/es/donations/', '/es/donate/', 'Donar', 'es/404.html'],
  ] as const)
    test(`the 404 page sends ${from} on to ${to} on hosts without redirects`, async ({ page }) => {
      const notFound = fs.readFileSync(path.resolve('public', page404), 'utf8');
      await page.route(`${SITE}${from}`, (route) =>
        route.fulfill({ status: 404, contentType: 'text/html', body: notFound }),
      );
      await page.goto(`${SITE}${from}`);
      await page.waitForURL(`${SITE}${to}`);
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
    });
});

test.describe('the donate page', () => {
  test('switches panels with the method radios, by mouse and by keyboard', async ({
    newVisitor,
  }) => {
    const { context, page } = await newVisitor({ viewport: MOBILE });
    await page.goto(`${SITE}/donate/`);
    await waitForHydratedDonate(page);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.locator('[aria-current="page"]').textContent()).resolves.toBe('Donate');
    const group = page.getByRole('group', { name: 'Choose how to give' });
    const donorbox = group.getByRole('radio', { name: 'Donorbox Preferred' });
    expect(await donorbox.isChecked()).toBe(true);
    await page.getByRole('heading', { level: 2, name: 'Give with Donorbox' }).waitFor();

    await group.getByText('PayPal', { exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Give with PayPal' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('heading', { level: 2, name: 'Give with Venmo' }).waitFor();
    const venmo = page.getByRole('link', { name: 'Give to Pro-Life Utah on Venmo' });
    await expect(venmo.getAttribute('href')).resolves.toMatch(/^https:\/\/venmo\.com\//);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('heading', { level: 2, name: 'Give by check' }).waitFor();
    const check = page.getByRole('region', { name: 'Give by check' });
    await check.getByText(/^South Jordan, UT \d{5}$/).waitFor();
    await check.getByText(/payable to “Pro-Life Utah”/).waitFor();
    await check.getByText(/^EIN: \d{2}-\d{7}$/).waitFor();
    expect(await group.getByRole('radio', { name: 'Check' }).isChecked()).toBe(true);
    await context.close();
  });

  test('sends the pixel Donate event for a preset and for a custom amount', async ({
    page,
    context,
  }) => {
    await recordPixel(context);
    await stubExternalSites(context);
    await page.goto(`${SITE}/donate/`);
    await waitForHydratedDonate(page);

    const preset = context.waitForEvent('page');
    await page.getByRole('link', { name: '$50', exact: true }).click();
    const presetTab = await preset;
    await presetTab.waitForURL(/donorbox\.org/);
    expect(new URL(presetTab.url()).searchParams.get('amount')).toBe('50');

    await page.getByLabel('Another amount, in whole US dollars').fill('0');
    await page.getByRole('button', { name: 'Give', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText(/whole dollar amount/)
      .waitFor();

    await page.getByLabel('Another amount, in whole US dollars').fill('75');
    const custom = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Give', exact: true }).click();
    const customTab = await custom;
    await customTab.waitForURL(/donorbox\.org/);
    expect(new URL(customTab.url()).searchParams.get('amount')).toBe('75');

    expect((await pixelCalls(page)).filter(([, event]) => event === 'Donate')).toEqual([
      ['track', 'Donate', { value: 50, currency: 'USD' }],
      ['track', 'Donate', { value: 75, currency: 'USD' }],
    ]);
  });

  test('loads no pixel script or noscript image when no pixel id is configured', async ({
    page,
  }) => {
    const facebook: string[] = [];
    page.on('request', (request) => {
      if (/facebook\.(net|com)/.test(request.url())) facebook.push(request.url());
    });
    await page.goto(`${SITE}/donate/`, { waitUntil: 'load' });
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })),
    );
    expect(await page.content()).not.toContain('facebook.com/tr');
    expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('undefined');
    expect(facebook).toEqual([]);
  });
});

test.describe('the Secret Santa page', () => {
  test('links every card to a one-time gift of its amount, “You Decide” without one', async ({
    page,
  }) => {
    await page.goto(`${SITE}/donate/christmas/`);
    const cards = page
      .getByRole('region', { name: 'Choose your gift' })
      .getByRole('listitem')
      .getByRole('link');
    const found = await cards.evaluateAll((links) =>
      links.map((link) => ({
        // What a screen reader announces: the decorative star is aria-hidden.
        text: [...link.querySelectorAll(':scope > :not([aria-hidden="true"])')]
          .map((part) => part.textContent)
          .join(' '),
        tier: link.getAttribute('data-tier'),
        params: Object.fromEntries(new URL((link as HTMLAnchorElement).href).searchParams),
        target: link.getAttribute('target'),
      })),
    );
    const amounts = [2500, 2000, 1500, 1000, 500, 250, 200, 100, 50];
    expect(found).toEqual([
      ...amounts.map((amount) => ({
        text: `${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount)} One-time gift`,
        tier: amount >= 1000 ? 'gold' : 'standard',
        params: { amount: String(amount), default_interval: 'o' },
        target: '_blank',
      })),
      {
        text: 'You Decide Give any amount',
        tier: 'silver',
        params: { default_interval: 'o' },
        target: '_blank',
      },
    ]);
  });

  test('reads “You Decide” in Spanish', async ({ newVisitor }) => {
    const { context, page } = await newVisitor({ locale: 'es-US' });
    await page.goto(`${SITE}/es/donate/christmas/`);
    await page.getByRole('link', { name: /^Usted decide/ }).waitFor();
    await context.close();
  });
});

test.describe('the thank-you page', () => {
  const values = {
    id: 'dn_e2e_55231',
    first_name: 'Evangelina',
    last_name: 'Thorsby',
    email: 'evangelina.thorsby@example.org',
    amount: '137',
    currency: 'USD',
    address: '4412 Cottonwood Lane',
    address_line_2: 'Unit 9B',
    state: 'UT',
    city: 'Riverton',
    country: 'US',
    zip_code: '84065',
  };

  test('thanks the donor and shows none of the query values, in its text or its HTML', async ({
    page,
  }) => {
    await page.goto(`${SITE}/donate/thank-you/?${new URLSearchParams(values)}`);
    await page.getByRole('heading', { level: 1, name: 'Thank you for your gift!' }).waitFor();
    await page.waitForURL(`${SITE}/donate/thank-you/`);
    const html = await page.content();
    const text = await page.locator('body').innerText();
    for (const value of Object.values(values).filter((value) => value.length > 3)) {
      expect(html).not.toContain(value);
      expect(text).not.toContain(value);
    }
  });
});

for (const [lang, prefix, donate, christmas, cancelled] of [
  ['en', '', 'Donate', 'Secret Santa', 'Your donation was canceled'],
  ['es', '/es', 'Donar', 'Santa Secreto', 'Su donación fue cancelada'],
  ['pt', '/pt', 'Doar', 'Papai Noel Secreto', 'Sua doação foi cancelada'],
] as const)
  test.describe(`the donation pages in ${lang}`, () => {
    for (const [pagePath, h1] of [
      ['/donate/', donate],
      ['/donate/christmas/', christmas],
      ['/donate/cancelled/', cancelled],
    ] as const)
      test(`${pagePath} has its own title, description and one h1`, async ({ newVisitor }) => {
        const { context, page } = await newVisitor({ locale: `${lang}-US` });
        await page.goto(`${SITE}${prefix}${pagePath}`);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(h1);
        await expect(page.title()).resolves.toMatch(/ \| Pro-Life Utah$/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description!.length).toBeGreaterThan(40);
        await context.close();
      });
  });
