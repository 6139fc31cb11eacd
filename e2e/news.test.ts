import { expect, test } from './support/fixtures';
import { readFileSync } from 'fs';
import path from 'path';
import { MOBILE, SITE, API, waitForHydration } from './support/browser';
import { apiGet, sandboxRequests } from './support/sandbox';
import { toast } from './support/keyboard-forms';

interface ArticleSummary {
  uuid: string;
  title: string;
  socialImage: string;
  socialDescription: string;
  pubdate: string;
  author: string;
}
interface Article extends ArticleSummary {
  story: string;
}

const LANGUAGES = [
  { lang: 'en', prefix: '', intl: 'en-US', by: 'By', yearLabel: 'Year', news: 'News' },
  { lang: 'es', prefix: '/es', intl: 'es-US', by: 'Por', yearLabel: 'Año', news: 'Noticias' },
  { lang: 'pt', prefix: '/pt', intl: 'pt-BR', by: 'Por', yearLabel: 'Ano', news: 'Notícias' },
];
/** What an article address the API does not know says, in each language. */
const UNAVAILABLE = (lang: string): string =>
  (
    JSON.parse(
      readFileSync(path.resolve(__dirname, `../content/locales/${lang}/news.json`), 'utf8'),
    ) as { unavailable: { title: string } }
  ).unavailable.title;
