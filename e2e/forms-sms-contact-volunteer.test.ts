import { expect, test } from './support/fixtures';
import { SITE, API } from './support/browser';
import { clearSandboxRequests, sandboxRequests, type LoggedRequest } from './support/sandbox';
import {
  actLikeAPerson,
  addFault,
  clearFaults,
  freshPhoneNumber,
  lastSmsCode,
  tabAndType,
  tabTo,
  toast,
  waitForHydratedForm,
  signUpForTexts,
} from './support/keyboard-forms';
import { CONTACT } from './support/contact-sample';

const CREDENTIALS = {
  token: process.env.SANDBOX_TOKEN || 'sandbox-token',
  apikey: process.env.SANDBOX_KEY || 'sandbox-key',
  apipassword: process.env.SANDBOX_KEY || 'sandbox-key',
};
const credentialsOf = (request: LoggedRequest) => ({
  token: request.headers.token,
  apikey: request.headers.apikey,
  apipassword: request.headers.apipassword,
});
const lastRequest = async (path: string): Promise<LoggedRequest> => {
  const requests = await sandboxRequests(path);
  expect(requests.length).toBeGreaterThan(0);
  return requests[requests.length - 1]!;
};

test.beforeEach(clearSandboxRequests);
test.afterEach(clearFaults);

