// The action email page loads its campaign in the browser: what arrives must not push the
// page around (layout shift, as Lighthouse's CLS counts it), whether it is the text and form,
// or the notice of an ended or inactive action.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, SITE } from './support/browser';
import { shiftSoFar, watchLayoutShift } from './support/layout-shift';
import { localeTexts } from './support/share-panel';
import { findActionEmail } from '../sandbox/seed/action-emails';

interface Texts {
  loading: string;
  form: { title: string; fullName: string };
  ended: { title: string };
  inactive: { title: string };
}

const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

/** Holds the API's answer back, so the page is seen loading before it arrives. */
const slowAnswer = (page: Page, id: string, ms = 1500) =>
  page.route(`**/rest/pluapi/v1/actionemail/${id}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

for (const language of ['en', 'es']) {
  const texts = localeTexts(language, 'action-email') as unknown as Texts;
  for (const viewport of [MOBILE, DESKTOP]) {
    test.describe(`the action email in ${language} at ${viewport.width} px`, () => {
      test('shows a loader in the room of the text and form, which then come without moving anything', async ({
        newVisitor,
      }) => {
        const { page } = await newVisitor({ viewport });
        await watchLayoutShift(page);
        await slowAnswer(page, '101');
        await page.goto(`${SITE}${prefix(language)}/action-email/101/`);
        await expect(page.getByRole('status').filter({ hasText: texts.loading })).toBeVisible();
        await expect(page.getByRole('contentinfo')).not.toBeInViewport();
        await page.getByRole('heading', { level: 2, name: texts.form.title }).waitFor();
        await page.getByLabel(texts.form.fullName).waitFor();
        await expect(page.getByRole('status').filter({ hasText: texts.loading })).toHaveCount(0);
        expect(await shiftSoFar(page)).toBeLessThan(0.02);
      });

      for (const [id, kind] of [
        ['7', 'ended'],
        ['100', 'inactive'],
      ] as const) {
        test(`says the action is ${kind} without the footer jumping into view and out`, async ({
          newVisitor,
        }) => {
          const { page } = await newVisitor({ viewport });
          await watchLayoutShift(page);
          await slowAnswer(page, id);
          await page.goto(`${SITE}${prefix(language)}/action-email/${id}/`);
          await expect(page.getByRole('status').filter({ hasText: texts.loading })).toBeVisible();
          await page.getByRole('heading', { level: 1, name: texts[kind].title }).waitFor();
          expect(await shiftSoFar(page)).toBeLessThan(0.02);
        });
      }
    });
  }
}

// The action's title is the page's largest paint; the page's head asks for it and puts it in
// before any of the site's scripts has run (src/gatsby/action-email-request.ts).
test.describe('the action’s title, from the page’s head alone', () => {
  const { title } = findActionEmail('101')!;
  for (const language of ['en', 'es']) {
    test(`is shown in ${language} with the site’s scripts blocked`, async ({ newVisitor }) => {
      const { page } = await newVisitor({ viewport: MOBILE });
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto(`${SITE}${prefix(language)}/action-email/101/`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(title);
      // English words on a Spanish page are marked as English for screen readers.
      if (language !== 'en') await expect(heading.getByText(title)).toHaveAttribute('lang', 'en');
      // Without the scripts the rest of the page stays as it loads.
      await expect(page.getByRole('status').filter({ hasText: /Loading|Cargando/ })).toBeVisible();
    });
  }
});
