import { expect, test, type NewVisitor } from './support/fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { DONATION_QUERY_FIELDS } from '../src/features/donate/donation-record';
import { SITE } from './support/browser';
import { insertUnsanitised, watchForHostileEffects } from './support/hostile-watch';
import { addFault, clearFaults, toast } from './support/keyboard-forms';
import { apiGet } from './support/sandbox';
import { XSS_HTML, XSS_PAYLOADS, XSS_SEPARATOR_TEXT } from './support/xss-payloads';

// Every place where outside data reaches the page gets the whole payload corpus:
// the API's answers through sandbox faults, the address bar directly. A payload that ran
// would leave a dialog, `window.__xss` or a request to a foreign host behind.

const YEAR = new Date().getFullYear();
const payload = (index: number) => XSS_PAYLOADS[index % XSS_PAYLOADS.length]!;

test.afterEach(clearFaults);

/** Gives every payload a chance to fire: images fail, focus moves, the pointer sweeps the page. */
const provoke = async (page: Page) => {
  await page.waitForLoadState('load');
  for (let y = 0; y < 900; y += 60) await page.mouse.move(640, y);
  for (let presses = 0; presses < 15; presses += 1) await page.keyboard.press('Tab');
  await page.waitForTimeout(500);
};

/** What a payload that ran leaves behind, for the positive controls. */
const RAN = ['window.__xss = 1', 'dialog: 1'];

/** The element the API's HTML went into: the parent of the corpus's separator paragraphs. */
const apiHtmlOf = (page: Page) =>
  page
    .locator('main p', { hasText: new RegExp(`^${XSS_SEPARATOR_TEXT}$`) })
    .first()
    .locator('..');

/**
 * The corpus went through the sanitiser whole (no payload swallowed the ones after it), and
 * nothing that could run, post data, leave the site or cover the page is left in it.
 */
const expectCleanApiHtml = async (page: Page) => {
  const html = apiHtmlOf(page);
  await expect(
    html.locator('p', { hasText: new RegExp(`^${XSS_SEPARATOR_TEXT}$`) }).count(),
  ).resolves.toBe(XSS_PAYLOADS.length - 1);
  const dangerous =
    'script, style, iframe, object, embed, svg, math, form, input, button, link, meta, base, ' +
    '[style], [class], [id], [srcset], [onerror], [onload], [onfocus], [onmouseover], [ontoggle], ' +
    'a[href^="//"], a[href^="javascript:" i], img:not([src^="http"])';
  await expect(html.locator(dangerous).count()).resolves.toBe(0);
};

const visitWatched = async (
  newVisitor: NewVisitor,
  url: string,
  shown: (page: Page) => Promise<unknown>,
): Promise<{ context: BrowserContext; page: Page; findings: string[] }> => {
  const { context, page } = await newVisitor();
  const watch = await watchForHostileEffects(context, page);
  await page.goto(url);
  await shown(page);
  await provoke(page);
  return { context, page, findings: await watch.findings() };
};

test.describe('the hostile-effects watcher', () => {
  test('sees a script run, a dialog open and a request leave for another host', async ({
    page,
    context,
  }) => {
    const watch = await watchForHostileEffects(context, page);
    await page.setContent(XSS_HTML);
    await provoke(page);
    expect(await watch.findings()).toEqual(
      expect.arrayContaining([...RAN, 'request to https://evil.example/x.js']),
    );
  });
});

