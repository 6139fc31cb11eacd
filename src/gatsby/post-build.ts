import type { GatsbyNode } from 'gatsby';
import { onPostBuild as writeRssFeeds } from './write-rss-feeds';
import { writeRobotsTxt } from './write-robots-txt';

/** Files written next to the pages once they are built: the news feeds and robots.txt. */
// Two parameters only: Gatsby waits for the callback of a three-parameter API forever.
const noCallback = () => undefined;
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, options) => {
  await writeRssFeeds?.(args, options, noCallback);
  await writeRobotsTxt?.(args, options, noCallback);
};
