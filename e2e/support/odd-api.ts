import type { Page, Route } from '@playwright/test';
import type { NewVisitor } from './fixtures';

/** Answers every call to `apiPath` (below /rest/pluapi/v1) with `body`, as a careless API would. */
export const answerWith = (page: Page, apiPath: string, body: unknown): Promise<unknown> =>
  page.route(`**/rest/pluapi/v1${apiPath}`, (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(body),
    }),
  );

/** Never answers calls to `apiPath`: the request stays open for as long as the page lives. */
export const neverAnswer = (page: Page, apiPath: string): Promise<unknown> =>
  page.route(`**/rest/pluapi/v1${apiPath}`, () => undefined);

export interface WatchedVisitor {
  page: Page;
  /** Uncaught errors the page threw (what blanked pages before). */
  pageErrors: string[];
  close: () => Promise<void>;
}

/** A visitor whose uncaught page errors are collected, in a given time zone and viewport. */
export const watchedVisitor = async (
  newVisitor: NewVisitor,
  options: { timezoneId?: string; viewport?: { width: number; height: number } } = {},
): Promise<WatchedVisitor> => {
  const { context, page } = await newVisitor(options);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { page, pageErrors, close: () => context.close() };
};
