import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import { inEveryLanguage } from './in-every-language';

interface BillPagesQuery {
  allLegislatureBill: { nodes: Array<{ id: string; slug: string }> };
}

const TEMPLATE = path.resolve('src/templates/legislature-bill.tsx');

/** A page per followed bill, in every language: /legislature/<session>-<bill>/. */
export const createLegislaturePages = async ({ graphql, actions, reporter }: CreatePagesArgs) => {
  const result = await graphql<BillPagesQuery>(`
    {
      allLegislatureBill {
        nodes {
          id
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      'Could not query the followed bills to create their pages',
      result.errors,
    );
    return;
  }
  for (const { id, slug } of result.data.allLegislatureBill.nodes) {
    const page = { path: `/legislature/${slug}/`, component: TEMPLATE, context: { id } };
    inEveryLanguage(page).forEach((localised) => actions.createPage(localised));
  }
};
