import type { GatsbyNode } from 'gatsby';
import { LANGUAGE_PREFIX, languageOfPath } from '../lib/languages';

/** `/es/es/action-email/:id` or `/action-email/:id` → `/action-email/:id`. */
export const englishMatchPath = (matchPath: string): string => {
  let rest = matchPath;
  while (LANGUAGE_PREFIX.test(rest)) rest = rest.replace(LANGUAGE_PREFIX, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
};

/**
 * gatsby-plugin-react-i18next copies client-only routes to /es/ and /pt/ without a usable
 * matchPath (it prefixes the language twice), so `/es/action-email/101/` would find no page.
 * Each copy gets its English matchPath under its own language. The not-found copies get
 * `/es/*`, which their page data carries, so Gatsby's router renders them at any unknown /es/
 * address (the fresh-article fallback runs there). The browser's list of match paths leaves
 * them out (client-match-paths.ts): the server answers an unknown /es/ address with this page
 * and its page data (server/site/not-found.ts), and still with a 404 status for the page.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const language = languageOfPath(page.path);
  if (!language || !page.matchPath) return;
  const notFound = /\/404(\.html|\/)?$/.test(page.path);
  const matchPath = notFound ? `/${language}/*` : `/${language}${englishMatchPath(page.matchPath)}`;
  if (matchPath === page.matchPath) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath });
};
