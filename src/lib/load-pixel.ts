// The Meta pixel, kept off the critical path: a tiny queue stub is defined at once (so early
// events such as a quick donate click are kept), and Meta's script is fetched only once the
// page has loaded and the browser is idle. Without a pixel id nothing is defined or loaded.
export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

interface FbqStub {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: FbqStub;
  loaded: boolean;
  version: string;
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

/** One PageView per page, including Gatsby's client-side navigations. */
export const trackPageView = (win: PixelWindow = window): void => {
  if (typeof win.fbq !== 'function') return;
  try {
    win.fbq('track', 'PageView');
  } catch {
    // Analytics must never break navigation.
  }
};
