// Pages from a GraphQL query (Gatsby's tutorial, part 6), then Pagefind over public/ as the
// site's own build does.
const path = require('node:path');

const LANGUAGES = { en: '', es: '/es', pt: '/pt' };
const articleTemplate = path.resolve('./src/templates/article.js');
const yearTemplate = path.resolve('./src/templates/news-year.js');

exports.createPages = async ({ graphql, actions, reporter }) => {
  const result = await graphql(`
    {
      allArticle {
        nodes {
          id
          uuid
          year
        }
      }
    }
  `);
  if (result.errors) return reporter.panicOnBuild('Could not query the articles', result.errors);
  const articles = result.data.allArticle.nodes;
  const years = [...new Set(articles.map((article) => article.year))];
  for (const [language, prefix] of Object.entries(LANGUAGES)) {
    for (const { id, uuid } of articles) {
      actions.createPage({
        path: `${prefix}/news/article/${uuid}/`,
        component: articleTemplate,
        context: { id, language },
      });
    }
    for (const year of years) {
      actions.createPage({
        path: `${prefix}/news/${year}/`,
        component: yearTemplate,
        context: { year, language, prefix },
      });
    }
  }
};

exports.onPostBuild = async ({ reporter }) => {
  const started = Date.now();
  const pagefind = await import('pagefind');
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: 'public' });
    if (added.errors.length) throw new Error(added.errors.join('; '));
    const written = await index.writeFiles({ outputPath: 'public/pagefind' });
    if (written.errors.length) throw new Error(written.errors.join('; '));
    reporter.info(`Pagefind: ${added.page_count} pages in ${(Date.now() - started) / 1000} s`);
  } finally {
    await pagefind.close();
  }
};
