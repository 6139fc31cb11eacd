// A visitor may write any X-Forwarded-Host. Behind the edge the server trusts the edge, so a
// host claimed that way once chose the bare-host 301, and the edge cached that 301 for an hour
// under the page's real address: one request turned the page into a redirect for everyone.
import http from 'http';
import { expect, test } from '../support/fixtures';
import { projectSite } from '../support/browser';

const get = (target: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const url = new URL(target, projectSite());
    const request = http.get(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, headers },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    request.on('error', reject);
  });

// The site's canonical host is www.prolifeutah.org; its bare twin is what a stranger claims.
const POISON: Array<Record<string, string>> = [
  { 'x-forwarded-host': 'prolifeutah.org' },
  { forwarded: 'host=prolifeutah.org' },
];

test("a stranger's X-Forwarded-Host never reaches a cached answer", async ({ page }) => {
  for (const poison of POISON) {
    // A fresh cache entry each run: the query string is part of the edge's key.
    const target = `/es/?run=${Date.now()}`;
    const poisoned = await get(target, poison);
    expect(poisoned.status).toBe(200);
    expect(poisoned.headers).not.toHaveProperty('location');

    // The next visitor, in a browser, gets the page itself from the edge's copy.
    const answer = await page.goto(`${projectSite()}${target}`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['x-cache']).toBe('HIT');
    expect(new URL(page.url()).origin).toBe(projectSite());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the same claim under the www host leaves that page normal too', async () => {
  const target = `/es/?run=${Date.now()}`;
  const www = { host: 'www.prolifeutah.org' };
  expect((await get(target, { ...www, ...POISON[0] })).status).toBe(200);
  for (let visit = 0; visit < 3; visit += 1) {
    const plain = await get(target, www);
    expect(plain.status).toBe(200);
    expect(plain.headers['x-cache']).toBe('HIT');
  }
});
