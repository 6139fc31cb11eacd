import { apiGet } from './support/sandbox';
import { axeViolations } from './support/axe';
import { closeBrowser, MOBILE, newVisitor, SITE } from './support/browser';

// Every route of spec point 2 (one article and one news year stand for their templates),
// in every language, must have no WCAG 2.x A/AA violation axe can find.
const YEAR = new Date().getFullYear();
const STATIC_ROUTES = [
  '/',
  '/donate/',
  '/donate/cancelled/',
  '/donate/thank-you/',
  '/donate/christmas/',
  '/our-team/',
  '/volunteer/',
  `/news/${YEAR}/`,
  '/government/legislator-score-card/',
  '/government/legislator-lookup/',
  '/action-email/101/',
  '/action-email/100/',
  '/terms-of-use/',
  '/privacy-notice/',
  '/news-letter/',
  '/sms/',
  '/save-a-life/',
  '/partners/',
  '/contact-us/',
  '/services/life-grant-balance/lg-2026-0147/',
  '/service-opportunities/',
  '/utah-abortion-law/',
  '/no-such-page/',
];
const LANGUAGES = ['', '/es', '/pt'];

let routes: string[] = STATIC_ROUTES;

beforeAll(async () => {
  const [article] = await apiGet<Array<{ uuid: string }>>(`/articles?year=${YEAR}`);
  if (article) routes = [...STATIC_ROUTES, `/news/article/${article.uuid}/`];
});
afterAll(closeBrowser);
// Axe on some 25 pages takes a few minutes on a busy 2-core machine.
jest.setTimeout(600000);

describe.each(LANGUAGES)('accessibility in "%s"', (prefix) => {
  it('every route has no axe violation', async () => {
    const { context, page } = await newVisitor({ reducedMotion: 'reduce' });
    const failures: string[] = [];
    for (const route of routes) {
      await page.goto(`${SITE}${prefix}${route}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      failures.push(...(await axeViolations(page)).map((line) => `${prefix}${route}: ${line}`));
    }
    await context.close();
    expect(failures).toEqual([]);
  });

  it('the open mobile menu has no axe violation', async () => {
    const { context, page } = await newVisitor({ viewport: MOBILE, reducedMotion: 'reduce' });
    await page.goto(`${SITE}${prefix}/`, { waitUntil: 'networkidle' });
    await page.locator('button[aria-controls="site-menu"]').click();
    await page.locator('#site-menu').waitFor({ state: 'visible' });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
