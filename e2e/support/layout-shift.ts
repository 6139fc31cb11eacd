import type { Page } from '@playwright/test';

/** Sums the page's layout shifts not caused by input, as CLS counts them, from the first paint on. */
export const watchLayoutShift = (page: Page) =>
  page.addInitScript(() => {
    const state = { total: 0 };
    (window as unknown as { layoutShift: typeof state }).layoutShift = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) state.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** Two frames after the last change painted: any shift it caused has been reported. */
export const shiftSoFar = async (page: Page): Promise<number> => {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return page.evaluate(
    () => (window as unknown as { layoutShift: { total: number } }).layoutShift.total,
  );
};
