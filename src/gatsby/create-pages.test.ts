// What the createPages lifecycle does to the site: which pages exist, with which template and
// context, and which legacy addresses redirect where. Gatsby's actions are recorded, not mocked away.
import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import { createPages } from './create-pages';

interface Recorded {
  pages: Array<{ path: string; component: string; context: unknown }>;
  redirects: Array<{ fromPath: string; toPath: string; isPermanent: boolean }>;
  panics: string[];
}

const ARTICLES = [
  { id: 'node-1', uuid: 'b1c2-first' },
  { id: 'node-2', uuid: 'a0b1-second' },
];

/** Runs createPages against a fake Gatsby whose query answers `data` (or errors). */
const runCreatePages = async (answer: { data?: unknown; errors?: unknown[] }) => {
  const recorded: Recorded = { pages: [], redirects: [], panics: [] };
  const args = {
    graphql: async () => answer,
    actions: {
      createPage: (page: Recorded['pages'][number]) => recorded.pages.push(page),
      createRedirect: (redirect: Recorded['redirects'][number]) =>
        recorded.redirects.push(redirect),
    },
    reporter: { panicOnBuild: (message: string) => recorded.panics.push(message) },
  } as unknown as CreatePagesArgs;
  await (createPages as (a: CreatePagesArgs) => Promise<void>)(args);
  return recorded;
};

const built = {
  data: {
    site: { buildYear: '2019' },
    allPluapiArticle: { nodes: ARTICLES },
    allScoreCardLegislator: {
      nodes: [
        { id: 'seat-1', slug: 'senate-2-marcus-wasatch', name: 'Marcus Wasatch' },
        { id: 'seat-2', slug: 'house-37-vacant', name: null },
      ],
    },
    allLegislatureBill: { nodes: [{ id: 'bill-1', slug: '2026gs-hb0012' }] },
  },
};

describe('createPages', () => {
  it('creates one news page per year from 2016 to the build year, each with its year', async () => {
    const { pages } = await runCreatePages(built);
    const years = pages.filter((page) => page.path.startsWith('/news/2'));
    expect(years).toEqual(
      [2019, 2018, 2017, 2016].map((year) => ({
        path: `/news/${year}/`,
        component: path.resolve('src/templates/news-year.tsx'),
        context: expect.objectContaining({ year, language: 'en' }),
      })),
    );
  });

  it('creates one page per article, under its uuid, carrying only the node id', async () => {
    const { pages } = await runCreatePages(built);
    expect(pages.filter((page) => page.path.startsWith('/news/article/'))).toEqual([
      {
        path: '/news/article/b1c2-first/',
        component: path.resolve('src/templates/article.tsx'),
        context: expect.objectContaining({ id: 'node-1' }),
      },
      {
        path: '/news/article/a0b1-second/',
        component: path.resolve('src/templates/article.tsx'),
        context: expect.objectContaining({ id: 'node-2' }),
      },
    ]);
  });

  it('makes each news page in es and pt itself, with the i18n context the i18n plugin would give', async () => {
    const { pages } = await runCreatePages(built);
    const article = pages.filter((page) => page.path.endsWith('/news/article/b1c2-first/'));
    expect(article.map((page) => page.path)).toEqual([
      '/news/article/b1c2-first/',
      '/es/news/article/b1c2-first/',
      '/pt/news/article/b1c2-first/',
    ]);
    // The plugin leaves a page that has an i18n context alone, so it never deletes and
    // re-creates the English one (which would run its query again on every build).
    expect(article[1]!.context).toEqual({
      id: 'node-1',
      language: 'es',
      i18n: {
        language: 'es',
        languages: ['en', 'es', 'pt'],
        defaultLanguage: 'en',
        generateDefaultLanguagePage: false,
        routed: true,
        originalPath: '/news/article/b1c2-first/',
        path: '/es/news/article/b1c2-first/',
      },
    });
    expect(article[0]!.context).toMatchObject({ i18n: { routed: false, language: 'en' } });
  });

  it('redirects every legacy address permanently, in every language, with and without the slash', async () => {
    const { redirects } = await runCreatePages(built);
    const pairs = redirects.map(({ fromPath, toPath, isPermanent }) => [
      fromPath,
      toPath,
      isPermanent,
    ]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['/home/', '/', true],
        ['/home', '/', true],
        ['/donations/', '/donate/', true],
        ['/es/donations', '/es/donate/', true],
        ['/pt/get-involved/', '/pt/volunteer/', true],
      ]),
    );
    // Three legacy addresses × three languages × with and without the trailing slash.
    expect(redirects).toHaveLength(18);
  });

  it('fails the build, naming the query, and creates no news page when the query fails', async () => {
    const { pages, panics } = await runCreatePages({ errors: [new Error('boom')] });
    // The legal pages need no query: they are made all the same.
    expect(pages.filter((page) => !page.component.endsWith('legal-page.tsx'))).toEqual([]);
    expect(panics).toEqual([
      'Could not query the news articles to create their pages',
      'Could not query the score card to create its pages',
      'Could not query the followed bills to create their pages',
    ]);
  });

  it('makes a page per legislator on the score card (none for a vacant seat) and per followed bill', async () => {
    const { pages } = await runCreatePages(built);
    const legislature = pages
      .map((page) => page.path)
      .filter((p) => p.includes('legislator-score-card/') || p.includes('legislature/'));
    expect(legislature).toEqual([
      '/government/legislator-score-card/senate-2-marcus-wasatch/',
      '/es/government/legislator-score-card/senate-2-marcus-wasatch/',
      '/pt/government/legislator-score-card/senate-2-marcus-wasatch/',
      '/legislature/2026gs-hb0012/',
      '/es/legislature/2026gs-hb0012/',
      '/pt/legislature/2026gs-hb0012/',
    ]);
  });

  it('makes the terms of use and the privacy notice from one template, each naming its document', async () => {
    const { pages } = await runCreatePages(built);
    const legal = pages.filter((page) => page.component.endsWith('legal-page.tsx'));
    expect(legal.map((page) => [page.path, (page.context as { slug: string }).slug])).toEqual([
      ['/terms-of-use/', 'terms-of-use'],
      ['/es/terms-of-use/', 'terms-of-use'],
      ['/pt/terms-of-use/', 'terms-of-use'],
      ['/privacy-notice/', 'privacy-notice'],
      ['/es/privacy-notice/', 'privacy-notice'],
      ['/pt/privacy-notice/', 'privacy-notice'],
    ]);
    expect(legal[1]?.context).toEqual(expect.objectContaining({ language: 'es' }));
  });
});
