// What a visual review caught a visitor's eye on, checked the way the visitor sees it.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, SITE, waitForHydration } from './support/browser';
import { axeViolations } from './support/axe';
import { answerWith } from './support/odd-api';
import { apiGet } from './support/sandbox';
import { shiftSoFar, watchLayoutShift } from './support/layout-shift';
import { localeTexts } from './support/share-panel';

const PLACEHOLDER = '/images/illustrations/portrait-placeholder.svg';

/** Every image of `scope` has loaded a picture: none is broken (naturalWidth 0). */
const imageWidths = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) =>
    images.map((image) => ({
      src: (image as HTMLImageElement).currentSrc,
      width: (image as HTMLImageElement).naturalWidth,
    })),
  );

test.describe('legislator portraits', () => {
  test('an empty image or one that fails to load shows the placeholder, never a broken image', async ({
    newVisitor,
  }) => {
    const { page } = await newVisitor({ viewport: MOBILE });
    const person = (formatName: string, image: string) => ({
      image,
      formatName,
      district: 7,
      cell: '801-555-0100',
      email: 'rep@legislature.example',
      committees: [{ name: 'Rules Committee' }],
    });
    await answerWith(page, '/government/legislators', {
      success: true,
      houseRepresentative: person('Rep. Ada Empty', ''),
      senator: person('Sen. Ben Gone', `${SITE}/media/no-such-portrait.jpg`),
    });
    await page.goto(`${SITE}/government/legislator-lookup/#address=1%20Main%20St&city=Provo`);
    await page.getByRole('article', { name: 'Rep. Ada Empty' }).waitFor();
    await page.getByRole('article', { name: 'Sen. Ben Gone' }).waitFor();
    // The failed photo is replaced once its error arrives.
    await expect
      .poll(() => imageWidths(page, 'main article img'))
      .toEqual([
        { src: `${SITE}${PLACEHOLDER}`, width: 256 },
        { src: `${SITE}${PLACEHOLDER}`, width: 256 },
      ]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('impact counters', () => {
  test('never show a year established other than the real one while they count', async ({
    newVisitor,
  }) => {
    const { yearEstablished, babiesSaved } = await apiGet<{
      yearEstablished: number;
      babiesSaved: number;
    }>('/women/reports/impact');
    const { page } = await newVisitor({ viewport: MOBILE });
    // Records every text the year's figure shows, from the first paint on.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { yearTexts: Set<string> }).yearTexts = seen;
      const record = () => {
        const label = Array.from(document.querySelectorAll('li span')).find(
          (span) => span.textContent === 'Year established',
        );
        const figure = label?.parentElement?.firstElementChild?.textContent;
        if (figure) seen.add(figure);
      };
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await page.goto(`${SITE}/`);
    const counters = page.getByRole('region', { name: 'Our impact' });
    await counters.scrollIntoViewIfNeeded();
    // The babies-saved figure reaches its total: the count is over.
    const babies = new Intl.NumberFormat('en-US').format(babiesSaved);
    await expect(counters.locator('span[aria-hidden="true"]').first()).toHaveText(babies, {
      timeout: 15_000,
    });
    const seen = await page.evaluate(() =>
      Array.from((window as unknown as { yearTexts: Set<string> }).yearTexts),
    );
    expect(seen).toEqual([String(yearEstablished)]);
  });
});

test.describe('the search page', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`does not shift when results arrive (${viewport.width} px)`, async ({ newVisitor }) => {
      const { page } = await newVisitor({ viewport });
      await watchLayoutShift(page);
      await page.goto(`${SITE}/search/?q=mother`);
      const main = page.getByRole('main');
      // Pagefind's first load fetches its WebAssembly: slow on a busy machine.
      await expect(main.getByRole('status')).toHaveText(/results? for/, { timeout: 20_000 });
      await main.getByRole('listitem').first().waitFor();
      // Two frames after the results painted: any shift they caused has been reported.
      expect(await shiftSoFar(page)).toBeLessThan(0.02);
    });
  }

  test('titles the home page "Home" in its results, not by the hero heading', async ({ page }) => {
    await page.goto(`${SITE}/search/?q=${encodeURIComponent('ultrasounds')}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText(/results? for/, { timeout: 20_000 });
    const home = main.getByRole('link', { name: 'Home', exact: true });
    await expect(home).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: /You are not alone/ })).toHaveCount(0);
  });
});

test.describe('the service opportunity dialog on a phone', () => {
  test('keeps its close button in view at the bottom of a long guide, and closes on Escape', async ({
    newVisitor,
  }) => {
    const { page } = await newVisitor({ viewport: MOBILE });
    await page.goto(`${SITE}/service-opportunities/`);
    await waitForHydration(page, 'main button[aria-haspopup="dialog"]');
    await page.getByRole('button', { name: 'Learn more about Baby Shower' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const close = dialog.getByRole('button', { name: 'Close' });
    // Scroll whatever scrolls inside the dialog to its very end, as a thumb would.
    const scrolled = await dialog.evaluate((element) => {
      const scrollers = [element, ...Array.from(element.querySelectorAll('*'))].filter(
        (node) => node.scrollHeight > node.clientHeight + 1,
      );
      for (const node of scrollers) node.scrollTop = node.scrollHeight;
      return scrollers.some((node) => node.scrollTop > 0);
    });
    expect(scrolled).toBe(true);
    await expect(dialog.getByRole('link').last()).toBeInViewport();
    await expect(close).toBeInViewport({ ratio: 1 });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('the footer on a phone', () => {
  test('every link is at least 44 px tall', async ({ newVisitor }) => {
    const { page } = await newVisitor({ viewport: MOBILE });
    await page.goto(`${SITE}/`);
    const links = page.getByRole('contentinfo').getByRole('link');
    expect(await links.count()).toBeGreaterThan(10);
    const short = await links.evaluateAll((elements) =>
      elements
        .map((link) => ({
          text: link.textContent || link.getAttribute('aria-label'),
          height: link.getBoundingClientRect().height,
        }))
        .filter(({ height }) => height < 44),
    );
    expect(short).toEqual([]);
  });
});

test.describe('one page header', () => {
  const pages = [
    '/our-team/',
    '/donate/',
    '/donate/cancelled/',
    '/donate/thank-you/',
    '/news/2020/',
    '/government/legislator-lookup/',
    '/save-a-life/',
    '/services/life-grant-balance/abc/',
    '/utah-abortion-law/',
  ];
  test('every page puts its one h1 in the same header band; pages under Donate add breadcrumbs', async ({
    page,
  }) => {
    for (const path of pages) {
      await page.goto(`${SITE}${path}`);
      const header = page.locator('main > header');
      await expect(header.locator('h1'), path).toHaveCount(1);
      await expect(page.locator('main h1'), path).toHaveCount(1);
      const background = await header.evaluate(
        (element) => getComputedStyle(element).backgroundImage,
      );
      expect(background, path).toContain('linear-gradient');
      if (path.startsWith('/donate/')) {
        await expect(header.getByRole('navigation', { name: 'Breadcrumb' }), path).toBeVisible();
      }
    }
  });
});

/** The rows the cards of a list sit on: how many cards each, and the room left and right. */
const rowsOf = (page: Page, list: string) =>
  page.locator(list).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const rows = new Map<number, { cards: number; left: number; right: number }>();
    for (const item of Array.from(element.children)) {
      const card = item.getBoundingClientRect();
      const top = Math.round(card.top);
      const row = rows.get(top) ?? { cards: 0, left: Infinity, right: Infinity };
      row.cards += 1;
      row.left = Math.min(row.left, Math.round(card.left - box.left));
      row.right = Math.min(row.right, Math.round(box.right - card.right));
      rows.set(top, row);
    }
    return Array.from(rows.values());
  });

test.describe('card grids at 1280 px', () => {
  test('four service opportunities fill one row, on their page and at home', async ({ page }) => {
    await page.goto(`${SITE}/service-opportunities/`);
    const cards = (rows: { cards: number }[]) => rows.map((row) => row.cards);
    expect(cards(await rowsOf(page, 'main ul:has(button[aria-haspopup="dialog"])'))).toEqual([4]);
    await page.goto(`${SITE}/`);
    expect(cards(await rowsOf(page, 'section[aria-labelledby="opportunities-title"] ul'))).toEqual([
      4,
    ]);
  });

  test('partners fill rows of three and a shorter last row is centred', async ({ page }) => {
    await page.goto(`${SITE}/partners/`);
    const rows = await rowsOf(page, 'main ul:has(article)');
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(0, -1)) expect(row.cards).toBe(3);
    const last = rows[rows.length - 1]!;
    expect(Math.abs(last.left - last.right)).toBeLessThanOrEqual(1);
  });
});

test.describe('the Utah abortion law page', () => {
  for (const { language, prefix } of [
    { language: 'en', prefix: '' },
    { language: 'es', prefix: '/es' },
  ]) {
    test(`${prefix || '/'} keeps its title and points to the code search, the lookup and the donate block`, async ({
      newVisitor,
    }) => {
      const { lead } = localeTexts(language, 'utah-abortion-law') as { lead: string };
      const { donateBlock } = localeTexts(language, 'common') as { donateBlock: { title: string } };
      const tagged = (tag: string) => new RegExp(`<${tag}>(.*?)</${tag}>`).exec(lead)![1]!;
      const { page } = await newVisitor({ viewport: MOBILE });
      await page.goto(`${SITE}${prefix}/utah-abortion-law/`);
      const header = page.locator('main > header');
      await expect(header.getByRole('link', { name: tagged('code') })).toHaveAttribute(
        'href',
        'https://le.utah.gov/xcode/code.html',
      );
      await expect(header.getByRole('link', { name: tagged('lookup') })).toHaveAttribute(
        'href',
        `${prefix}/government/legislator-lookup/`,
      );
      await expect(
        page.getByRole('main').getByRole('heading', { level: 2, name: donateBlock.title }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('smaller points', () => {
  test('the thank-you page leaves room between "Back to home" and the share card', async ({
    newVisitor,
  }) => {
    const { page } = await newVisitor({ viewport: MOBILE });
    await page.goto(`${SITE}/donate/thank-you/`);
    const home = await page
      .getByRole('main')
      .getByRole('link', { name: 'Back to home' })
      .boundingBox();
    const share = await page.locator('main ul:has(a[href="/"]) + section').boundingBox();
    expect(home && share).toBeTruthy();
    expect(share!.y - (home!.y + home!.height)).toBeGreaterThanOrEqual(24);
  });

  test('the score card’s grading note is set apart and its address is a mailto: link', async ({
    page,
  }) => {
    await page.goto(`${SITE}/government/legislator-score-card/`);
    const scale = page.getByRole('complementary', { name: 'Grading scale' });
    await expect(scale.getByRole('link', { name: 'info@prolifeutah.org' })).toHaveAttribute(
      'href',
      'mailto:info@prolifeutah.org',
    );
    const list = await scale.locator('dl').boundingBox();
    const note = await scale.locator('p').last().boundingBox();
    expect(note!.y - (list!.y + list!.height)).toBeGreaterThanOrEqual(16);
  });

  test('on a phone the newsletter button keeps its label on one line', async ({ newVisitor }) => {
    const { page } = await newVisitor({ viewport: MOBILE });
    await page.goto(`${SITE}/news-letter/`);
    const button = page.getByRole('link', { name: /Subscribe to the newsletter/ });
    // One line of 18 px text in a 52 px pill; a second line makes it over 70 px tall.
    const { height } = (await button.boundingBox())!;
    expect(height).toBeLessThan(60);
  });

  test('in Spanish on a phone the carousel controls stay on one row', async ({ newVisitor }) => {
    const { page } = await newVisitor({ viewport: MOBILE, locale: 'es-US' });
    await page.goto(`${SITE}/es/`);
    const carousel = page.locator('[role="region"][aria-roledescription]');
    const names = ['Anterior', 'Siguiente'];
    const tops = await Promise.all(
      [
        carousel.getByRole('button', { name: /Pausar|Reproducir/ }),
        ...names.map((name) => carousel.getByRole('button', { name })),
      ].map(async (button) => Math.round((await button.boundingBox())!.y)),
    );
    expect(new Set(tops).size).toBe(1);
  });

  test('Save a Life’s selects are drawn like the news year select', async ({ page }) => {
    const look = (select: string) =>
      page
        .locator(select)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return { appearance: style.appearance, chevron: style.backgroundImage.includes('svg') };
        });
    await page.goto(`${SITE}/news/2020/`);
    const news = await look('main select');
    await page.goto(`${SITE}/save-a-life/`);
    expect(news).toEqual({ appearance: 'none', chevron: true });
    for (const label of ['Period', 'Pledge year', 'State']) {
      const select = page.getByLabel(label, { exact: true });
      const style = await select.evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          appearance: computed.appearance,
          chevron: computed.backgroundImage.includes('svg'),
        };
      });
      expect(style, label).toEqual(news);
    }
  });

  test('bylines read "By …" on the home page as on the news list', async ({ page }) => {
    await page.goto(`${SITE}/`);
    const news = page.getByRole('region', { name: 'News and events' });
    const meta = news.locator('article p:has(time)');
    const texts = await meta.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toContain('·');
    await expect(news.getByText(/^By /).first()).toBeVisible();
  });
});
