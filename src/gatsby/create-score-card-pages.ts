import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import { legislatorPath } from '../lib/score-card-paths';
import { inEveryLanguage } from './in-every-language';

interface ScoreCardPagesQuery {
  allScoreCardLegislator: { nodes: Array<{ id: string; slug: string; name: string | null }> };
}

const TEMPLATE = path.resolve('src/templates/score-card-legislator.tsx');

/** A page per legislator on the score card (none for a vacant seat), in every language. */
export const createScoreCardPages = async ({ graphql, actions, reporter }: CreatePagesArgs) => {
  const result = await graphql<ScoreCardPagesQuery>(`
    {
      allScoreCardLegislator {
        nodes {
          id
          slug
          name
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the score card to create its pages', result.errors);
    return;
  }
  for (const { id, slug, name } of result.data.allScoreCardLegislator.nodes) {
    if (name === null) continue;
    const page = { path: legislatorPath(slug), component: TEMPLATE, context: { id } };
    inEveryLanguage(page).forEach((localised) => actions.createPage(localised));
  }
};
