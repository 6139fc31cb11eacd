// The site search works through the edge: Pagefind's gzip chunks pass unchanged.
import { expect, test } from '../support/fixtures';

test('searching through the edge finds an article by a word of its body', async ({ page }) => {
  await page.goto('/search/?q=referrals');
  const links = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links.first()).toHaveText(/Volunteer Spotlight: Meet the Mobile Clinic/);
});

test("Pagefind's chunk files are cached as they are, never re-encoded", async ({ request }) => {
  const entry = (await (await request.get('/pagefind/pagefind-entry.json')).json()) as {
    languages: Record<string, { hash: string }>;
  };
  const hash = entry.languages.en?.hash ?? Object.values(entry.languages)[0]!.hash;
  const meta = `/pagefind/pagefind.${hash}.pf_meta`;
  await request.get(meta);
  const cached = await request.get(meta);
  expect(cached.headers()['x-cache']).toBe('HIT');
  expect(cached.headers()['content-type']).toBe('application/gzip');
  expect(cached.headers()).not.toHaveProperty('content-encoding');
});
