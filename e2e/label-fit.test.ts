import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { MOBILE, SITE } from './support/browser';

// Spanish and Portuguese run longer than English: on a 390 px phone no button (nor a link drawn
// as one) may push its words out of its box or wrap them over more than two lines.
const ROUTES = [
  '/',
  '/donate/',
  '/donate/christmas/',
  '/donate/thank-you/',
  '/donate/cancelled/',
  '/sms/',
  '/volunteer/',
  '/save-a-life/',
  '/action-email/101/',
  '/action-email/100/',
  '/terms-of-use/',
  '/privacy-notice/',
  '/news-letter/',
  '/contact-us/',
  '/government/legislator-score-card/',
  '/government/legislator-lookup/',
  '/service-opportunities/',
  '/partners/',
  '/our-team/',
  '/search/',
  '/services/life-grant-balance/lg-2026-0147/',
  '/no-such-page/',
];
const MAX_LINES = 2;

interface Misfit {
  label: string;
  lines: number;
  overflows: boolean;
}

/** Every visible button-like element whose text overflows its box or takes over two lines. */
const findMisfits = (page: Page): Promise<Misfit[]> =>
  page.evaluate((maxLines) => {
    // A link looks like a button when it is drawn as one: a pill (the buttons' 999 px radius).
    const looksLikeButton = (element: HTMLElement) =>
      element.tagName !== 'A' || parseFloat(getComputedStyle(element).borderTopLeftRadius) >= 999;
    const misfits: Misfit[] = [];
    const candidates = document.querySelectorAll<HTMLElement>('button, [role="button"], a');
    for (const element of Array.from(candidates).filter(looksLikeButton)) {
      const box = element.getBoundingClientRect();
      const label = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!label || box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      // One client rect per line fragment of each drawn text; fragments that overlap vertically
      // share a line. Visually hidden text (inside a 1 px box, for screen readers) is not drawn.
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!.getBoundingClientRect();
        if (!node.textContent?.trim() || parent.width <= 1 || parent.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 0));
      }
      rects.sort((a, b) => a.top - b.top);
      let lines = 0;
      let lineBottom = -Infinity;
      for (const rect of rects) {
        if (rect.top >= lineBottom - 1) lines += 1;
        lineBottom = rect.top >= lineBottom - 1 ? rect.bottom : Math.max(lineBottom, rect.bottom);
      }
      const left = Math.min(...rects.map((rect) => rect.left));
      const right = Math.max(...rects.map((rect) => rect.right));
      const overflows = left < box.left - 1 || right > box.right + 1 || box.right > innerWidth + 1;
      if (lines > maxLines || overflows) misfits.push({ label, lines, overflows });
    }
    return misfits;
  }, MAX_LINES);

test.describe.configure({ timeout: 300_000 });

for (const language of ['es', 'pt'])
  test(`every button label fits at 390 px in ${language}`, async ({ newVisitor }) => {
    const { page } = await newVisitor({ viewport: MOBILE, locale: language });
    const found: string[] = [];
    for (const route of ROUTES) {
      await page.goto(`${SITE}/${language}${route}`, { waitUntil: 'networkidle' });
      await expect(page.locator('main').first()).toBeVisible();
      for (const misfit of await findMisfits(page))
        found.push(
          `${route}: "${misfit.label}" (${misfit.lines} lines${misfit.overflows ? ', overflows' : ''})`,
        );
    }
    expect(found).toEqual([]);
  });

test('the check finds a label that wraps past two lines or spills out of its button', async ({
  newVisitor,
}) => {
  const { page } = await newVisitor({ viewport: MOBILE, locale: 'es' });
  await page.goto(`${SITE}/es/`, { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'afterbegin',
      '<button style="width:90px">Abrir la tarjeta de calificaciones en una pestaña nueva</button>' +
        '<button style="width:90px;white-space:nowrap;overflow:hidden">Cancelar la suscripción</button>',
    );
  });
  const misfits = await findMisfits(page);
  expect(misfits).toContainEqual(
    expect.objectContaining({ label: 'Abrir la tarjeta de calificaciones en una pestaña nueva' }),
  );
  expect(misfits).toContainEqual({ label: 'Cancelar la suscripción', lines: 1, overflows: true });
});
