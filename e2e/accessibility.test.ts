import { expect, test, type NewVisitor } from './support/fixtures';
import type { Page } from '@playwright/test';
import { apiGet } from './support/sandbox';
import { axeViolations } from './support/axe';
import { MOBILE, SITE, waitForHydration } from './support/browser';
import {
  actLikeAPerson,
  addFault,
  clearFaults,
  formActionButton,
  waitForHydratedForm,
} from './support/keyboard-forms';
import { CONTACT } from './support/contact-sample';

// Every route of the site (one article and one news year stand for their templates),
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

test.beforeAll(async () => {
  const [article] = await apiGet<Array<{ uuid: string }>>(`/articles?year=${YEAR}`);
  if (article) routes = [...STATIC_ROUTES, `/news/article/${article.uuid}/`];
});
// Axe on some 25 pages takes a few minutes on a busy 2-core machine.
test.describe.configure({ timeout: 600_000 });

for (const prefix of LANGUAGES)
  test.describe(`accessibility in "${prefix}"`, () => {
    test('every route has no axe violation', async ({ newVisitor }) => {
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

    test('the open mobile menu has no axe violation', async ({ newVisitor }) => {
      const { context, page } = await newVisitor({ viewport: MOBILE, reducedMotion: 'reduce' });
      await page.goto(`${SITE}${prefix}/`, { waitUntil: 'networkidle' });
      await page.locator('button[aria-controls="site-menu"]').click();
      await page.locator('#site-menu').waitFor({ state: 'visible' });
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  });

// The states a visitor reaches by acting: dialogs, forms showing their errors, toasts.
const SERVICE_MODALS = [
  'Baby Supply Drive',
  'Baby Supply Kit Event',
  'Baby Shower',
  'Baby Clothes Sorting Party',
];
const FORM_ROUTES = ['/contact-us/', '/sms/', '/volunteer/', '/save-a-life/', '/action-email/101/'];
// The legislator lookup has no error state: Search stays disabled until both fields are
// filled, and a failed search is a toast (below).

const visit = async (newVisitor: NewVisitor, path: string, viewport = MOBILE) => {
  const visitor = await newVisitor({ viewport, reducedMotion: 'reduce' });
  await visitor.page.goto(`${SITE}${path}`, { waitUntil: 'networkidle' });
  return visitor;
};

/** Submits the form empty; where Send stays disabled, leaves each field empty on blur. */
const showFormErrors = async (page: Page) => {
  await waitForHydratedForm(page);
  const submit = await formActionButton(page);
  if (await submit.isEnabled()) {
    await submit.click();
  } else {
    const fields = page.locator('main form input:visible, main form textarea:visible');
    for (let index = 0; index < (await fields.count()); index += 1) {
      await fields.nth(index).focus();
      await fields.nth(index).blur();
    }
  }
  await page.locator('main [aria-invalid="true"]').first().waitFor();
};

const toastShown = (page: Page, kind: 'success' | 'warning' | 'error') =>
  page.locator(`#toast-host .Toastify__toast--${kind}`).first().waitFor();

for (const prefix of LANGUAGES)
  test.describe(`accessibility of what visitors open and trigger, in "${prefix}"`, () => {
    test.afterEach(clearFaults);

    for (const title of SERVICE_MODALS)
      test(`the open "${title}" dialog has no axe violation`, async ({ newVisitor }) => {
        const { context, page } = await visit(newVisitor, `${prefix}/service-opportunities/`);
        await waitForHydration(page, 'main button[aria-haspopup="dialog"]');
        await page
          .locator('main button[aria-haspopup="dialog"]')
          .nth(SERVICE_MODALS.indexOf(title))
          .click();
        await page.locator('dialog[open]').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });

    for (const route of FORM_ROUTES)
      test(`${route} showing its errors has no axe violation`, async ({ newVisitor }) => {
        const { context, page } = await visit(newVisitor, `${prefix}${route}`);
        await showFormErrors(page);
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });

    test('the success, warning and error toasts have no axe violation', async ({ newVisitor }) => {
      const { context, page } = await visit(newVisitor, `${prefix}/contact-us/`);
      const sendContactForm = async () => {
        const shownAt = await waitForHydratedForm(page);
        for (const [name, value] of Object.entries(CONTACT)) {
          await page.locator(`main form [name="${name}"]`).fill(value);
        }
        await page.locator('main form input[type="radio"]').first().check();
        await actLikeAPerson(page, shownAt);
        await page.locator('main form [type="submit"]').first().click();
      };
      await sendContactForm();
      await toastShown(page, 'success');
      expect(await axeViolations(page)).toEqual([]);

      // An API failure shows as a warning ("Attention") on the contact form.
      await addFault({ method: 'POST', path: '/contact', status: 500, body: { message: 'Down.' } });
      await page.reload({ waitUntil: 'networkidle' });
      await sendContactForm();
      await toastShown(page, 'warning');
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${SITE}${prefix}/services/life-grant-balance/no-such-grant/`);
      await toastShown(page, 'error');
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  });
