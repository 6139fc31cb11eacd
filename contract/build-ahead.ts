// A build started ahead of its webhook: the server starts the next `gatsby build` as soon as
// the last one is done, and the source plugin holds it just before sourcing until the server
// writes the changed articles on its standard input. Gatsby's own start (compiling the Gatsby
// files, loading the plugins and the cache: about 4 s at 3,000 articles) is then over before
// the webhook comes. The server writes one line; the plugin prints two that the server reads.
import { decodeChangedArticles, encodeChangedArticles } from './changed-articles';

/** `1`: wait for the changed articles on standard input before sourcing. */
export const WAIT_FOR_CHANGES_ENV = 'PLUAPI_WAIT_FOR_CHANGES';

/** The line the server writes: the changed articles as PLUAPI_CHANGED_ARTICLES holds them. */
export const changesLine = (articles: readonly string[]): string =>
  `${encodeChangedArticles(articles)}\n`;

/** The articles in the server's line; none: every article body is fetched again. */
export const articlesOfChangesLine = (line: string): string[] => decodeChangedArticles(line);

/** Printed when the build starts waiting: Gatsby's steps before it ran ahead of the webhook. */
export const WAITING_LINE = 'waiting for the server to name the changed articles';
const WAITED = /waited (\d+(?:\.\d+)?) s for the server to name the changed articles/;

/** Printed once the line came: the step that held the wait took this much longer. */
export const waitedLine = (seconds: number): string =>
  `waited ${seconds.toFixed(3)} s for the server to name the changed articles`;

/** The seconds a build's output line says it waited, or null for any other line. */
export const secondsWaited = (line: string): number | null => {
  const match = WAITED.exec(line);
  return match ? Number(match[1]) : null;
};
