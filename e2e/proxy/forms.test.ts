import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { projectSite } from '../support/browser';
import { CONTACT } from '../support/contact-sample';
import {
  actLikeAPerson,
  freshPhoneNumber,
  lastSmsCode,
  toast,
  waitForHydratedForm,
  signUpForTexts,
} from '../support/keyboard-forms';
import {
  expectForwardedWithCredentials,
  expectSentWithoutCredentials,
  recordApiCalls,
} from '../support/proxy-calls';
import { clearSandboxRequests, sandboxRequests } from '../support/sandbox';

// The forms of the proxy-mode build: each call goes through the server's proxy, its
// anti-forgery check and its rate limits, and reaches the API with the server's credentials.
// One after another in this order: the last test spends the contact form's budget.
test.describe.configure({ mode: 'serial' });
test.beforeEach(clearSandboxRequests);

const xsrfCookie = async (page: Page) =>
  (await page.context().cookies(projectSite())).find((cookie) => cookie.name === 'XSRF-TOKEN')
    ?.value;

const fillContact = async (page: Page) => {
  await page.goto('/contact-us/');
  const shownAt = await waitForHydratedForm(page);
  await page.getByLabel('First name', { exact: true }).fill(CONTACT.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(CONTACT.lastName);
  await page.getByLabel('Email', { exact: true }).fill(CONTACT.email);
  await page.getByLabel('Phone', { exact: true }).fill(CONTACT.phone);
  await page.getByLabel('Subject', { exact: true }).fill(CONTACT.subject);
  await page.getByLabel('Comments', { exact: true }).fill(CONTACT.comments);
  await page.getByRole('radio', { name: 'Yes' }).check();
  await actLikeAPerson(page, shownAt);
};

test('SMS sign-up, then the code the sandbox sent verifies the number', async ({ page }) => {
  const phone = freshPhoneNumber();
  const calls = recordApiCalls(page);
  await signUpForTexts(page, '/sms/', phone);
  await expect(page.getByRole('heading', { name: 'Confirm your number' })).toBeVisible();
  const signup = await expectForwardedWithCredentials('/sms/signup');
  expect(signup.body).toEqual({ phoneNumber: phone, textSignup: true });

  const shownAt = Date.now();
  await page.getByLabel('Verification code').fill(await lastSmsCode(phone));
  await actLikeAPerson(page, shownAt);
  await page.getByLabel('Verification code').press('Enter');
  await expect(
    toast(page, 'Success', 'Your number is verified. Thank you for signing up for text alerts!'),
  ).toBeVisible();
  await expectForwardedWithCredentials('/sms/verify');
  await expectSentWithoutCredentials(calls);
});

test('the legislator lookup finds both legislators', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto('/government/legislator-lookup/');
  await waitForHydratedForm(page);
  await page.getByLabel(/Street address/).fill('350 N State St');
  await page.getByLabel(/City/).fill('Salt Lake City');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Rep. Delia Bonneville' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Sen. Marcus Wasatch' })).toBeVisible();
  const search = await expectForwardedWithCredentials('/government/legislators');
  expect(search.body).toEqual({ address: '350 N State St', city: 'Salt Lake City' });
  await expectSentWithoutCredentials(calls);
});

test('the action email loads through the proxy and sends the message', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto('/action-email/101/');
  await expect(page.getByRole('heading', { level: 1, name: /Support HB 123/ })).toBeVisible();
  await expectForwardedWithCredentials('/actionemail/101');
  const shownAt = await waitForHydratedForm(page);
  await page.getByLabel('Full name').fill('Mary Smith');
  await page.getByLabel('E-mail').fill('mary@example.org');
  await page.getByLabel('Street address').fill('350 N State St');
  await page.getByLabel('City').fill('Salt Lake City');
  await page.getByLabel('Zip code').fill('84103');
  const question = await page.getByText(/^Human check: what is/).textContent();
  const [, a, b] = /(\d) \+ (\d)/.exec(question ?? '')!;
  await page.getByLabel(/^Human check/).fill(String(Number(a) + Number(b)));
  await actLikeAPerson(page, shownAt);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Success', 'Message sent.')).toBeVisible();
  const sent = await expectForwardedWithCredentials('/actionemail/sender');
  expect(sent.body).toMatchObject({ actionEmailId: 101, fullName: 'Mary Smith' });
  await expectSentWithoutCredentials(calls);
  // Loading the action email handed out the anti-forgery cookie; the send repeated it.
  const send = calls.find((call) => call.url().endsWith('/actionemail/sender'))!;
  expect(await send.headerValue('x-xsrf-token')).toBe(await xsrfCookie(page));
});

test('the contact form sends the message, thanks and resets', async ({ page }) => {
  const calls = recordApiCalls(page);
  await fillContact(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    toast(page, 'Success', 'Thank you for contacting us. We will be in touch.'),
  ).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
  const sent = await expectForwardedWithCredentials('/contact');
  expect(sent.body).toEqual({ ...CONTACT, optIn: true });
  await expectSentWithoutCredentials(calls);
});

test('a POST from another website, without the anti-forgery token, never reaches the API', async ({
  playwright,
}) => {
  // No cookie, no X-XSRF-TOKEN, no browser-set Origin or Sec-Fetch-Site: a forged call.
  const outsider = await playwright.request.newContext();
  const response = await outsider.post(`${projectSite()}/rest/pluapi/v1/contact`, {
    data: { ...CONTACT, optIn: true },
  });
  expect(response.status()).toBe(403);
  expect(await sandboxRequests('/contact')).toEqual([]);
  await outsider.dispose();
});

test('past the contact limit, the visitor is asked to wait and keeps what was typed', async ({
  page,
}) => {
  // Spend the rest of this address's budget (10 per 15 minutes) from the same page.
  await page.goto('/contact-us/');
  let status = 0;
  for (let sent = 0; sent < 12 && status !== 429; sent += 1) {
    const response = await page.request.post('/rest/pluapi/v1/contact', {
      headers: { origin: projectSite() },
      data: { ...CONTACT, optIn: false },
    });
    status = response.status();
  }
  expect(status).toBe(429);
  await fillContact(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.locator('#toast-host .Toastify__toast', { hasText: /Too many requests/ }),
  ).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue(CONTACT.firstName);
});
