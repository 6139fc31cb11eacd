import type { GatsbyNode } from 'gatsby';
import { createRedirects } from './redirects';

export const createPages: GatsbyNode['createPages'] = async (args) => {
  createRedirects(args.actions);
};
