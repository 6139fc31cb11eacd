import type { GatsbyNode, Page } from 'gatsby';
import { DEFAULT_LANGUAGE, LANGUAGE_PREFIX, type Language } from '../lib/languages';
import { inEveryLanguage } from './in-every-language';

/** `/es/es/action-email/:id` or `/action-email/:id` → `/action-email/:id`. */
export const englishMatchPath = (matchPath: string): string => {
  let rest = matchPath;
  while (LANGUAGE_PREFIX.test(rest)) rest = rest.replace(LANGUAGE_PREFIX, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
};

// The not-found page itself; Gatsby's `404.html` copy of it keeps no match path, as it had none
// when gatsby-plugin-react-i18next made the copies (two pages on `/es/*` would compete).
const isNotFound = (path: string): boolean => /\/404\/?$/.test(path);

/**
 * A copy's matchPath. A client-only route keeps its English matchPath under the copy's
 * language (`/es/action-email/:id`). The not-found copies get `/es/*`, which their page data
 * carries, so Gatsby's router renders them at any unknown /es/ address (the fresh-article
 * fallback runs there). The browser's list of match paths leaves them out
 * (client-match-paths.ts): the server answers an unknown /es/ address with this page and its
 * page data (server/site/not-found.ts), and still with a 404 status for the page.
 */
export const matchPathOf = (
  language: Language,
  path: string,
  englishMatch: string | undefined,
): string | undefined => {
  if (language === DEFAULT_LANGUAGE) return englishMatch;
  if (isNotFound(path)) return `/${language}/*`;
  return englishMatch && `/${language}${englishMatchPath(englishMatch)}`;
};

/**
 * A page made without a language (the files in src/pages, Gatsby's not-found copies) becomes
 * one page per language, with the context gatsby-plugin-react-i18next's own onCreatePage gave
 * it. Pages made in every language already (in-every-language.ts) are left alone. The site
 * loads the plugin without its onCreatePage (plugins/gatsby-plugin-react-i18next): Gatsby runs every
 * onCreatePage for every page created, on every build, 9,400 times a build at 3,000 articles.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (page.context && typeof page.context.i18n === 'object') return;
  actions.deletePage(page);
  for (const copy of inEveryLanguage({ ...page, context: page.context ?? {} })) {
    const language = copy.context.language as Language;
    const matchPath = matchPathOf(language, copy.path, page.matchPath);
    actions.createPage({ ...(copy as Page), matchPath });
  }
};
