import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { readBuildEnv } from '../../contract/build-env';
import { buildSearchIndex } from './build-search-index';
import { onPostBuild as writeRssFeeds } from './write-rss-feeds';
import { writeRobotsTxt } from './write-robots-txt';
import { stripNulBytes } from './strip-nul-bytes';

// Loaded as the build starts: every page rendered by this build is written after it.
const BUILD_STARTED = Date.now();

/** Files written next to the pages once they are built: the news feeds, robots.txt, the search index. */
// Two parameters only: Gatsby waits for the callback of a three-parameter API forever.
const noCallback = () => undefined;
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, options) => {
  const cleaned = await stripNulBytes(path.resolve('public'), BUILD_STARTED);
  if (cleaned.length) args.reporter.info(`NUL bytes removed from ${cleaned.length} page(s)`);
  await writeRssFeeds?.(args, options, noCallback);
  await writeRobotsTxt?.(args, options, noCallback);
  // Here rather than in a `postbuild` script, so every build (npm start, npm test, a build
  // by hand) ships the index that matches its pages. The production server's webhook builds
  // set SKIP_SEARCH_INDEX=1: it builds the index itself once the pages are live (server/).
  if (readBuildEnv(process.env).skipSearchIndex) {
    args.reporter.info('Pagefind search index skipped (SKIP_SEARCH_INDEX=1): the server builds it');
    return;
  }
  const activity = args.reporter.activityTimer('Pagefind search index');
  activity.start();
  try {
    const { pages, seconds } = await buildSearchIndex(path.resolve('public'));
    activity.setStatus(`${pages} pages in ${seconds.toFixed(1)} s`);
  } catch (error) {
    activity.panicOnBuild(error as Error);
  } finally {
    activity.end();
  }
};
