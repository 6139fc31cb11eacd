import type { GatsbyNode } from 'gatsby';
import { createNewsPages } from './create-news-pages';
import { createRedirects } from './redirects';

export const createPages: GatsbyNode['createPages'] = async (args) => {
  createRedirects(args.actions);
  await createNewsPages(args);
};
