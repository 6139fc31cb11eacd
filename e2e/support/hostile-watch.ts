import type { BrowserContext, Locator, Page } from 'playwright-core';

export interface HostileWatch {
  /** What a payload that ran would leave behind: dialogs, the global flag, foreign requests. */
  findings: () => Promise<string[]>;
}

/** Records dialogs and requests to any host but loopback, and blocks the latter. */
export const watchForHostileEffects = async (
  context: BrowserContext,
  page: Page,
): Promise<HostileWatch> => {
  const dialogs: string[] = [];
  const foreign: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      foreign.push(`request to ${route.request().url()}`);
      return route.abort();
    },
  );
  return {
    findings: async () => {
      const flag = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
      return [
        ...dialogs,
        ...foreign,
        ...(flag === undefined ? [] : [`window.__xss = ${String(flag)}`]),
      ];
    },
  };
};

/**
 * The positive control: puts HTML into `container` the way React's dangerouslySetInnerHTML
 * does (innerHTML), without the sanitiser. Payloads that then run prove that the watcher
 * sees execution on this very page, under the site's own Content-Security-Policy.
 */
export const insertUnsanitised = (container: Locator, html: string): Promise<void> =>
  container.evaluate((element, raw) => {
    element.innerHTML = raw;
  }, html);
