import fs from 'fs/promises';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { LANGUAGES } from '../lib/languages';
import { newsFeedPath } from '../lib/news-feed';
import { rssFeedXml, type FeedArticle } from './rss-feed-xml';

const FEED_SIZE = 30;

interface FeedQuery {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  allPluapiArticle: { nodes: FeedArticle[] };
}

/** public/rss.xml, public/es/rss.xml and public/pt/rss.xml: the latest articles per language. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<FeedQuery>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allPluapiArticle(sort: { pubdate: DESC }, limit: ${FEED_SIZE}) {
        nodes {
          uuid
          title
          socialDescription
          pubdate
          author
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the articles for the RSS feeds', result.errors);
    return;
  }
  // siteUrl is already the canonical www origin (gatsby-config.ts).
  const origin = (result.data.site?.siteMetadata?.siteUrl ?? '').replace(/\/+$/, '');
  const articles = result.data.allPluapiArticle.nodes;
  const buildDate = new Date();
  await Promise.all(
    LANGUAGES.map(async (language) => {
      const file = path.join('public', newsFeedPath(language));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, rssFeedXml(articles, { origin, language, buildDate }));
    }),
  );
  reporter.info(`RSS feeds written: ${articles.length} articles in ${LANGUAGES.length} languages`);
};
