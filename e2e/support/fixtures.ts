import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { DESKTOP } from './browser';

export interface VisitorOptions {
  viewport?: { width: number; height: number };
  locale?: string;
  reducedMotion?: 'reduce' | 'no-preference';
  timezoneId?: string;
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
}

/** Opens a fresh visitor: own storage, given browser language, viewport and time zone. */
export type NewVisitor = (options?: VisitorOptions) => Promise<Visitor>;

/**
 * `page` and `context` are the default visitor (desktop, en-US). `newVisitor` is for tests that
 * need another language or viewport, or two visitors at once; its contexts close after the
 * test, also when it fails, and their traces are kept like the default page's.
 */
export const test = base.extend<{ newVisitor: NewVisitor }>({
  newVisitor: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (options = {}) => {
      const context = await browser.newContext({
        viewport: options.viewport ?? DESKTOP,
        locale: options.locale ?? 'en-US',
        reducedMotion: options.reducedMotion ?? 'no-preference',
        timezoneId: options.timezoneId,
      });
      contexts.push(context);
      return { context, page: await context.newPage() };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };
