// The staff console over HTTP as a browser behind the edge reaches it, signed in through the
// sandbox OpenID provider's real login form.
import { CookieJar } from './cookie-jar';
import { loginAtProvider, TEST_CONSOLE_ORIGIN } from './staff-auth-fixture';

export interface ConsoleAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** `baseUrl` is read per request: a fixture's restart moves the server to a new port. */
export function consoleClient(baseUrl: () => string) {
  const send = async (
    method: 'GET' | 'POST',
    pathname: string,
    jar?: CookieJar,
    form?: Record<string, string>,
  ): Promise<ConsoleAnswer> => {
    const cookie = jar?.header();
    const response = await fetch(`${baseUrl()}${pathname}`, {
      method,
      redirect: 'manual',
      headers: {
        // As behind the edge: the console is reached by its public name (STAFF_PUBLIC_URL).
        'x-forwarded-host': new URL(TEST_CONSOLE_ORIGIN).host,
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    jar?.store(response.headers.getSetCookie());
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const get = (pathname: string, jar?: CookieJar) => send('GET', pathname, jar);
  const post = (pathname: string, form: Record<string, string>, jar: CookieJar) =>
    send('POST', pathname, jar, form);

  return {
    get,
    post,
    async signIn(email: string): Promise<CookieJar> {
      const jar = new CookieJar();
      const start = await get('/staff/sign-in/start?return=%2Fstaff%2F', jar);
      const callback = new URL(await loginAtProvider(String(start.headers.get('location')), email));
      const back = await get(`${callback.pathname}${callback.search}`, jar);
      if (back.status !== 303) throw new Error(`sign-in of ${email} answered ${back.status}`);
      return jar;
    },
    /** The anti-forgery token a publisher's confirmation page carries. */
    async csrf(jar: CookieJar, pathname = '/staff/confirm/rebuild'): Promise<string> {
      const page = await get(pathname, jar);
      const token = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1];
      if (!token) throw new Error(`no token on ${pathname}: ${page.status}`);
      return token;
    },
    /** The summary at the top, as the page's script reads it every few seconds. */
    async summary(jar: CookieJar): Promise<string> {
      return JSON.parse((await get('/staff/api/timeline', jar)).text).summary as string;
    },
  };
}

/** One build's card in the console's page: from its list item to the end of its article. */
export function buildCard(page: string, buildId: string): string {
  const start = page.indexOf(`id="build-${buildId}"`);
  if (start < 0) throw new Error(`no card for build ${buildId}`);
  return page.slice(start, page.indexOf('</article>', start));
}
