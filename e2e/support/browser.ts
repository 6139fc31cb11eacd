import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/ensure-chromium';
import { E2E_SERVER_PORT } from '../ports';

export const SITE = `http://127.0.0.1:${E2E_SERVER_PORT}`;
export const API = process.env.E2E_SANDBOX_URL || 'http://127.0.0.1:4011';

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

let browser: Browser | null = null;

export const launch = async (): Promise<Browser> => {
  browser ??= await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return browser;
};

export const closeBrowser = async (): Promise<void> => {
  await browser?.close();
  browser = null;
};

interface ContextOptions {
  viewport?: { width: number; height: number };
  locale?: string;
  reducedMotion?: 'reduce' | 'no-preference';
}

/** A fresh visitor: own storage, given browser language and viewport. */
export const newVisitor = async (
  options: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await (
    await launch()
  ).newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'en-US',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const page = await context.newPage();
  return { context, page };
};

/** React has hydrated the element matched by `selector`: before that, clicks and changes are lost. */
export const waitForHydration = (page: Page, selector: string): Promise<unknown> =>
  page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
