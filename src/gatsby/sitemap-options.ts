// Sitemap entries with hreflang alternates: every page exists in en, es and pt,
// so each URL lists its siblings, grouped by the language-neutral original path.
import { DEFAULT_LANGUAGE, LANGUAGES, localisedPath, type Language } from '../lib/languages';

interface SitemapPage {
  path: string;
  pageContext?: { i18n?: { originalPath?: string; language?: string } };
}

const isIndexable = (page: SitemapPage): boolean =>
  !/404/.test(page.path) && !page.path.includes('[') && !page.path.includes('/offline-plugin');

export const sitemapOptions = {
  query: `{
    site { siteMetadata { siteUrl } }
    allSitePage { nodes { path pageContext } }
  }`,
  resolveSiteUrl: ({ site }: { site: { siteMetadata: { siteUrl: string } } }) =>
    site.siteMetadata.siteUrl,
  resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
    allSitePage.nodes.filter(isIndexable),
  serialize: (
    page: SitemapPage,
    { resolvePagePath }: { resolvePagePath: (p: SitemapPage) => string },
  ) => {
    const originalPath = page.pageContext?.i18n?.originalPath ?? page.path;
    const links = LANGUAGES.map((lang: Language) => ({
      lang,
      url: localisedPath(lang, originalPath),
    }));
    return {
      url: resolvePagePath(page),
      changefreq: originalPath.startsWith('/news/') ? 'weekly' : 'monthly',
      links: [...links, { lang: 'x-default', url: localisedPath(DEFAULT_LANGUAGE, originalPath) }],
    };
  },
};
