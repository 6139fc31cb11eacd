import { loadPixel, PIXEL_SCRIPT_URL, trackPageView } from './load-pixel';
import { trackDonation } from './pixel';

type PixelWindow = Window & { fbq?: ((...args: unknown[]) => void) & { queue?: unknown[][] } };
const pixelWindow = () => window as unknown as PixelWindow;
const pixelScripts = () => document.querySelectorAll(`script[src="${PIXEL_SCRIPT_URL}"]`);

afterEach(() => {
  delete pixelWindow().fbq;
  delete (window as unknown as { _fbq?: unknown })._fbq;
  pixelScripts().forEach((script) => script.remove());
  jest.restoreAllMocks();
});

describe('loadPixel', () => {
  it('without a pixel id defines nothing and loads nothing, and donations still work', () => {
    loadPixel('');
    expect(pixelWindow().fbq).toBeUndefined();
    expect(pixelScripts()).toHaveLength(0);
    expect(() => trackDonation(50)).not.toThrow();
    expect(() => trackPageView()).not.toThrow();
  });

  it('queues calls at once but fetches Meta’s script only when the browser is idle', () => {
    let idleCallback: (() => void) | undefined;
    const requestIdle = jest.fn((callback: () => void) => {
      idleCallback = callback;
      return 1;
    });
    Object.defineProperty(window, 'requestIdleCallback', {
      value: requestIdle,
      configurable: true,
    });

    loadPixel('123456');
    trackPageView();
    trackDonation(100);
    expect(pixelWindow().fbq?.queue).toEqual([
      ['init', '123456'],
      ['track', 'PageView'],
      ['track', 'Donate', { value: 100, currency: 'USD' }],
    ]);
    expect(pixelScripts()).toHaveLength(0);

    expect(idleCallback).toBeDefined();
    idleCallback!();
    expect(pixelScripts()).toHaveLength(1);
    expect((pixelScripts()[0] as HTMLScriptElement).async).toBe(true);
  });

  it('leaves an fbq that is already there untouched', () => {
    const existing = jest.fn();
    pixelWindow().fbq = existing;
    loadPixel('123456');
    expect(pixelWindow().fbq).toBe(existing);
    expect(existing).not.toHaveBeenCalled();
  });
});

describe('trackPageView', () => {
  const pageViewsAt = (pathname: string) => {
    window.history.pushState({}, '', pathname);
    const fbq = jest.fn();
    pixelWindow().fbq = fbq;
    trackPageView();
    return fbq.mock.calls.filter(([, event]) => event === 'PageView').length;
  };

  afterEach(() => window.history.pushState({}, '', '/'));

  it.each([
    '/services/life-grant-balance/3f2a9c/',
    '/es/services/life-grant-balance/3f2a9c/',
    '/pt/services/life-grant-balance/3f2a9c',
  ])('sends no PageView from the capability page %s', (pathname) => {
    expect(pageViewsAt(pathname)).toBe(0);
  });

  it.each(['/', '/action-email/42/', '/es/donate/', '/services/life-grant-balance/'])(
    'sends one PageView from %s',
    (pathname) => {
      expect(pageViewsAt(pathname)).toBe(1);
    },
  );

  it('stops Meta’s script from sending PageViews of its own on history changes', () => {
    loadPixel('123456');
    expect((pixelWindow().fbq as unknown as { disablePushState?: boolean }).disablePushState).toBe(
      true,
    );
  });
});
