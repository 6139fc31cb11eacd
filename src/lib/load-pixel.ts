// The Meta pixel, kept off the critical path: a tiny queue stub is defined at once (so early
// events such as a quick donate click are kept), and Meta's script is fetched only once the
// page has loaded and the browser is idle. Without a pixel id nothing is defined or loaded.
import { inAnyLanguage } from './languages';

export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

interface FbqStub {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: FbqStub;
  loaded: boolean;
  version: string;
  disablePushState: boolean;
}

type PixelWindow = Window & { fbq?: (...args: unknown[]) => void; _fbq?: unknown };

/** The same queue Meta's own snippet defines; fbevents.js replays it when it arrives. */
const installStub = (win: PixelWindow): FbqStub => {
  const stub = function (...args: unknown[]) {
    if (stub.callMethod) stub.callMethod(...args);
    else stub.queue.push(args);
  } as FbqStub;
  stub.queue = [];
  stub.push = stub;
  stub.loaded = true;
  stub.version = '2.0';
  // Meta's script otherwise sends a PageView of its own on every history change, which would
  // double-count pages and bypass the capability-URL rule below.
  stub.disablePushState = true;
  win.fbq = stub;
  win._fbq ??= stub;
  return stub;
};

const whenIdle = (win: PixelWindow, run: () => void): void => {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(run, { timeout: 5000 });
    else win.setTimeout(run, 1500);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
};

const injectScript = (win: PixelWindow): void => {
  const script = win.document.createElement('script');
  script.async = true;
  script.src = PIXEL_SCRIPT_URL;
  win.document.head.appendChild(script);
};

/** Defines `fbq`, initialises the pixel and schedules Meta's script. Does nothing without an id. */
export const loadPixel = (pixelId: string, win: PixelWindow = window): void => {
  // Someone (a tag manager, a test) already set up fbq: leave it alone, as Meta's snippet does.
  if (!pixelId || win.fbq) return;
  installStub(win)('init', pixelId);
  whenIdle(win, () => injectScript(win));
};

/**
 * Pages whose address is a capability: whoever has the URL sees the data (a life-grant
 * balance by its uid, in any language). Meta must never receive such an address.
 */
const CAPABILITY_PAGE = inAnyLanguage('/services/life-grant-balance/.');

export const isCapabilityPage = (pathname: string): boolean => CAPABILITY_PAGE.test(pathname);

/**
 * One PageView per page, including Gatsby's client-side navigations, except on capability
 * pages: a PageView carries the page's full URL to Meta.
 */
export const trackPageView = (win: PixelWindow = window): void => {
  if (typeof win.fbq !== 'function' || isCapabilityPage(win.location.pathname)) return;
  try {
    win.fbq('track', 'PageView');
  } catch {
    // Analytics must never break navigation.
  }
};
