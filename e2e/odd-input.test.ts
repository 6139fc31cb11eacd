import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { SITE } from './support/browser';
import { actLikeAPerson, formActionButton, waitForHydratedForm } from './support/keyboard-forms';

// Overlong, unicode, right-to-left and emoji text in every text field of every form:
// the visitor gets a clear message or the value is accepted; the page never crashes.

const FORMS = [
  '/contact-us/',
  '/sms/',
  '/volunteer/',
  '/save-a-life/',
  '/action-email/101/',
  '/government/legislator-lookup/',
];

const INPUTS: Record<string, string> = {
  overlong: 'Overlong '.repeat(700),
  'unicode, right-to-left and emoji':
    'Zoë Ñúñez 李小龙 مرحبا بالعالم \u202Eevil\u202C שלום 👩🏽‍⚕️🤰🏼👶🏿 👨‍👩‍👧 \u200B\u0000',
};

const TEXT_FIELDS =
  'main form input:visible:not([type]), main form input:visible[type="text"], ' +
  'main form input:visible[type="email"], main form input:visible[type="tel"], ' +
  'main form input:visible[type="search"], main form textarea:visible';

const outcomeShown = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('main [aria-invalid="true"]') !== null ||
      document.querySelector('#toast-host .Toastify__toast') !== null,
  );

for (const [kind, text] of Object.entries(INPUTS))
  test.describe(`${kind} input`, () => {
    for (const path of FORMS)
      test(`${path} answers it with a message or takes it, and never crashes`, async ({ page }) => {
        const crashes: string[] = [];
        page.on('pageerror', (error) => crashes.push(error.message));
        await page.goto(`${SITE}${path}`);
        const shownAt = await waitForHydratedForm(page);
        // A person never reaches the honeypot (aria-hidden, off-screen); filling it marks a bot.
        const fields = page
          .locator(TEXT_FIELDS)
          .filter({ visible: true })
          .and(page.locator(':not([aria-hidden="true"] *)'));
        const count = await fields.count();
        expect(count).toBeGreaterThan(0);
        for (let index = 0; index < count; index += 1) await fields.nth(index).fill(text);
        await actLikeAPerson(page, shownAt);
        const submit = await formActionButton(page);
        // The action email keeps Send disabled until its human check is answered.
        const canSubmit = await submit.isEnabled();
        if (canSubmit) {
          await submit.click();
          await outcomeShown(page);
        } else {
          await fields.first().press('Enter');
        }
        expect(crashes).toEqual([]);
        await expect(page.locator('main form').count()).resolves.toBeGreaterThan(0);
        // Nothing the visitor typed was thrown away unless the form was sent.
        if ((await page.locator('#toast-host .Toastify__toast--success').count()) === 0) {
          const first = await fields.first().inputValue();
          expect(first.length).toBeGreaterThan(0);
        }
      });
  });
