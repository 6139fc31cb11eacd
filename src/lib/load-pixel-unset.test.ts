// The site as built without GATSBY_FACEBOOK_PIXEL_ID, wired the way Gatsby runs it: the
// browser entry and route hooks, the server-rendered body, and a donation click. Meta must
// receive nothing: no script, no fbq, no noscript image, no request.
import type { GatsbySSR } from 'gatsby';
import { PIXEL_SCRIPT_URL } from './load-pixel';

type Hooks = {
  browser: { onClientEntry: () => void; onRouteUpdate: () => void };
  ssr: { onRenderBody: GatsbySSR['onRenderBody'] };
  trackDonation: (value: number) => void;
};

/** Loads the hooks fresh, with the environment the build would have had. */
const hooksBuiltWith = async (pixelId: string | undefined): Promise<Hooks> => {
  const saved = process.env.GATSBY_FACEBOOK_PIXEL_ID;
  if (pixelId === undefined) delete process.env.GATSBY_FACEBOOK_PIXEL_ID;
  else process.env.GATSBY_FACEBOOK_PIXEL_ID = pixelId;
  let hooks: Hooks | undefined;
  await jest.isolateModulesAsync(async () => {
    hooks = {
      browser: (await import('../../gatsby-browser')) as unknown as Hooks['browser'],
      ssr: (await import('../../gatsby-ssr')) as Hooks['ssr'],
      trackDonation: (await import('./pixel')).trackDonation,
    };
  });
  if (saved === undefined) delete process.env.GATSBY_FACEBOOK_PIXEL_ID;
  else process.env.GATSBY_FACEBOOK_PIXEL_ID = saved;
  return hooks!;
};

const facebookElements = () =>
  document.querySelectorAll('script[src*="facebook"], img[src*="facebook"]');

afterEach(() => {
  delete (window as { fbq?: unknown }).fbq;
  delete (window as { _fbq?: unknown })._fbq;
  facebookElements().forEach((element) => element.remove());
  jest.restoreAllMocks();
});

/** Runs a visit: entry, a route change, the idle moment the loader waits for, a donation. */
const visit = (hooks: Hooks) => {
  const idle: Array<() => void> = [];
  Object.defineProperty(window, 'requestIdleCallback', {
    value: (callback: () => void) => idle.push(callback),
    configurable: true,
  });
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  hooks.browser.onClientEntry();
  hooks.browser.onRouteUpdate();
  window.dispatchEvent(new Event('load'));
  idle.forEach((run) => run());
  hooks.trackDonation(50);
  const postBody: unknown[] = [];
  hooks.ssr.onRenderBody?.(
    {
      setPostBodyComponents: (components: unknown[]) => postBody.push(...components),
      // The language script of English pages goes in the head; not what this test looks at.
      setHeadComponents: () => undefined,
      pathname: '/donate/',
    } as unknown as Parameters<NonNullable<GatsbySSR['onRenderBody']>>[0],
    {
      plugins: [],
    },
  );
  return { postBody, fetchSpy };
};

describe('the Meta pixel without GATSBY_FACEBOOK_PIXEL_ID', () => {
  it('loads no script, defines no fbq, renders no noscript image and requests nothing', async () => {
    const { postBody, fetchSpy } = visit(await hooksBuiltWith(undefined));
    expect(document.querySelectorAll(`script[src="${PIXEL_SCRIPT_URL}"]`)).toHaveLength(0);
    expect(facebookElements()).toHaveLength(0);
    expect((window as { fbq?: unknown }).fbq).toBeUndefined();
    expect(postBody).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('does all of that once an id is set (the check above can see a pixel)', async () => {
    const { postBody } = visit(await hooksBuiltWith('123456'));
    expect(document.querySelectorAll(`script[src="${PIXEL_SCRIPT_URL}"]`)).toHaveLength(1);
    expect(typeof (window as { fbq?: unknown }).fbq).toBe('function');
    expect(postBody).toHaveLength(1);
  });
});
