import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { SITE, MOBILE } from './support/browser';
import { clearSandboxRequests, sandboxRequests, type LoggedRequest } from './support/sandbox';
import {
  actLikeAPerson,
  addFault,
  clearFaults,
  tabAndType,
  tabTo,
  toast,
  waitForHydratedForm,
} from './support/keyboard-forms';

const CREDENTIALS = {
  token: process.env.SANDBOX_TOKEN || 'sandbox-token',
  apikey: process.env.SANDBOX_KEY || 'sandbox-key',
  apipassword: process.env.SANDBOX_KEY || 'sandbox-key',
};
const credentialsOf = ({ headers }: LoggedRequest) => ({
  token: headers.token,
  apikey: headers.apikey,
  apipassword: headers.apipassword,
});
/** The sandbox logs the query and the status it answered too (sandbox/README.md). */
type Logged = LoggedRequest & { query: Record<string, string>; status: number };
const lastRequest = async (path: string): Promise<Logged> => {
  const requests = (await sandboxRequests(path)) as Logged[];
  expect(requests.length).toBeGreaterThan(0);
  return requests[requests.length - 1]!;
};
const YEAR = new Date().getFullYear();
// The tokens' colours (WCAG AA on white), which the life grant amounts must use.
const GREEN = 'rgb(29, 107, 58)';
const RED = 'rgb(179, 38, 30)';

test.beforeEach(clearSandboxRequests);
test.afterEach(clearFaults);

/** Fills the action email form of /action-email/101/ by keyboard; returns the human check digits. */
const typeLegislatorMessage = async (page: Page, fullName: string): Promise<[number, number]> => {
  await tabAndType(page, page.getByLabel('Full name'), fullName);
  await page.keyboard.press('Tab');
  await page.keyboard.type('mary@example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.type('350 N State St');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Salt Lake City');
  await page.keyboard.press('Tab');
  await page.keyboard.type('84103');
  const label = await page.getByText(/^Human check: what is/).textContent();
  const [, a, b] = /(\d) \+ (\d)/.exec(label ?? '')!;
  await tabAndType(page, page.getByLabel(/^Human check/), String(Number(a) + Number(b)));
  return [Number(a), Number(b)];
};

test.describe('the action email, by keyboard', () => {
  test('sends the legislator message with the three headers, toasts and starts again', async ({
    page,
  }) => {
    await page.goto(`${SITE}/action-email/101/`);
    await page.getByRole('heading', { level: 1, name: /Support HB 123/ }).waitFor();
    const shownAt = await waitForHydratedForm(page);
    await expect(page.getByLabel('Subject').inputValue()).resolves.toMatch(/Support HB 123/);
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);

    const [humanA, humanB] = await typeLegislatorMessage(page, 'Mary Smith');
    await tabTo(page, page.getByRole('switch', { name: /may contact me/ }));
    await page.keyboard.press('Space');
    await tabTo(page, send);
    await actLikeAPerson(page, shownAt);
    await page.keyboard.press('Enter');

    await toast(page, 'Success', 'Message sent.').waitFor();
    const sent = await lastRequest('/actionemail/sender');
    expect(sent.method).toBe('POST');
    expect(sent.body).toMatchObject({
      actionEmailId: 101,
      fullName: 'Mary Smith',
      email: 'mary@example.org',
      address: '350 N State St',
      city: 'Salt Lake City',
      zip: '84103',
      subject: 'Support HB 123, the Protecting Mothers and Babies Act',
      allowContact: false,
      humanAnswer: humanA + humanB,
      humanA,
      humanB,
    });
    expect((sent.body as { message: string }).message).toMatch(/^I am writing as your constituent/);
    // The state is fixed as Utah, never taken from the input.
    expect(sent.body).toHaveProperty('state', 'UT');
    expect(credentialsOf(sent)).toEqual(CREDENTIALS);
    // The summary and the next step follow a send; the form comes back when asked for.
    await expect(page.getByLabel('Full name')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('');
    await expect(page.getByLabel(/^Human check/).inputValue()).resolves.toBe('');
    expect(await page.getByRole('switch', { name: /may contact me/ }).isChecked()).toBe(true);
  });

  test('keeps every typed value when the API fails, with the server message in an "Error" toast', async ({
    newVisitor,
  }) => {
    await addFault({
      method: 'POST',
      path: '/actionemail/sender',
      status: 502,
      body: { message: 'Mail relay is down.' },
    });
    const { context, page } = await newVisitor({ viewport: MOBILE });
    await page.goto(`${SITE}/action-email/101/`);
    const shownAt = await waitForHydratedForm(page);
    await typeLegislatorMessage(page, 'Fail Smith');
    await tabTo(page, page.getByRole('button', { name: 'Send' }));
    await actLikeAPerson(page, shownAt);
    await page.keyboard.press('Enter');
    await toast(page, 'Error', 'Mail relay is down.').waitFor();
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Fail Smith');
    await expect(page.getByLabel('Zip code').inputValue()).resolves.toBe('84103');
    await context.close();
  });

  test('shows the inactive action email (HTTP 400) as "We\'re sorry" with the donate block', async ({
    page,
  }) => {
    await page.goto(`${SITE}/action-email/100/`);
    await page.getByRole('heading', { level: 1, name: "We're sorry" }).waitFor();
    await page.getByRole('link', { name: '$20' }).waitFor();
    expect(await page.locator('main form input[name="fullName"]').count()).toBe(0);
    expect((await lastRequest('/actionemail/100')).status).toBe(400);
  });

  test('serves /es/action-email/101/ in Spanish (a client-only route under /es/)', async ({
    newVisitor,
  }) => {
    const { context, page } = await newVisitor({ locale: 'es-US' });
    const response = await page.goto(`${SITE}/es/action-email/101/`);
    expect(response!.status()).toBe(200);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
    await page.getByRole('heading', { name: 'Envíe su mensaje' }).waitFor();
    await page.getByLabel('Nombre completo').waitFor();
    // The message goes out in English: the page says so and previews the greeting as sent.
    await page.getByText(/^Su mensaje se envía en inglés/).waitFor();
    await page.getByText('Dear Legislator,').waitFor();
    expect(page.url()).toBe(`${SITE}/es/action-email/101/`);
    await context.close();
  });
});

