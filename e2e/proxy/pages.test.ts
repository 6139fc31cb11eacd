import { expect, test } from '../support/fixtures';
import { apiGet, clearSandboxRequests } from '../support/sandbox';
import { expectSentWithoutCredentials, recordApiCalls } from '../support/proxy-calls';

// Content pages of the proxy-mode build, served by the production server.

interface ArticleSummary {
  uuid: string;
  title: string;
}

test.beforeEach(clearSandboxRequests);

test('the home page shows the API figures and the featured article, with no credential sent', async ({
  page,
}) => {
  const impact = await apiGet<{ babiesSaved: number }>('/women/reports/impact');
  const [featured] = await apiGet<ArticleSummary[]>('/articles?page=1&maxRecords=1&typeID=2');
  const calls = recordApiCalls(page);
  await page.goto('/');
  const impactSection = page.getByRole('region', { name: 'Our impact' });
  const babies = new Intl.NumberFormat('en-US').format(impact.babiesSaved);
  await expect(impactSection.getByText(babies, { exact: true }).first()).toBeAttached();
  await expect(page.getByRole('link', { name: featured!.title }).first()).toBeVisible();
  await expectSentWithoutCredentials(calls);
});

test('a news article shows its title and story and links back to its year', async ({ page }) => {
  const [summary] = await apiGet<ArticleSummary[]>('/articles?year=2024');
  const article = await apiGet<ArticleSummary & { story: string }>(
    `/articles/uid/${summary!.uuid}`,
  );
  const calls = recordApiCalls(page);
  await page.goto(`/news/article/${article.uuid}/`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  // The story's first subheading, as plain text.
  const storyHeading = /<h2>(.*?)<\/h2>/.exec(article.story)![1]!.replace(/<[^>]+>/g, '');
  await expect(page.getByRole('heading', { level: 2, name: storyHeading })).toBeVisible();
  const back = page.getByRole('link', { name: /News.*2024|2024.*News/i }).first();
  await expect(back).toHaveAttribute('href', '/news/2024/');
  await expectSentWithoutCredentials(calls);
});
