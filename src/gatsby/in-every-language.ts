import { DEFAULT_LANGUAGE, LANGUAGES, localisedPath } from '../lib/languages';

interface PageInput {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

/**
 * A page in each language, with the context gatsby-plugin-react-i18next's onCreatePage would
 * give it. Made here rather than by the plugin because the plugin deletes and re-creates
 * every English page on every build, and Gatsby then runs that page's query again: 3,000
 * article queries on a rebuild where one article changed. A page that arrives with its
 * `i18n` context is left alone by the plugin.
 */
export const inEveryLanguage = (page: PageInput): PageInput[] =>
  LANGUAGES.map((language) => {
    const routed = language !== DEFAULT_LANGUAGE;
    const path = localisedPath(language, page.path);
    return {
      ...page,
      path,
      context: {
        ...page.context,
        language,
        i18n: {
          language,
          languages: [...LANGUAGES],
          defaultLanguage: DEFAULT_LANGUAGE,
          generateDefaultLanguagePage: false,
          routed,
          originalPath: page.path,
          path,
        },
      },
    };
  });