test.describe('the legislator lookup, by keyboard', () => {
  test('finds both legislators, keeps the search in the address, and shows it again after a reload', async ({
    page,
  }) => {
    await page.goto(`${SITE}/government/legislator-lookup/`);
    await waitForHydratedForm(page);
    await tabAndType(page, page.getByLabel(/Street address/), '350 N State St');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Salt Lake City');
    await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
    await page.keyboard.press('Enter');

    const house = page.getByRole('article', { name: 'Rep. Delia Bonneville' });
    await house.waitFor();
    await page.getByRole('article', { name: 'Sen. Marcus Wasatch' }).waitFor();
    await expect(
      house.getByRole('link', { name: '801-555-0124' }).getAttribute('href'),
    ).resolves.toBe('tel:+18015550124');
    await expect(house.getByRole('img').getAttribute('alt')).resolves.toBe(
      'Portrait of Rep. Delia Bonneville',
    );
    const search = await lastRequest('/government/legislators');
    expect(search.body).toEqual({ address: '350 N State St', city: 'Salt Lake City' });
    expect(credentialsOf(search)).toEqual(CREDENTIALS);
    // In the fragment: a home address must not reach the server's logs.
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).hash).toBe('#address=350+N+State+St&city=Salt+Lake+City');

    await page.reload();
    await page.getByRole('article', { name: 'Sen. Marcus Wasatch' }).waitFor();
    await expect(page.getByLabel(/Street address/).inputValue()).resolves.toBe('350 N State St');
    await page.goBack();
    await page.getByRole('article').first().waitFor({ state: 'detached' });
  });

  test('says "No legislators found" under "Search Error" when the API answers success: false', async ({
    page,
  }) => {
    await page.goto(`${SITE}/government/legislator-lookup/#address=1%20Nowhere%20Ln&city=Moab`);
    await toast(
      page,
      'Search Error',
      'No legislators found for that address. Please try again.',
    ).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
  });
});

