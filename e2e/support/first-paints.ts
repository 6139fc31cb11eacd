import type { BrowserContext, Page } from '@playwright/test';
import { waitForHydration } from './browser';

export interface Paint {
  /** The address of the document that painted. */
  path: string;
  /** 'first-paint' or 'first-contentful-paint'. */
  name: string;
  /** The language the document says it is in. */
  lang: string;
}

export interface PaintWatch {
  paints: Paint[];
  /** Console errors and uncaught exceptions (React's hydration errors #418, #423 among them). */
  errors: string[];
}

/**
 * Records every paint of every document the visitor's pages show, as the browser reports it
 * (PerformanceObserver, buffered: a paint before the observer exists counts too), and every
 * console error. Call before the first page opens.
 */
export const watchPaints = async (context: BrowserContext): Promise<PaintWatch> => {
  const watch: PaintWatch = { paints: [], errors: [] };
  await context.exposeBinding('__reportPaint', (_source, paint: Paint) => {
    watch.paints.push(paint);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportPaint: (paint: Paint) => void }).__reportPaint;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        report({
          path: location.pathname,
          name: entry.name,
          lang: document.documentElement.lang,
        });
    }).observe({ type: 'paint', buffered: true });
  });
  context.on('console', (message) => {
    // The favicon robots.txt asks for (the site's pages name their own icon) is not the page's.
    const { url } = message.location();
    if (message.type() === 'error' && !url.endsWith('/favicon.ico'))
      watch.errors.push(`${message.text()} (${url})`);
  });
  context.on('weberror', (error) => watch.errors.push(error.error().message));
  return watch;
};

/**
 * Holds the answer for `path` back for `ms`: the page the visitor leaves has all that time to
 * paint, so a test that finds no paint of it cannot pass by luck.
 */
export const slowDown = async (page: Page, origin: string, path: string, ms = 1500) => {
  await page.route(`${origin}${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
};

/** Saves a language as the language menu does, on the site's origin, before any page of it. */
export const saveLanguage = async (page: Page, origin: string, language: string) => {
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((value) => localStorage.setItem('gatsby-i18next-language', value), language);
};

interface LanguageCase {
  context: BrowserContext;
  page: Page;
  origin: string;
  /** Saved by the language menu on an earlier visit, if any. */
  saved?: string;
  /** Where the visitor must end up, and its <html lang>. */
  expected: { path: string; lang: string };
}

/**
 * Opens `/` and returns what was painted on the way: the test then checks that no English
 * frame was (or, for English visitors, that English was painted and nothing else).
 */
export const openHome = async ({ context, page, origin, saved, expected }: LanguageCase) => {
  const watch = await watchPaints(context);
  if (saved) {
    await saveLanguage(page, origin, saved);
    // robots.txt is no page of the site: what the browser said about it (its favicon) is not counted.
    watch.errors.length = 0;
  }
  if (expected.path !== '/') await slowDown(page, origin, expected.path);
  await page.goto(`${origin}/`);
  await page.waitForURL(`${origin}${expected.path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The scripts come after the first paint: once React has the page, a hydration error would
  // have been reported.
  await waitForHydration(page, '#site-menu');
  await page.waitForLoadState('networkidle');
  return {
    ...watch,
    paints: watch.paints.filter((paint) => !paint.path.endsWith('.txt')),
  };
};
