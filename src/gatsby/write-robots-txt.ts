import fs from 'fs/promises';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { canonicalOrigin, siteConfig } from '../lib/config';

/** Everything may be crawled; the sitemap lives on the canonical www host. */
export const robotsTxt = (siteUrl: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${canonicalOrigin(siteUrl)}/sitemap-index.xml\n`;

export const writeRobotsTxt: GatsbyNode['onPostBuild'] = async () => {
  await fs.writeFile(path.resolve('public/robots.txt'), robotsTxt(siteConfig.siteUrl));
};