test.describe('the Save a Life pledge, by keyboard', () => {
  const typePledger = async (page: Page, name: string) => {
    await tabAndType(page, page.getByLabel('Full name'), name);
    for (const text of ['mary@example.org', '8015551234', '350 N State St', 'Salt Lake City']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    await tabAndType(page, page.getByLabel('Zip code'), '84103');
  };

  test('saves the pledge, then goes to the one-time payment page with the uid as invoice', async ({
    page,
    context,
  }) => {
    await context.route(/paypal\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Payment</h1>' }),
    );
    await page.goto(`${SITE}/save-a-life/`);
    const shownAt = await waitForHydratedForm(page);
    expect(await page.getByLabel('Period').isDisabled()).toBe(true);
    expect(await page.getByLabel('Pledge year').isDisabled()).toBe(true);
    await tabTo(page, page.getByRole('radio', { name: '$250 a month' }));
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: '$3,000 once' }).isChecked()).toBe(true);
    await expect(page.getByLabel('Period').inputValue()).resolves.toBe('one-time');
    await typePledger(page, 'Mary Smith');
    await tabTo(page, page.getByRole('button', { name: 'Pledge and pay' }));
    await actLikeAPerson(page, shownAt);
    await page.keyboard.press('Enter');

    await page.waitForURL(/paypal\.com/);
    const pledge = await lastRequest('/savealife');
    expect(pledge.body).toEqual({
      name: 'Mary Smith',
      email: 'mary@example.org',
      phone: '8015551234',
      address: '350 N State St',
      city: 'Salt Lake City',
      state: 'UT',
      zip: '84103',
      comments: '',
      paidAmount: 3000,
      period: 'one-time',
      pledgeYear: YEAR,
    });
    expect(credentialsOf(pledge)).toEqual(CREDENTIALS);
    const payment = new URL(page.url());
    expect(payment.pathname).toBe('/donate/');
    expect(payment.searchParams.get('invoice')).toMatch(/^PLU-[A-Z2-9]{8}$/);
    await context.close();
  });

  test('keeps the values and stays on the site when the API fails', async ({ newVisitor }) => {
    await addFault({
      method: 'POST',
      path: '/savealife',
      status: 503,
      body: { message: 'Pledges are paused.' },
    });
    const { context, page } = await newVisitor({ viewport: MOBILE });
    await page.goto(`${SITE}/es/save-a-life/`);
    const shownAt = await waitForHydratedForm(page);
    await tabAndType(page, page.getByLabel('Nombre completo'), 'Fail Smith');
    for (const text of ['mary@example.org', '8015551234', '350 N State St', 'Salt Lake City']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    await tabAndType(page, page.getByLabel('Código postal'), '84103');
    await tabTo(page, page.getByRole('button', { name: 'Confirmar y pagar' }));
    await actLikeAPerson(page, shownAt);
    await page.keyboard.press('Enter');
    await toast(page, 'Error', 'Pledges are paused.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/es/save-a-life/');
    await expect(page.getByLabel('Nombre completo').inputValue()).resolves.toBe('Fail Smith');
    expect(await page.getByRole('button', { name: 'Confirmar y pagar' }).isEnabled()).toBe(true);
    await context.close();
  });
});

test.describe('the life grant balance', () => {
  test('serves /pt/services/life-grant-balance/<uid>/ in Portuguese, green credits and red debits', async ({
    newVisitor,
  }) => {
    const { context, page } = await newVisitor({ locale: 'pt-BR' });
    const response = await page.goto(`${SITE}/pt/services/life-grant-balance/lg-2026-0147/`);
    expect(response!.status()).toBe(200);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('pt');
    const table = page.getByRole('table', { name: /Lançamentos do auxílio de Jessica M\./ });
    await table.waitFor();
    const credit = table.getByText(/^\+US\$\s2\.500,00/);
    await expect(credit.evaluate((el) => getComputedStyle(el).color)).resolves.toBe(GREEN);
    const debit = table.getByText(/^−US\$\s850,00/);
    await expect(debit.evaluate((el) => getComputedStyle(el).color)).resolves.toBe(RED);
    await expect(debit.textContent()).resolves.toContain('(débito)');
    const request = await lastRequest('/services/lifegrantbalance');
    expect(request.query).toEqual({ uid: 'lg-2026-0147' });
    expect(credentialsOf(request)).toEqual(CREDENTIALS);
    await context.close();
  });

  test('shows a balance below zero in red, and an unknown uid as an "Error" toast and empty state', async ({
    newVisitor,
  }) => {
    const { context, page } = await newVisitor({ viewport: MOBILE });
    await page.goto(`${SITE}/services/life-grant-balance/lg-2026-0099/`);
    const balance = page.getByRole('row', { name: /Remaining balance/ }).getByText(/−\$140\.00/);
    await expect(balance.evaluate((el) => getComputedStyle(el).color)).resolves.toBe(RED);
    await page.getByText('No funds remain on this life grant.').waitFor();

    await page.goto(`${SITE}/services/life-grant-balance/no-such-grant/`);
    await toast(page, 'Error', 'No life grant found for that reference.').waitFor();
    await page.getByRole('heading', { name: 'We could not show this life grant' }).waitFor();
    await context.close();
  });
});
