// Issue 53, points 3 and 4 as a visitor meets them: the Legislature's English marked and
// explained on a Spanish bill page, the score card's column headers in view while its rows
// scroll, every seat reachable by a screen reader on a phone, and the pages linked.
import fs from 'fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, SITE, waitForHydration } from './support/browser';
import { localeTexts } from './support/share-panel';

const SHOTS = '/tmp/shots';
const shoot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/leg-${name}.png` });
};
const common = (language: string) =>
  localeTexts(language, 'common') as unknown as {
    apiText: { legislature: string };
    nav: { government: string; scoreCard: string };
    footer: { legislature: string; legislatorLookup: string };
  };
const card = (language: string) =>
  localeTexts(language, 'legislator-score-card') as unknown as {
    title: string;
    billsLink: string;
    columns: { name: string; score: string };
  };
const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);
const SEATS = 104;

for (const language of ['es', 'pt']) {
  test(`${language}: a bill page marks the Legislature's English and says once why it is English`, async ({
    page,
  }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${SITE}/${language}/legislature/2026gs-hb0012/`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toHaveText(/^HB 12: /);
      await expect(title).toHaveAttribute('lang', 'en');
      await expect(page.getByText(common(language).apiText.legislature)).toHaveCount(1);
      // The committee inside a sentence in the page's language, the history line by line.
      const main = page.getByRole('main');
      await expect(
        main.getByText('House Health and Human Services Committee', { exact: true }).first(),
      ).toHaveAttribute('lang', 'en');
      await expect(
        main.locator('li [lang="en"]', { hasText: 'Bill Numbered but not Distributed' }),
      ).toHaveCount(1);
      // Nothing English is left unmarked in the page's own text.
      const unmarked = await main.evaluate((root) =>
        [...root.querySelectorAll('h1, h2, li, p')]
          .filter((el) => /Committee|Distributed|Amendments/.test(el.textContent ?? ''))
          .filter((el) => !el.closest('[lang="en"]') && !el.querySelector('[lang="en"]'))
          .map((el) => el.textContent),
      );
      expect(unmarked).toEqual([]);
      await shoot(page, `bill-${language}-${viewport.width}`);
    }
  });
}

test('the score card keeps its column headers in view while its 104 rows scroll', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${SITE}/government/legislator-score-card/`);
  const table = page.getByRole('table').first();
  await expect(table.getByRole('row')).toHaveCount(SEATS + 1);
  // The page scrolled to the table, then the rows scrolled halfway.
  await table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    window.scrollTo(0, box.getBoundingClientRect().top + window.scrollY - 70);
    box.scrollTop = box.scrollHeight / 2;
  });
  await page.waitForTimeout(300);
  const header = table.getByRole('columnheader', { name: card('en').columns.score });
  const navbarBottom = await page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const box = await header.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(navbarBottom - 1);
  // Drawn on top: what is at the header's middle is the header, not a row under it.
  const onTop = await header.evaluate((th) => {
    const r = th.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && th.contains(hit);
  });
  expect(onTop).toBe(true);
  // And the rows did scroll under it: the first seat is out of the box.
  const firstRowTop = await table
    .locator('tbody tr')
    .first()
    .evaluate((tr) => {
      return tr.getBoundingClientRect().top;
    });
  expect(firstRowTop).toBeLessThan(box?.y ?? 0);
  await shoot(page, 'score-card-scrolled-1280');
});

test('at 390 px a screen reader meets all 104 seats of the score card, not the first few', async ({
  newVisitor,
}) => {
  const { page } = await newVisitor({ viewport: MOBILE });
  await page.goto(`${SITE}/es/government/legislator-score-card/`);
  const table = page.getByRole('table').first();
  await expect(table.locator('tbody tr')).toHaveCount(SEATS);
  // Playwright's accessibility snapshot of the table, as it is at load.
  const snapshot = await table.ariaSnapshot();
  expect(snapshot.match(/^\s*- rowheader\b/gm) ?? []).toHaveLength(SEATS);
  // Chromium's own tree, which a screen reader reads.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{ ignored?: boolean; role?: { value?: string } }>;
  };
  const rowHeaders = nodes.filter(
    (node) => !node.ignored && node.role?.value?.toLowerCase() === 'rowheader',
  );
  if (rowHeaders.length === 0) console.log([...new Set(nodes.map((n) => n.role?.value))].join());
  expect(rowHeaders).toHaveLength(SEATS);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await shoot(page, 'score-card-es-390');
});

test('the score card and the bills are linked from the menu, the home page and each other', async ({
  page,
}) => {
  for (const language of ['en', 'es']) {
    const t = common(language);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${SITE}${prefix(language)}/`);
    await waitForHydration(page, 'header button[aria-controls]');
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('button', { name: t.nav.government }).click();
    await expect(nav.getByRole('link', { name: t.nav.scoreCard })).toHaveAttribute(
      'href',
      `${prefix(language)}/government/legislator-score-card/`,
    );
    await expect(nav.getByRole('link', { name: t.footer.legislature })).toHaveAttribute(
      'href',
      `${prefix(language)}/legislature/`,
    );
    await expect(nav.getByRole('link', { name: t.footer.legislatorLookup })).toHaveAttribute(
      'href',
      `${prefix(language)}/government/legislator-lookup/`,
    );
    const band = page.getByRole('region', {
      name: (localeTexts(language, 'home') as unknown as { legislature: { title: string } })
        .legislature.title,
    });
    await expect(band.getByRole('link', { name: card(language).title })).toHaveAttribute(
      'href',
      `${prefix(language)}/government/legislator-score-card/`,
    );
    if (language === 'es') await shoot(page, 'nav-government-es-1280');

    await page.goto(`${SITE}${prefix(language)}/legislature/`);
    await page
      .getByRole('main')
      .getByRole('link', { name: /score card|calificaciones/ })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`${prefix(language)}/government/legislator-score-card/$`),
    );
    await page
      .getByRole('main')
      .getByRole('link', { name: card(language).billsLink })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/legislature/$`));
  }
});
