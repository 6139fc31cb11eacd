import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LegalPage } from '../features/legal/legal-page';
import { translatedHead, type PageLanguageContext } from '../components/seo/translated-head';

/** Which document (content/legal/<lng>/<slug>.html); its namespace shares the name. */
type Context = PageLanguageContext & { slug: string };

// The terms of use and the privacy notice (src/gatsby/create-legal-pages.ts): one page each,
// alike but for the document and the namespace that titles it.
const LegalTemplate = ({ data, pageContext }: PageProps<Queries.LegalPageQuery, Context>) => (
  <LegalPage
    namespace={pageContext.slug}
    documents={data.allLegalDocument.nodes}
    language={pageContext.language}
  />
);

export default LegalTemplate;

export const Head = translatedHead(({ slug }: Context) => slug);

export const query = graphql`
  query LegalPage($language: String!, $slug: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", $slug] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    allLegalDocument(filter: { slug: { eq: $slug }, language: { in: [$language, "en"] } }) {
      ...LegalDocuments
    }
  }
`;
