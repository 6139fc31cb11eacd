import { expect, test } from './support/fixtures';
import { SITE } from './support/browser';
import { apiGet } from './support/sandbox';

interface Impact {
  babiesSaved: number;
  womenHelped: number;
  yearEstablished: number;
}
interface ArticleSummary {
  uuid: string;
  title: string;
}

const LANGUAGES = [
  { path: '/', lang: 'en', news: 'News', intl: 'en-US', heading: 'Our impact' },
  { path: '/es/', lang: 'es', news: 'Noticias', intl: 'es-US', heading: 'Nuestro impacto' },
  { path: '/pt/', lang: 'pt', news: 'Notícias', intl: 'pt-BR', heading: 'Nosso impacto' },
];

for (const { path, lang, news, intl, heading } of LANGUAGES)
  test.describe(`the home page in ${lang}`, () => {
    test('shows the translated shell, the sandbox figures and the featured article', async ({
      newVisitor,
    }) => {
      const impact = await apiGet<Impact>('/women/reports/impact');
      const [featured] = await apiGet<ArticleSummary[]>('/articles?page=1&maxRecords=1&typeID=2');
      const { context, page } = await newVisitor({ locale: `${lang}-US`, reducedMotion: 'reduce' });
      await page.goto(`${SITE}${path}`);

      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
      const nav = page.getByRole('navigation', { name: /.+/ });
      await nav.getByRole('link', { name: news, exact: true }).waitFor();

      const impactSection = page.getByRole('region', { name: heading });
      const babies = new Intl.NumberFormat(intl).format(impact.babiesSaved);
      await impactSection.getByText(babies, { exact: true }).first().waitFor();
      await impactSection
        .getByText(String(impact.yearEstablished), { exact: true })
        .first()
        .waitFor();

      expect(featured).toBeDefined();
      await page.getByRole('link', { name: featured!.title }).first().waitFor();
      await expect(page.getByRole('contentinfo').textContent()).resolves.toContain('2.0.1');
      await context.close();
    });

    test('declares its canonical URL on the www host and its language alternates', async ({
      newVisitor,
    }) => {
      const { context, page } = await newVisitor({ locale: `${lang}-US` });
      await page.goto(`${SITE}${path}`);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(`https://www.prolifeutah.org${path}`);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        );
      expect(Object.fromEntries(alternates)).toEqual({
        en: 'https://www.prolifeutah.org/',
        es: 'https://www.prolifeutah.org/es/',
        pt: 'https://www.prolifeutah.org/pt/',
        'x-default': 'https://www.prolifeutah.org/',
      });
      await context.close();
    });
  });

test.describe('the impact counters', () => {
  test('count up from zero when motion is allowed', async ({ page }) => {
    const impact = await apiGet<Impact>('/women/reports/impact');
    await page.goto(`${SITE}/`);
    const counter = page
      .getByRole('region', { name: 'Our impact' })
      .locator('[aria-hidden="true"]')
      .first();
    await counter.scrollIntoViewIfNeeded();
    // The HTML holds the final figure (for readers without JavaScript); once the page's
    // scripts run, which is after the first paint, the counter starts again from below it.
    const shown = async () => Number((await counter.textContent())!.replace(/\D/g, ''));
    await expect.poll(shown, { timeout: 15000 }).toBeLessThan(impact.babiesSaved);
    await page.waitForFunction(
      ([text]) => document.body.innerText.includes(text as string),
      [new Intl.NumberFormat('en-US').format(impact.babiesSaved)],
      { timeout: 15000 },
    );
  });
});
