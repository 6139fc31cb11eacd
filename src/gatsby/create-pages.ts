import type { GatsbyNode } from 'gatsby';
import { createNewsPages } from './create-news-pages';
import { createRedirects } from './redirects';
import { createScoreCardPages } from './create-score-card-pages';
import { createLegislaturePages } from './create-legislature-pages';
import { createLegalPages } from './create-legal-pages';

export const createPages: GatsbyNode['createPages'] = async (args) => {
  createRedirects(args.actions);
  createLegalPages(args.actions);
  await createNewsPages(args);
  await createScoreCardPages(args);
  await createLegislaturePages(args);
};
