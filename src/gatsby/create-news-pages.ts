import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import { articlePath, newsYearPath, newsYears } from '../features/news/news-paths';
import { inEveryLanguage } from './in-every-language';

interface NewsPagesQuery {
  site: { buildYear: string } | null;
  allPluapiArticle: { nodes: Array<{ id: string; uuid: string }> };
}

const YEAR_TEMPLATE = path.resolve('src/templates/news-year.tsx');
const ARTICLE_TEMPLATE = path.resolve('src/templates/article.tsx');

/**
 * news/{year} for 2016..the build year (even a year without articles: the dropdown offers
 * it), and news/article/{uuid} for every article, each in every language.
 */
export const createNewsPages = async ({ graphql, actions, reporter }: CreatePagesArgs) => {
  const result = await graphql<NewsPagesQuery>(`
    {
      site {
        buildYear: buildTime(formatString: "YYYY")
      }
      allPluapiArticle {
        nodes {
          id
          uuid
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the news articles to create their pages', result.errors);
    return;
  }
  // The same year the navbar's News link and the year dropdown use.
  const buildYear = Number(result.data.site?.buildYear);
  const pages = [
    ...newsYears(buildYear).map((year) => ({
      path: newsYearPath(year),
      component: YEAR_TEMPLATE,
      context: { year },
    })),
    ...result.data.allPluapiArticle.nodes.map(({ id, uuid }) => ({
      path: articlePath(uuid),
      component: ARTICLE_TEMPLATE,
      context: { id },
    })),
  ];
  for (const page of pages)
    inEveryLanguage(page).forEach((localised) => actions.createPage(localised));
};
