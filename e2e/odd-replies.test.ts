// Odd API replies and a hanging call, fed through the real pages: the shell stays, the
// visitor is told in the page's language, and nothing is thrown at the page.
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { SITE } from './support/browser';
import { answerWith, neverAnswer, watchedVisitor } from './support/odd-api';

const UNREADABLE = {
  en: 'The service sent an answer this page cannot read. Please try again later.',
  es: 'El servicio envió una respuesta que esta página no puede leer. Inténtelo de nuevo más tarde.',
  pt: 'O serviço enviou uma resposta que esta página não consegue ler. Tente novamente mais tarde.',
};
const TIMED_OUT = {
  en: 'The service took too long to answer. Please try again in a moment.',
  es: 'El servicio tardó demasiado en responder. Inténtelo de nuevo en un momento.',
};
const MAIN_NAV = { en: 'Main', es: 'Principal', pt: 'Principal' };
type Lng = keyof typeof UNREADABLE;
const prefix = (lng: Lng) => (lng === 'en' ? '' : `/${lng}`);

const expectShellAndMessage = async (page: Page, lng: Lng, message: string) => {
  // The message shows in the page (a toast may show it too).
  await page.locator('main').getByText(message).first().waitFor({ timeout: 20_000 });
  await page.getByRole('navigation', { name: MAIN_NAV[lng] }).first().waitFor();
  await page.getByRole('contentinfo').waitFor();
};

const ACTION_EMAIL = { title: 'Support HB 123', actionEmail: '<p>Dear legislator</p>' };
const GRANT_LINE = { date: '2026-01-05', budgetType: 'Rent', reason: 'January', amount: -250 };
const GRANT = { name: 'Ana Sample', balance: 750, lineItems: [GRANT_LINE] };
const ARTICLE = {
  uuid: 'fresh-article-0001',
  title: 'A fresh article',
  socialImage: null,
  socialDescription: null,
  author: 'Staff',
  typeID: 1,
  story: '<p>Published after the build.</p>',
};

const ODD_REPLIES: Array<[string, string, string, unknown]> = [
  [
    'an action email dated "soon"',
    '/action-email/101/',
    '/actionemail/101',
    { ...ACTION_EMAIL, dtUpdated: 'soon' },
  ],
  ['an empty action email', '/action-email/101/', '/actionemail/101', {}],
  [
    'a life grant without lineItems',
    '/services/life-grant-balance/lg-odd/',
    '/services/lifegrantbalance?uid=lg-odd',
    { name: 'Ana', balance: 10 },
  ],
  [
    'a life grant line dated "soon"',
    '/services/life-grant-balance/lg-odd/',
    '/services/lifegrantbalance?uid=lg-odd',
    { ...GRANT, lineItems: [{ ...GRANT_LINE, date: 'soon' }] },
  ],
];
// An article record that does not fit the contract is one the build would have skipped: its
// address says the article is not available, not to try again.
const UNAVAILABLE = {
  en: 'This article is not available',
  es: 'Este artículo no está disponible',
};

for (const lng of ['en', 'es'] as const)
  test.describe(`odd replies, in ${lng}`, () => {
    for (const [name, path, apiPath, reply] of ODD_REPLIES)
      test(`${name} keeps the shell and says the answer could not be read`, async ({
        newVisitor,
      }) => {
        const visitor = await watchedVisitor(newVisitor);
        await answerWith(visitor.page, apiPath, reply);
        await visitor.page.goto(`${SITE}${prefix(lng)}${path}`);
        await expectShellAndMessage(visitor.page, lng, UNREADABLE[lng]);
        expect(visitor.pageErrors).toEqual([]);
        await visitor.close();
      });

    test('a fresh article published "soon" keeps the shell and says the article is not available', async ({
      newVisitor,
    }) => {
      const visitor = await watchedVisitor(newVisitor);
      await answerWith(visitor.page, '/articles/uid/fresh-article-0001', {
        ...ARTICLE,
        pubdate: 'soon',
      });
      await visitor.page.goto(`${SITE}${prefix(lng)}/news/article/fresh-article-0001/`);
      await expectShellAndMessage(visitor.page, lng, UNAVAILABLE[lng]);
      expect(visitor.pageErrors).toEqual([]);
      await visitor.close();
    });
  });

test.describe('a call that never answers', () => {
  for (const lng of ['en', 'es'] as const)
    test(`stops the spinner and says so in ${lng}`, async ({ newVisitor }) => {
      test.setTimeout(40_000);
      const visitor = await watchedVisitor(newVisitor);
      await neverAnswer(visitor.page, '/actionemail/101');
      await visitor.page.goto(`${SITE}${prefix(lng)}/action-email/101/`);
      await expectShellAndMessage(visitor.page, lng, TIMED_OUT[lng]);
      expect(
        await visitor.page
          .getByRole('status')
          .filter({ hasText: /Loading|Cargando/ })
          .count(),
      ).toBe(0);
      expect(visitor.pageErrors).toEqual([]);
      await visitor.close();
    });
});

test.describe('a life grant line dated 2026-01-05', () => {
  const SHOWN = { en: 'January 5, 2026', es: '5 de enero de 2026', pt: '5 de janeiro de 2026' };
  for (const timezoneId of ['UTC', 'America/Denver'])
    test.describe(`in a browser in ${timezoneId}`, () => {
      for (const lng of ['en', 'es', 'pt'] as const)
        test(`shows the 5th in ${lng}`, async ({ newVisitor }) => {
          const visitor = await watchedVisitor(newVisitor, { timezoneId });
          await answerWith(visitor.page, '/services/lifegrantbalance?uid=lg-day', GRANT);
          await visitor.page.goto(`${SITE}${prefix(lng)}/services/life-grant-balance/lg-day/`);
          const cell = visitor.page.getByRole('table').locator('time[datetime="2026-01-05"]');
          await cell.waitFor();
          expect(await cell.textContent()).toBe(SHOWN[lng]);
          expect(visitor.pageErrors).toEqual([]);
          await visitor.close();
        });
    });
});