test.describe('the SMS widget, by keyboard', () => {
  test('signs up, verifies the code the sandbox sent, then unsubscribes', async ({ page }) => {
    const phone = freshPhoneNumber();
    await page.goto(`${SITE}/sms/`);
    let shownAt = await waitForHydratedForm(page);

    await tabAndType(page, page.getByLabel('Mobile phone number'), phone);
    await tabTo(page, page.getByRole('checkbox', { name: /send me text alerts/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Sign up' }));
    await actLikeAPerson(page, shownAt);
    await page.keyboard.press('Enter');

    const verifyHeading = page.getByRole('heading', { name: 'Confirm your number' });
    await verifyHeading.waitFor();
    await page.getByText(`ending in ${phone.slice(-4)}`).waitFor();
    expect(await verifyHeading.evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    const signup = await lastRequest('/sms/signup');
    expect(signup.body).toEqual({ phoneNumber: phone, textSignup: true });
    expect(credentialsOf(signup)).toEqual(CREDENTIALS);

    shownAt = Date.now();
    const code = await lastSmsCode(phone);
    await tabAndType(page, page.getByLabel('Verification code'), code);
    await actLikeAPerson(page, shownAt);
    await page.keyboard.press('Enter');
    await toast(
      page,
      'Success',
      'Your number is verified. Thank you for signing up for text alerts!',
    ).waitFor();
    await page.getByRole('heading', { name: 'Sign up for text alerts' }).waitFor();
    await expect(page.getByLabel('Mobile phone number').inputValue()).resolves.toBe('');
    const verify = await lastRequest('/sms/verify');
    expect(verify.path).toBe(`/sms/verify/${code}`);
    expect(credentialsOf(verify)).toEqual(CREDENTIALS);

    await tabTo(page, page.getByRole('button', { name: 'Unsubscribe' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Unsubscribe from text alerts' }).waitFor();
    shownAt = Date.now();
    await tabAndType(page, page.getByLabel('Mobile phone number'), phone);
    await actLikeAPerson(page, shownAt);
    await page.keyboard.press('Enter');
    await toast(page, 'Success', 'You have been unsubscribed from text alerts.').waitFor();
    await page.getByRole('heading', { name: 'Sign up for text alerts' }).waitFor();
    const unsubscribe = await lastRequest('/sms/unsubscribe');
    expect(unsubscribe.body).toEqual({ phoneNumber: phone });
    expect(credentialsOf(unsubscribe)).toEqual(CREDENTIALS);
  });

  test('keeps a wrong code and says why under "Error"', async ({ newVisitor }) => {
    const phone = freshPhoneNumber();
    const { context, page } = await newVisitor({ locale: 'es-US' });
    await page.goto(`${SITE}/es/sms/`);
    const shownAt = await waitForHydratedForm(page);
    await tabAndType(page, page.getByLabel('Número de celular'), phone);
    await tabTo(page, page.getByRole('checkbox', { name: /envíenme alertas de texto/ }));
    await page.keyboard.press('Space');
    await actLikeAPerson(page, shownAt);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Confirme su número' }).waitFor();
    const wrong = (await lastSmsCode(phone)) === '000000' ? '111111' : '000000';
    await tabAndType(page, page.getByLabel('Código de verificación'), wrong);
    await actLikeAPerson(page, Date.now());
    await page.keyboard.press('Enter');
    await toast(page, 'Error', 'That code is not valid or has expired.').waitFor();
    await expect(page.getByLabel('Código de verificación').inputValue()).resolves.toBe(wrong);
    await context.close();
  });
});

const CONTACT_LABELS: Array<[keyof typeof CONTACT, string]> = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['subject', 'Subject'],
  ['comments', 'Comments'],
];

test.describe('the contact form, by keyboard', () => {
  test('sends the spec body with the three headers, thanks, resets and scrolls to the top', async ({
    page,
  }) => {
    await page.goto(`${SITE}/contact-us/`);
    const shownAt = await waitForHydratedForm(page);
    for (const [name, label] of CONTACT_LABELS)
      await tabAndType(page, page.getByLabel(label, { exact: true }), CONTACT[name]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    const send = page.getByRole('button', { name: 'Send message' });
    await tabTo(page, send);
    await actLikeAPerson(page, shownAt);
    await page.keyboard.press('Enter');

    await toast(page, 'Success', 'Thank you for contacting us. We will be in touch.').waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    for (const [, label] of CONTACT_LABELS) {
      await expect(page.getByLabel(label, { exact: true }).inputValue()).resolves.toBe('');
    }
    const request = await lastRequest('/contact');
    expect(request.body).toEqual({ ...CONTACT, optIn: true });
    expect(credentialsOf(request)).toEqual(CREDENTIALS);
  });

  test('keeps every value when the API fails, with the server message under "Attention"', async ({
    newVisitor,
  }) => {
    await addFault({
      method: 'POST',
      path: '/contact',
      status: 500,
      body: { message: 'Our mailbox is full.' },
    });
    const { context, page } = await newVisitor();
    await page.goto(`${SITE}/contact-us/`);
    const shownAt = await waitForHydratedForm(page);
    for (const [name, label] of CONTACT_LABELS)
      await tabAndType(page, page.getByLabel(label, { exact: true }), CONTACT[name]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight'); // "No"
    await tabTo(page, page.getByRole('button', { name: 'Send message' }));
    await actLikeAPerson(page, shownAt);
    await page.keyboard.press('Enter');
    await toast(page, 'Attention', 'Our mailbox is full.').waitFor();
    for (const [name, label] of CONTACT_LABELS) {
      await expect(page.getByLabel(label, { exact: true }).inputValue()).resolves.toBe(
        CONTACT[name],
      );
    }
    await expect(page.getByRole('radio', { name: 'No' }).isChecked()).resolves.toBe(true);
    expect((await lastRequest('/contact')).body).toEqual({ ...CONTACT, optIn: false });
    await context.close();
  });
});

test.describe('errors that appear on blur', () => {
  test('do not move what the visitor is clicking: the click still lands', async ({
    newVisitor,
  }) => {
    const { context, page } = await newVisitor({ viewport: { width: 390, height: 844 } });
    await page.goto(`${SITE}/contact-us/`);
    await waitForHydratedForm(page);
    await page.getByLabel('Comments').click();
    // Leaving the empty, now touched, field shows its error while the mouse is still down.
    await page.getByRole('radio', { name: 'Yes' }).click();
    await page.getByText('Please write your message.').waitFor();
    await expect(page.getByRole('radio', { name: 'Yes' }).isChecked()).resolves.toBe(true);
    await context.close();
  });
});

test.describe('the volunteer form, by keyboard', () => {
  const fillStep1 = async (page: import('playwright-core').Page) => {
    await tabAndType(page, page.getByLabel('Full name'), 'Mary Jensen');
    await tabAndType(page, page.getByLabel('Email'), 'mary@example.org');
    await tabAndType(page, page.getByLabel('Phone'), '801-555-0188');
    await tabAndType(page, page.getByLabel('City'), 'salt lake city');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await expect(page.getByLabel('City').inputValue()).resolves.toBe('Salt Lake City');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'How would you like to help?' }).waitFor();
  };

  test('goes through both steps and sends the spec body with the three headers', async ({
    page,
  }) => {
    await page.goto(`${SITE}/volunteer/`);
    const shownAt = await waitForHydratedForm(page);
    const progress = page.getByRole('progressbar', { name: 'Form progress' });
    await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('50');
    await fillStep1(page);
    await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('100');

    await tabTo(page, page.getByRole('checkbox', { name: /Mobile clinic team/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('checkbox', { name: 'Something else' }));
    await page.keyboard.press('Space');
    await tabAndType(
      page,
      page.getByLabel('Describe how else you would like to help'),
      'Driving moms',
    );
    await tabTo(page, page.getByRole('button', { name: 'Send' }));
    await actLikeAPerson(page, shownAt);
    await page.keyboard.press('Enter');

    await toast(
      page,
      'Success',
      "Thank you for wanting to join our team! You'll be hearing from us shortly.",
    ).waitFor();
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('50');
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('');
    const request = await lastRequest('/volunteer');
    expect(credentialsOf(request)).toEqual(CREDENTIALS);
    expect(request.body).toEqual({
      fullname: 'Mary Jensen',
      email: 'mary@example.org',
      phone: '801-555-0188',
      city: 'Salt Lake City',
      servicePreferences: {
        womensSupportTeam: false,
        mobileClinicTeam: true,
        socialMediaTeam: false,
        writingTeam: false,
        postAbortiveHealingTeam: false,
        communityActionTeam: false,
        noIdea: false,
        other: true,
        otherDesc: 'Driving moms',
      },
    });
  });

  test('keeps every value when the API fails, with the server message under "Attention"', async ({
    newVisitor,
  }) => {
    await addFault({
      method: 'POST',
      path: '/volunteer',
      status: 503,
      body: { message: 'Try again soon.' },
    });
    const { context, page } = await newVisitor();
    await page.goto(`${SITE}/volunteer/`);
    const shownAt = await waitForHydratedForm(page);
    await fillStep1(page);
    await tabTo(page, page.getByRole('checkbox', { name: /Writing team/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Send' }));
    await actLikeAPerson(page, shownAt);
    await page.keyboard.press('Enter');
    await toast(page, 'Attention', 'Try again soon.').waitFor();
    await expect(page.getByRole('checkbox', { name: /Writing team/ }).isChecked()).resolves.toBe(
      true,
    );
    await tabTo(page, page.getByRole('button', { name: 'Back' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Mary Jensen');
    await expect(page.getByLabel('City').inputValue()).resolves.toBe('Salt Lake City');
    await context.close();
  });
});

test.describe('credentials', () => {
  test('every request the browser makes to the API through these pages carries the three headers', async ({
    page,
  }) => {
    const seen: Array<Promise<{ url: string; headers: Record<string, string> }>> = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${API}/rest/pluapi/v1/`) && request.method() !== 'OPTIONS') {
        seen.push(request.allHeaders().then((headers) => ({ url: request.url(), headers })));
      }
    });
    const phone = freshPhoneNumber();
    await signUpForTexts(page, `${SITE}/sms/`, phone);
    await page.getByLabel('Verification code').fill(await lastSmsCode(phone));
    await actLikeAPerson(page, Date.now());
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast(page, 'Success', 'Your number is verified.').waitFor();

    await page.goto(`${SITE}/news-letter/`);
    await page.getByRole('link', { name: /Subscribe to the newsletter/ }).waitFor();

    await page.goto(`${SITE}/contact-us/`);
    let shownAt = await waitForHydratedForm(page);
    for (const [name, label] of CONTACT_LABELS)
      await page.getByLabel(label, { exact: true }).fill(CONTACT[name]);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await actLikeAPerson(page, shownAt);
    await page.getByRole('button', { name: 'Send message' }).click();
    await toast(page, 'Success', 'Thank you for contacting us.').waitFor();

    await page.goto(`${SITE}/volunteer/`);
    shownAt = await waitForHydratedForm(page);
    await page.getByLabel('Full name').fill('Mary Jensen');
    await page.getByLabel('Email').fill('mary@example.org');
    await page.getByLabel('Phone').fill('801-555-0188');
    await page.getByLabel('City').fill('Provo');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: /I'm not sure yet/ }).check();
    await actLikeAPerson(page, shownAt);
    await page.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Success', 'Thank you for wanting to join our team!').waitFor();

    const requests = await Promise.all(seen);
    expect(requests.map(({ url }) => new URL(url).pathname)).toEqual(
      expect.arrayContaining([
        '/rest/pluapi/v1/sms/signup',
        expect.stringMatching(/^\/rest\/pluapi\/v1\/sms\/verify\/\d{6}$/),
        '/rest/pluapi/v1/contact',
        '/rest/pluapi/v1/volunteer',
      ]),
    );
    for (const { url, headers } of requests) {
      expect({
        url,
        token: headers.token,
        apikey: headers.apikey,
        apipassword: headers.apipassword,
      }).toEqual({
        url,
        ...CREDENTIALS,
      });
    }
  });
});
