import { expect, test, type Locator, type Page } from '@playwright/test';
import { sandboxUrl } from '../../scripts/sandbox-env';
import { E2E_PROXY_SERVER_PORT, E2E_SANDBOX_PORT, E2E_SERVER_PORT } from '../../scripts/e2e-ports';

/** The production server serving the direct-mode build. */
export const SITE = `http://127.0.0.1:${E2E_SERVER_PORT}`;
/** The production server serving the proxy-mode build. */
export const PROXY_SITE = `http://127.0.0.1:${E2E_PROXY_SERVER_PORT}`;
/** The site the running project drives: the proxy-mode server, or the edge in front of one. */
export const projectSite = (): string =>
  new URL(test.info().project.use.baseURL ?? PROXY_SITE).origin;
/** The sandbox API both builds talk to. */
export const API = sandboxUrl(E2E_SANDBOX_PORT);

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** Whether React has hydrated the element: before that, clicks and changes are lost. */
const hasReactProps = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps'));

/** Waits until React has hydrated the element `locator` finds. */
export const waitForLocatorHydration = (locator: Locator): Promise<void> =>
  expect.poll(() => locator.evaluate(hasReactProps)).toBe(true);

/** React has hydrated the element matched by `selector`: before that, clicks and changes are lost. */
export const waitForHydration = (page: Page, selector: string): Promise<unknown> =>
  page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