const THIS_YEAR = new Date().getFullYear();
// The site shows dates in Utah's time zone (src/lib/format.ts).
const longDate = (iso: string, intl: string) =>
  new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'America/Denver' }).format(
    new Date(iso),
  );
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const addFault = (fault: Record<string, unknown>) =>
  fetch(`${API}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });

test.afterEach(() => fetch(`${API}/__sandbox/faults`, { method: 'DELETE' }));

for (const { lang, prefix, yearLabel, news } of LANGUAGES.slice(0, 2))
  test.describe(`the news year dropdown in ${lang}`, () => {
    test('loads the chosen year and rewrites the address', async ({ newVisitor }) => {
      const year = 2019;
      const expected = await apiGet<ArticleSummary[]>(`/articles?year=${year}`);
      const { context, page } = await newVisitor({ locale: `${lang}-US` });
      await page.goto(`${SITE}${prefix}/news/${THIS_YEAR}/`);
      await page.getByRole('heading', { level: 1, name: `${news} ${THIS_YEAR}` }).waitFor();
      await waitForHydration(page, 'main select');
      await page.getByRole('combobox', { name: yearLabel }).selectOption(String(year));
      await page.waitForURL(`${SITE}${prefix}/news/${year}/`);
      await page.getByRole('heading', { level: 1, name: `${news} ${year}` }).waitFor();
      const titles = await page.getByRole('article').getByRole('heading').allTextContents();
      expect(titles).toEqual(expected.map((article) => article.title));
      await expect(page.getByRole('combobox', { name: yearLabel }).inputValue()).resolves.toBe(
        String(year),
      );
      await context.close();
    });
  });

for (const { lang, prefix, intl, by, news } of LANGUAGES)
  test.describe(`an article page in ${lang}`, () => {
    test('shows the title, author, date and story, and links back to its year', async ({
      newVisitor,
    }) => {
      const [summary] = await apiGet<ArticleSummary[]>('/articles?year=2024');
      const article = await apiGet<Article>(`/articles/uid/${summary!.uuid}`);
      const { context, page } = await newVisitor({ locale: `${lang}-US`, viewport: MOBILE });
      await page.goto(`${SITE}${prefix}/news/article/${article.uuid}/`);
      await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
      await page.getByText(`${by} ${article.author}`).waitFor();
      await page.getByText(longDate(article.pubdate, intl)).waitFor();
      const storyHeading = decode(/<h2>(.*?)<\/h2>/.exec(article.story)![1]!);
      await page.getByRole('heading', { level: 2, name: storyHeading }).waitFor();
      const back = page
        .getByRole('link', { name: new RegExp(`${news}.*2024|2024.*${news}`, 'i') })
        .first();
      expect(await back.getAttribute('href')).toBe(`${prefix}/news/2024/`);
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent())!,
      );
      expect(jsonLd).toMatchObject({
        '@type': 'NewsArticle',
        headline: article.title,
        datePublished: article.pubdate,
      });
      await expect(page.locator('meta[property="og:type"]').getAttribute('content')).resolves.toBe(
        'article',
      );
      await context.close();
    });
  });

for (const { lang, prefix, intl, by } of [LANGUAGES[0]!, LANGUAGES[2]!])
  test.describe(`an article published after the last build, in ${lang}`, () => {
    test('is loaded from the API, cleaned and shown where its page would be', async ({
      newVisitor,
    }) => {
      const [existing] = await apiGet<ArticleSummary[]>(`/articles?year=${THIS_YEAR}`);
      const uuid = '7d0c3e55-0b1f-4b8e-9d8a-5b7f0a9c1e42';
      const fresh = {
        ...existing!,
        uuid,
        title: 'Fresh Off the Press: 500 Baby Kits Delivered',
        author: 'Hannah Carlisle',
        pubdate: `${THIS_YEAR}-01-02T18:00:00.000Z`,
        story:
          '<p>Our volunteers delivered 500 baby kits.</p><img src="x" onerror="window.__hacked = true">' +
          '<script>window.__hacked = true</script><h2>Where they went</h2>',
      };
      await addFault({ method: 'GET', path: `/articles/uid/${uuid}`, status: 200, body: fresh });
      const { context, page } = await newVisitor({ locale: `${lang}-US` });
      await page.goto(`${SITE}${prefix}/news/article/${uuid}/`);
      await page.getByRole('heading', { level: 1, name: fresh.title }).waitFor();
      // The address stays the article's: the not-found page does not send the visitor elsewhere.
      expect(page.url()).toBe(`${SITE}${prefix}/news/article/${uuid}/`);
      await page.getByText(`${by} Hannah Carlisle`).waitFor();
      await page.getByText(longDate(fresh.pubdate, intl)).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Where they went' }).waitFor();
      expect(await page.title()).toBe(`${fresh.title} | Pro-Life Utah`);
      expect(await page.locator('main img[onerror], main script').count()).toBe(0);
      expect(
        await page.evaluate(() => (window as { __hacked?: boolean }).__hacked),
      ).toBeUndefined();
      const [request] = await sandboxRequests(`/articles/uid/${uuid}`);
      expect(request!.headers).toMatchObject({
        token: 'sandbox-token',
        apikey: 'sandbox-key',
        apipassword: 'sandbox-key',
      });
      await context.close();
    });

    // Says the article is not available, with the spec's "Error" toast and the server's Message.
    test('says the article is not available, and the server’s message, when the API has no such article', async ({
      newVisitor,
    }) => {
      const { context, page } = await newVisitor({ locale: `${lang}-US` });
      await page.goto(`${SITE}${prefix}/news/article/00000000-0000-4000-8000-000000000000/`);
      await page.getByRole('heading', { level: 1, name: UNAVAILABLE(lang) }).waitFor();
      await expect(page.getByRole('status').count()).resolves.toBe(0);
      await toast(page, lang === 'pt' ? 'Erro' : 'Error', 'Article not found.').waitFor();
      await context.close();
    });
  });

test.describe('the RSS feeds', () => {
  for (const { lang, prefix } of LANGUAGES)
    test(`${lang}: valid RSS with the latest articles, linked from the page head`, async ({
      page,
    }) => {
      await page.goto(`${SITE}${prefix}/news/${THIS_YEAR}/`);
      const href = await page
        .locator('link[rel="alternate"][type="application/rss+xml"]')
        .getAttribute('href');
      expect(href).toBe(`${prefix}/rss.xml`);
      const feed = await page.evaluate(async (url) => {
        const response = await fetch(url);
        const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
        const items = Array.from(doc.querySelectorAll('item'));
        return {
          contentType: response.headers.get('content-type'),
          errors: doc.getElementsByTagName('parsererror').length,
          version: doc.documentElement.getAttribute('version'),
          items: items.map((item) => ({
            title: item.querySelector('title')?.textContent,
            link: item.querySelector('link')?.textContent,
            pubDate: item.querySelector('pubDate')?.textContent,
          })),
        };
      }, href!);
      expect(feed.errors).toBe(0);
      expect(feed.version).toBe('2.0');
      expect(feed.contentType).toMatch(/xml/);
      expect(feed.items.length).toBeGreaterThan(0);
      expect(feed.items.length).toBeLessThanOrEqual(30);
      const newest = (await apiGet<ArticleSummary[]>(`/articles?year=${THIS_YEAR}`))[0]!;
      expect(feed.items[0]).toEqual({
        title: newest.title,
        link: `https://www.prolifeutah.org${prefix}/news/article/${newest.uuid}/`,
        pubDate: new Date(newest.pubdate).toUTCString(),
      });
    });
});
