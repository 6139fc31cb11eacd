import { expect, test } from './support/fixtures';
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { MOBILE, SITE, waitForHydration } from './support/browser';
import { apiGet } from './support/sandbox';

const readData = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../content/data', file), 'utf8')) as T;

const focusIsInside = (page: Page, selector: string) =>
  page.evaluate(
    (sel) => document.querySelector(sel)?.contains(document.activeElement) ?? false,
    selector,
  );

test.describe('our team', () => {
  test('shows the five staff members, each with a mailto link', async ({ page }) => {
    const team = readData<Array<{ name: string; email: string }>>('team.json');
    await page.goto(`${SITE}/our-team/`);
    await page.getByRole('heading', { level: 1, name: 'Our team' }).waitFor();
    expect(team).toHaveLength(5);
    for (const member of team) {
      const link = page.getByRole('link', { name: `Email ${member.name}` });
      await expect(link.getAttribute('href')).resolves.toBe(`mailto:${member.email}`);
    }
    await page.getByRole('img', { name: `Portrait of ${team[0]!.name}` }).waitFor();
  });
});

test.describe('service opportunities', () => {
  const TITLES = [
    'Baby Supply Drive',
    'Baby Supply Kit Event',
    'Baby Shower',
    'Baby Clothes Sorting Party',
  ];

  for (const title of TITLES)
    test(`opens the ${title} dialog, closes it with Escape and returns focus`, async ({
      newVisitor,
    }) => {
      const { context, page } = await newVisitor({ viewport: MOBILE });
      await page.goto(`${SITE}/service-opportunities/`);
      await waitForHydration(page, 'main button[aria-haspopup="dialog"]');
      const opener = page.getByRole('button', { name: `Learn more about ${title}` });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      expect(await focusIsInside(page, 'dialog[open]')).toBe(true);
      await dialog.getByRole('link', { name: /^Host guide \(PDF, \d+ kB\)$/ }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
      await context.close();
    });

  test('opens the dialog named in the address, and its guide downloads as a PDF', async ({
    page,
  }) => {
    await page.goto(`${SITE}/service-opportunities/#baby-shower`);
    const dialog = page.getByRole('dialog', { name: 'Baby Shower' });
    await dialog.waitFor();
    const guide = dialog.getByRole('link', { name: /^Host guide/ });
    await expect(guide.getAttribute('download')).resolves.toBe('');
    const response = await page.request.get(`${SITE}${await guide.getAttribute('href')}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(
      page
        .getByRole('button', { name: 'Learn more about Baby Shower' })
        .evaluate((b) => b === document.activeElement),
    ).resolves.toBe(true);
  });
});

for (const { lang, prefix, terms, privacy, sms, sell } of [
  {
    lang: 'en',
    prefix: '',
    terms: 'Terms of Use',
    privacy: 'Privacy Notice',
    sms: 'Reply STOP to any message to cancel.',
    sell: 'We do not sell or rent your personal information.',
  },
  {
    lang: 'es',
    prefix: '/es',
    terms: 'Términos de uso',
    privacy: 'Aviso de privacidad',
    sms: 'Responda STOP a cualquier mensaje para cancelar.',
    sell: 'No vendemos ni alquilamos su información personal.',
  },
  {
    lang: 'pt',
    prefix: '/pt',
    terms: 'Termos de uso',
    privacy: 'Aviso de privacidade',
    sms: 'Responda STOP a qualquer mensagem para cancelar.',
    sell: 'Não vendemos nem alugamos suas informações pessoais.',
  },
])
  test.describe(`the legal pages in ${lang}`, () => {
    test('shows the terms of use with the SMS terms', async ({ newVisitor }) => {
      const { context, page } = await newVisitor({ locale: lang });
      await page.goto(`${SITE}${prefix}/terms-of-use/`);
      await page.getByRole('heading', { level: 1, name: terms }).waitFor();
      await page.getByText(sms).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
      expect(await page.locator('main script').count()).toBe(0);
      await context.close();
    });

    test('shows the privacy notice', async ({ newVisitor }) => {
      const { context, page } = await newVisitor({ locale: lang });
      await page.goto(`${SITE}${prefix}/privacy-notice/`);
      await page.getByRole('heading', { level: 1, name: privacy }).waitFor();
      await page.getByText(sell).waitFor();
      await context.close();
    });
  });

test.describe('the legislator score card', () => {
  // The test builds read the sandbox's spreadsheet (SCORE_CARD_CSV_URL), so the page is the
  // table (e2e/legislature.test.ts); the spreadsheet itself stays one link away. Without the
  // variable the page keeps the frame (src/features/score-card/score-card-page.test.tsx).
  test('shows the spreadsheet as a table, with a link to open the spreadsheet itself', async ({
    page,
  }) => {
    await page.goto(`${SITE}/government/legislator-score-card/`);
    await expect(page.locator('main iframe')).toHaveCount(0);
    await expect(page.getByRole('table').first()).toBeVisible();
    const open = page.getByRole('link', { name: /Open the spreadsheet/ });
    await expect(open).toHaveAttribute('href', /^https:\/\//);
    await expect(open).toHaveAttribute('target', '_blank');
    await page.getByRole('heading', { level: 2, name: 'How the score card is made' }).waitFor();
  });
});

test.describe('partners', () => {
  test("shows this year's partners from the API, with safe links to their websites", async ({
    page,
  }) => {
    const partners = await apiGet<Array<{ name: string; url: string }>>(
      `/partners?year=${new Date().getFullYear()}`,
    );
    expect(partners.length).toBeGreaterThan(0);
    await page.goto(`${SITE}/partners/`);
    for (const partner of partners) {
      await page.getByRole('heading', { level: 2, name: partner.name, exact: true }).waitFor();
      const link = page.getByRole('link', {
        name: `Visit website (${partner.name}, opens in a new tab)`,
      });
      await expect(link.getAttribute('href')).resolves.toBe(partner.url);
      await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    }
  });
});

test.describe('utah abortion law', () => {
  for (const [route, heading, documentTitle] of [
    ['/utah-abortion-law/', 'Utah abortion law', 'Utah Abortion Law | Pro-Life Utah'],
    ['/es/utah-abortion-law/', 'Ley del aborto en Utah', 'Ley del aborto en Utah | Pro-Life Utah'],
    ['/pt/utah-abortion-law/', 'Lei do aborto em Utah', 'Lei do aborto em Utah | Pro-Life Utah'],
  ] as const)
    test(`${route} shows its title`, async ({ page }) => {
      await page.goto(`${SITE}${route}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect(page.title()).resolves.toBe(documentTitle);
    });
});
