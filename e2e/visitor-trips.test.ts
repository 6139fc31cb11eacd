// What a visitor tripped on (walked at 390 px and 1280 px, in English and Spanish): the
// language before the first paint, old toasts beside new ones, results out of sight, English
// text unmarked, dead ends, the form after a send, grey buttons that said nothing, the footer.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { MOBILE, SITE, waitForHydration } from './support/browser';
import { axeViolations } from './support/axe';
import { openHome } from './support/first-paints';
import {
  actLikeAPerson,
  freshPhoneNumber,
  lastSmsCode,
  signUpForTexts,
  toast,
  waitForHydratedForm,
} from './support/keyboard-forms';
import { localeTexts } from './support/share-panel';

const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);
const texts = <T>(language: string, namespace: string) =>
  localeTexts(language, namespace) as unknown as T;

test.describe('the language, decided before the first paint', () => {
  test('a Spanish browser with no saved language never paints English on /', async ({
    newVisitor,
  }) => {
    const { context, page } = await newVisitor({ locale: 'es-ES' });
    const seen = await openHome({
      context,
      page,
      origin: SITE,
      expected: { path: '/es/', lang: 'es' },
    });
    expect(
      seen.paints.filter((paint) => paint.path === '/' && paint.name === 'first-contentful-paint'),
    ).toEqual([]);
    expect(seen.paints.filter((paint) => paint.lang === 'en')).toEqual([]);
    expect(seen.paints).toContainEqual({
      path: '/es/',
      name: 'first-contentful-paint',
      lang: 'es',
    });
    expect(seen.errors).toEqual([]);
  });

  test('a saved Portuguese wins over a Spanish browser, before the first paint too', async ({
    newVisitor,
  }) => {
    const { context, page } = await newVisitor({ locale: 'es-ES' });
    const seen = await openHome({
      context,
      page,
      origin: SITE,
      saved: 'pt',
      expected: { path: '/pt/', lang: 'pt' },
    });
    expect(seen.paints.filter((paint) => paint.lang !== 'pt')).toEqual([]);
    expect(seen.paints).toContainEqual({
      path: '/pt/',
      name: 'first-contentful-paint',
      lang: 'pt',
    });
    expect(seen.errors).toEqual([]);
  });

  test('a saved English with a Spanish browser stays English, without an error', async ({
    newVisitor,
  }) => {
    const { context, page } = await newVisitor({ locale: 'es-ES' });
    const seen = await openHome({
      context,
      page,
      origin: SITE,
      saved: 'en',
      expected: { path: '/', lang: 'en' },
    });
    expect(seen.paints).toContainEqual({ path: '/', name: 'first-contentful-paint', lang: 'en' });
    expect(page.url()).toBe(`${SITE}/`);
    expect(seen.errors).toEqual([]);
  });

  test('an English page deeper in the site moves a Spanish visitor to its Spanish copy', async ({
    newVisitor,
  }) => {
    const { page } = await newVisitor({ locale: 'es-419' });
    await page.goto(`${SITE}/contact-us/?from=mail#form`);
    await page.waitForURL(`${SITE}/es/contact-us/?from=mail#form`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

const sendCode = async (page: Page, code: string, label: string, submit: string) => {
  await page.getByLabel(label).fill(code);
  await actLikeAPerson(page, Date.now());
  await page.getByRole('button', { name: submit }).click();
};

test.describe('a new attempt clears the toasts of the one before', () => {
  for (const language of ['en', 'es']) {
    test(`a wrong SMS code, then the right one: only "Success" stays (${language})`, async ({
      newVisitor,
    }) => {
      const { page } = await newVisitor({ locale: language === 'es' ? 'es-US' : 'en-US' });
      const phone = freshPhoneNumber();
      const sms = texts<{ verify: { codeLabel: string; submit: string } }>(language, 'sms');
      const titles = texts<{ titles: { error: string; success: string } }>(language, 'form').titles;
      if (language === 'en') await signUpForTexts(page, `${SITE}/sms/`, phone);
      else {
        await page.goto(`${SITE}/es/sms/`);
        const shownAt = await waitForHydratedForm(page);
        await page.getByLabel('Número de celular').fill(phone);
        await page.getByRole('checkbox', { name: /envíenme alertas de texto/ }).check();
        await actLikeAPerson(page, shownAt);
        await page.getByRole('button', { name: 'Suscribirme' }).click();
      }
      const right = await lastSmsCode(phone);
      const wrong = right === '000000' ? '111111' : '000000';
      await sendCode(page, wrong, sms.verify.codeLabel, sms.verify.submit);
      const error = page.locator('#toast-host .Toastify__toast', { hasText: titles.error });
      await error.waitFor();
      await sendCode(page, right, sms.verify.codeLabel, sms.verify.submit);
      await page.locator('#toast-host .Toastify__toast', { hasText: titles.success }).waitFor();
      await expect(error).toHaveCount(0);
    });
  }

  test('"Search Error", then legislators found: the error goes', async ({ page }) => {
    await page.goto(`${SITE}/government/legislator-lookup/#address=1%20Nowhere%20Ln&city=Moab`);
    const searchError = toast(
      page,
      'Search Error',
      'No legislators found for that address. Please try again.',
    );
    await searchError.waitFor();
    await waitForHydratedForm(page);
    await page.getByLabel(/Street address/).fill('350 N State St');
    await page.getByLabel('City', { exact: true }).fill('Salt Lake City');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('article', { name: 'Rep. Delia Bonneville' }).waitFor();
    await expect(searchError).toHaveCount(0);
  });
});

const inView = async (page: Page, target: Locator) => {
  const box = (await target.boundingBox())!;
  const height = page.viewportSize()!.height;
  return box.y >= 0 && box.y + box.height <= height;
};

test.describe('lookup results come into view, focus on their heading', () => {
  for (const { language, reducedMotion } of [
    { language: 'en', reducedMotion: 'no-preference' as const },
    { language: 'es', reducedMotion: 'reduce' as const },
  ]) {
    test(`at 390 px (${language}, motion: ${reducedMotion})`, async ({ newVisitor }) => {
      const { page } = await newVisitor({ viewport: MOBILE, reducedMotion });
      const lookup = texts<{ form: Record<string, string>; results: { title: string } }>(
        language,
        'legislator-lookup',
      );
      await page.goto(`${SITE}${prefix(language)}/government/legislator-lookup/`);
      await waitForHydratedForm(page);
      await page.getByLabel(lookup.form.address!, { exact: true }).fill('350 N State St');
      await page.getByLabel(lookup.form.city!, { exact: true }).fill('Salt Lake City');
      await page.getByRole('button', { name: lookup.form.search!, exact: true }).click();
      const heading = page.getByRole('heading', { level: 2, name: lookup.results.title });
      await expect(heading).toBeFocused();
      await expect.poll(() => inView(page, heading)).toBe(true);
    });
  }
});

test.describe('English text from the API on Spanish and Portuguese pages', () => {
  for (const language of ['es', 'pt']) {
    test(`an article in ${language} is marked lang="en" and says so once, axe clean`, async ({
      page,
    }) => {
      const { apiText } = texts<{ apiText: { article: string } }>(language, 'common');
      await page.goto(`${SITE}${prefix(language)}/news/2024/`);
      const first = page.getByRole('article').first().getByRole('link').first();
      await expect(page.getByRole('article').first().getByRole('heading')).toHaveAttribute(
        'lang',
        'en',
      );
      await first.click();
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toHaveAttribute('lang', 'en');
      await expect(page.getByText(apiText.article)).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the same article in English carries no mark and no note', async ({ page }) => {
    await page.goto(`${SITE}/news/2024/`);
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /.*/);
    await expect(page.getByText('This article is in English.')).toHaveCount(0);
  });

  test('committee names on the Spanish lookup are marked English, and the heading says so', async ({
    page,
  }) => {
    await page.goto(
      `${SITE}/es/government/legislator-lookup/#address=350+N+State+St&city=Salt+Lake+City`,
    );
    const card = page.getByRole('article', { name: 'Rep. Delia Bonneville' });
    await card.waitFor();
    await expect(card.getByRole('heading', { name: 'Comités (en inglés)' })).toBeVisible();
    await expect(card.getByRole('list').last()).toHaveAttribute('lang', 'en');
  });

  test('an action e-mail in Spanish: English title and text marked, one note', async ({ page }) => {
    await page.goto(`${SITE}/es/action-email/101/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page.getByText('El texto de esta campaña está en inglés.')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('dead ends say what happened and offer the way on', () => {
  for (const language of ['en', 'es']) {
    test(`an unknown action e-mail has ended (${language})`, async ({ page }) => {
      const copy = texts<{ ended: { title: string; news: string }; inactive: { lookup: string } }>(
        language,
        'action-email',
      );
      await page.goto(`${SITE}${prefix(language)}/action-email/7/`);
      await page.getByRole('heading', { level: 1, name: copy.ended.title }).waitFor();
      // The page's own way on (the footer links the lookup too, by the same name in Spanish).
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: copy.inactive.lookup })).toHaveAttribute(
        'href',
        `${prefix(language)}/government/legislator-lookup/`,
      );
      await expect(page.getByRole('link', { name: copy.ended.news })).toBeVisible();
      await expect(page.getByRole('link', { name: '$20' })).toBeVisible();
      await expect(page.getByText(/try again|inténtelo de nuevo/i)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`an unknown article is not available (${language})`, async ({ page }) => {
      const copy = texts<{ unavailable: { title: string; news: string } }>(language, 'news');
      await page.goto(
        `${SITE}${prefix(language)}/news/article/00000000-0000-4000-8000-000000000000/`,
      );
      await page.getByRole('heading', { level: 1, name: copy.unavailable.title }).waitFor();
      await page.getByRole('link', { name: copy.unavailable.news }).click();
      await page.waitForURL(`${SITE}${prefix(language)}/news/${new Date().getFullYear()}/`);
    });
  }
});

const sendActionEmail = async (page: Page, language: string) => {
  const { form } = texts<{ form: Record<string, string> }>(language, 'action-email');
  await page.goto(`${SITE}${prefix(language)}/action-email/101/`);
  const shownAt = await waitForHydratedForm(page);
  await page.getByLabel(form.fullName!, { exact: true }).fill('Mary Smith');
  await page.getByLabel(form.email!, { exact: true }).fill('mary@example.org');
  await page.getByLabel(form.address!, { exact: true }).fill('350 N State St');
  await page.getByLabel(form.city!, { exact: true }).fill('Salt Lake City');
  await page.getByLabel(form.zip!, { exact: true }).fill('84103');
  const question = new RegExp(`^${form.humanCheck!.split('{{')[0]}`);
  const [, a, b] = /(\d) \+ (\d)/.exec((await page.getByText(question).textContent()) ?? '')!;
  await page.getByLabel(question).fill(String(Number(a) + Number(b)));
  await actLikeAPerson(page, shownAt);
  await page.getByRole('button', { name: form.send! }).click();
  return form;
};

test.describe('after an action e-mail is sent', () => {
  for (const language of ['en', 'es']) {
    test(`the next step and the share panel follow; the form only when asked (${language})`, async ({
      page,
    }) => {
      const form = await sendActionEmail(page, language);
      const { nextStep } = texts<{ nextStep: { title: string } }>(language, 'action-email');
      await page.getByRole('heading', { name: nextStep.title }).waitFor({ timeout: 15_000 });
      await expect(page.getByLabel(form.fullName!, { exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: form.sendAnother }).click();
      await expect(page.getByRole('heading', { name: form.title })).toBeFocused();
      await expect(page.getByLabel(form.fullName!, { exact: true })).toHaveValue('');
    });
  }
});

test.describe('a disabled submit says what is still missing', () => {
  test('contact (en): the names move the focus; ana@example is refused', async ({ page }) => {
    await page.goto(`${SITE}/contact-us/`);
    await waitForHydratedForm(page);
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    const missing = page.getByText('Still to fill in before sending:').locator('..');
    await missing.getByRole('button', { name: 'Email' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await page.keyboard.type('ana@example');
    await page.keyboard.press('Tab');
    await page.getByText('Please enter a valid email address, such as name@example.com.').waitFor();
    await expect(missing.getByRole('button', { name: 'Email' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('SMS (es): the phone number is named until it is right', async ({ newVisitor }) => {
    const { page } = await newVisitor({ locale: 'es-US', viewport: MOBILE });
    await page.goto(`${SITE}/es/sms/`);
    await waitForHydratedForm(page);
    const missing = page.getByText('Falta completar antes de enviar:').locator('..');
    await missing.getByRole('button', { name: 'Número de celular' }).click();
    await expect(page.getByLabel('Número de celular')).toBeFocused();
    await page.keyboard.type('801-555-0100');
    await expect(page.getByText('Falta completar antes de enviar:')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Suscribirme' })).toBeEnabled();
  });

  test('lookup (es) and pledge (en) name their fields', async ({ page }) => {
    await page.goto(`${SITE}/es/government/legislator-lookup/`);
    await waitForHydratedForm(page);
    const lookupMissing = page.getByText('Falta completar antes de enviar:').locator('..');
    await expect(lookupMissing.getByRole('button')).toHaveText(['Dirección', 'Ciudad']);
    await lookupMissing.getByRole('button', { name: 'Ciudad' }).click();
    await expect(page.getByLabel('Ciudad', { exact: true })).toBeFocused();

    await page.goto(`${SITE}/save-a-life/`);
    await waitForHydratedForm(page);
    const pledgeMissing = page.getByText('Still to fill in before sending:').locator('..');
    await expect(pledgeMissing.getByRole('button')).toHaveText([
      'Full name',
      'E-mail',
      'Phone',
      'Street address',
      'City',
      'Zip code',
    ]);
    await pledgeMissing.getByRole('button', { name: 'Zip code' }).click();
    await expect(page.getByLabel('Zip code', { exact: true })).toBeFocused();
  });
});

test('footer links at 390 px: the external ones are spaced as the internal ones', async ({
  newVisitor,
}) => {
  const { page } = await newVisitor({ viewport: MOBILE });
  await page.goto(`${SITE}/`);
  await waitForHydration(page, 'footer a');
  // The space between one link's last line of text and the next link's first line.
  const gaps = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('#footer-resources ~ ul a')];
    const lines = links.map((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      const rects = [...range.getClientRects()].filter((rect) => rect.height > 0);
      return {
        top: rects[0]!.top,
        bottom: rects[rects.length - 1]!.bottom,
        external: link.target === '_blank',
      };
    });
    return lines.slice(1).map((line, i) => ({
      gap: Math.round(line.top - lines[i]!.bottom),
      external: line.external,
    }));
  });
  const internal = gaps.filter((gap) => !gap.external).map((gap) => gap.gap);
  const external = gaps.filter((gap) => gap.external).map((gap) => gap.gap);
  expect(internal.length).toBeGreaterThan(0);
  expect(external.length).toBeGreaterThan(0);
  for (const gap of external) expect(Math.abs(gap - Math.min(...internal))).toBeLessThanOrEqual(4);
});
