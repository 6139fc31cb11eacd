// The sandbox provider as a browser meets it, for tests that need its own session (its
// cookies in one jar): what it shows, and its forms submitted as they stand.
import { CookieJar } from './cookie-jar';
import { TEST_CONSOLE_ORIGIN } from './staff-auth-fixture';

export type ProviderVisit = { back: string } | { page: string; url: string };

/** Follows the provider's redirects until it sends the browser back to the console or shows a page. */
export async function visitProvider(
  url: string,
  jar: CookieJar,
  form?: URLSearchParams,
): Promise<ProviderVisit> {
  let next = url;
  let body = form?.toString();
  for (let step = 0; step < 15; step += 1) {
    const response = await fetch(next, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    jar.store(response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (!location) return { page: await response.text(), url: next };
    const target = new URL(location, next);
    if (target.origin === TEST_CONSOLE_ORIGIN) return { back: target.href };
    next = target.href;
    body = undefined;
  }
  throw new Error('the provider kept redirecting');
}

/** Submits a page's first form with its hidden fields, plus `press` (the button pressed). */
export function submitFirstForm(
  visit: { page: string; url: string },
  jar: CookieJar,
  press: Record<string, string> = {},
): Promise<ProviderVisit> {
  const action = /<form[^>]*action="([^"]+)"/.exec(visit.page)?.[1];
  if (!action) throw new Error(`no form on the provider's page: ${visit.page.slice(0, 400)}`);
  const fields = new URLSearchParams(press);
  for (const [, name = '', value = ''] of visit.page.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
  )) {
    fields.set(name, value);
  }
  return visitProvider(new URL(action.replace(/&amp;/g, '&'), visit.url).href, jar, fields);
}