test.describe('hostile data from the API runs nowhere', () => {
  test('in an article published after the build (its title, author and story)', async ({
    newVisitor,
  }) => {
    const [existing] = await apiGet<Record<string, unknown>[]>(`/articles?year=${YEAR}`);
    const uuid = '3b9d2a41-6c1e-4f0a-8e7d-2c5b9f1a0d77';
    await addFault({
      method: 'GET',
      path: `/articles/uid/${uuid}`,
      status: 200,
      body: {
        ...existing,
        uuid,
        title: `Hostile ${payload(0)}`,
        author: payload(2),
        image: 'javascript:window.__xss=1',
        story: XSS_HTML,
      },
    });
    const { context, page, findings } = await visitWatched(
      newVisitor,
      `${SITE}/news/article/${uuid}/`,
      (visit) => visit.getByRole('heading', { level: 1, name: /^Hostile/ }).waitFor(),
    );
    expect(findings).toEqual([]);
    // Shown as text, not dropped: the visitor sees what the API sent.
    await page.getByRole('heading', { level: 1, name: `Hostile ${payload(0)}` }).waitFor();
    expect(await page.locator('main script, main iframe, main [onerror], main svg').count()).toBe(
      0,
    );
    await expectCleanApiHtml(page);
    await context.close();
  });

  test('in an action email (its title and HTML)', async ({ newVisitor }) => {
    await addFault({
      method: 'GET',
      path: '/actionemail/101',
      status: 200,
      body: {
        title: `Act now ${payload(4)}`,
        dtUpdated: new Date().toISOString(),
        actionEmail: XSS_HTML,
      },
    });
    const { context, page, findings } = await visitWatched(
      newVisitor,
      `${SITE}/action-email/101/`,
      (visit) => visit.getByRole('heading', { level: 1, name: /^Act now/ }).waitFor(),
    );
    expect(findings).toEqual([]);
    expect(await page.locator('main script, main iframe, main [onerror]').count()).toBe(0);
    await expectCleanApiHtml(page);
    await context.close();
  });

  test('in an action email, where the same HTML put in unsanitised does run (positive control)', async ({
    newVisitor,
  }) => {
    await addFault({
      method: 'GET',
      path: '/actionemail/101',
      status: 200,
      body: { title: 'Act now', dtUpdated: new Date().toISOString(), actionEmail: XSS_HTML },
    });
    const { context, page } = await newVisitor();
    const watch = await watchForHostileEffects(context, page);
    await page.goto(`${SITE}/action-email/101/`);
    await page.getByRole('heading', { level: 1, name: 'Act now' }).waitFor();
    await provoke(page);
    expect(await watch.findings()).toEqual([]);
    // Same page, same CSP, same way into the DOM; only the sanitiser is skipped.
    await insertUnsanitised(apiHtmlOf(page), XSS_HTML);
    await provoke(page);
    expect(await watch.findings()).toEqual(expect.arrayContaining(RAN));
    await context.close();
  });

  test('in legislators (names, phones, e-mails, committees, portraits)', async ({ newVisitor }) => {
    const hostileLegislator = (offset: number) => ({
      image: 'javascript:window.__xss=1',
      formatName: `Rep. ${payload(offset)}`,
      district: 7,
      cell: payload(offset + 1),
      email: `"><img src=x onerror=window.__xss=1>@example.org`,
      committees: [{ name: payload(offset + 2) }, { name: payload(offset + 3) }],
    });
    await addFault({
      method: 'POST',
      path: '/government/legislators',
      status: 200,
      body: {
        success: true,
        houseRepresentative: hostileLegislator(6),
        senator: hostileLegislator(10),
      },
    });
    const { context, page, findings } = await visitWatched(
      newVisitor,
      `${SITE}/government/legislator-lookup/?address=350%20N%20State%20St&city=Salt%20Lake%20City`,
      (visit) => visit.getByRole('article').first().waitFor(),
    );
    expect(findings).toEqual([]);
    for (const href of await page
      .locator('main a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(href.toLowerCase()).not.toContain('javascript:');
    }
    await context.close();
  });

  test('in a server error message shown in a toast', async ({ newVisitor }) => {
    const message = XSS_PAYLOADS.slice(14, 24).join(' ');
    await addFault({
      method: 'GET',
      path: '/services/lifegrantbalance',
      status: 404,
      body: { message },
    });
    const { context, page, findings } = await visitWatched(
      newVisitor,
      `${SITE}/services/life-grant-balance/lg-hostile/`,
      (visit) => toast(visit, 'Error', XSS_PAYLOADS[14]!).waitFor(),
    );
    expect(findings).toEqual([]);
    expect(await page.locator('#toast-host script, #toast-host [onerror]').count()).toBe(0);
    await context.close();
  });
});

test.describe('hostile query parameters run nowhere', () => {
  test('on the thank-you page, which holds all twelve', async ({ newVisitor }) => {
    const query = new URLSearchParams(
      DONATION_QUERY_FIELDS.map((name, index) => [name, payload(index + 20)]),
    );
    const { context, page, findings } = await visitWatched(
      newVisitor,
      `${SITE}/donate/thank-you/?${query}`,
      (visit) => visit.getByRole('heading', { level: 1 }).waitFor(),
    );
    expect(findings).toEqual([]);
    await expect(page.locator('main').innerText()).resolves.not.toContain('__xss');
    await context.close();
  });

  test('on the legislator lookup, which fills its fields from the address', async ({
    newVisitor,
  }) => {
    const query = new URLSearchParams({ address: payload(0), city: payload(7) });
    const { context, page, findings } = await visitWatched(
      newVisitor,
      `${SITE}/government/legislator-lookup/?${query}`,
      (visit) => visit.getByRole('button', { name: 'Search', exact: true }).waitFor(),
    );
    expect(findings).toEqual([]);
    // The typed-in values come back as values, not as markup.
    await expect(page.getByLabel(/Street address/).inputValue()).resolves.toBe(payload(0));
    await context.close();
  });
});
