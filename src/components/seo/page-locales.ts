import { graphql } from 'gatsby';

// What every page query asks of its translations (`locales: allLocale(filter: …) { ...PageLocales }`):
// the i18n plugin and headTranslator (src/lib/locale-data.ts) read exactly these three fields.
export const pageLocalesFragment = graphql`
  fragment PageLocales on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
