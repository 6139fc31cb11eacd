import type { GatsbyNode } from 'gatsby';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../lib/languages';

const TRANSLATED = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const LANGUAGE_PREFIX = new RegExp(`^/?(${TRANSLATED.join('|')})(?=/|$)`);

/** The language of a copied page (`/es/...`, or `es/...` as the i18n plugin writes it), or null. */
export const languageOfPath = (path: string): string | null =>
  LANGUAGE_PREFIX.exec(path)?.[1] ?? null;

/** `/es/es/action-email/:id` or `/action-email/:id` → `/action-email/:id`. */
export const englishMatchPath = (matchPath: string): string => {
  let rest = matchPath;
  while (LANGUAGE_PREFIX.test(rest)) rest = rest.replace(LANGUAGE_PREFIX, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
};

/**
 * gatsby-plugin-react-i18next copies client-only routes to /es/ and /pt/ without a usable
 * matchPath (it prefixes the language twice), so `/es/action-email/101/` would find no page.
 * Each copy gets its English matchPath under its own language. The not-found copies are left
 * alone: the server answers unknown paths with the right 404 page itself, and a `/es/*`
 * matchPath would turn those 404s into 200s.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const language = languageOfPath(page.path);
  if (!language || !page.matchPath || /\/404(\.html|\/)?$/.test(page.path)) return;
  const matchPath = `/${language}${englishMatchPath(page.matchPath)}`;
  if (matchPath === page.matchPath) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath });
};
