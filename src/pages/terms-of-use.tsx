import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LegalPage } from '../features/legal/legal-page';
import { translatedHead, type PageLanguageContext } from '../components/seo/translated-head';

const TermsOfUsePage = ({
  data,
  pageContext,
}: PageProps<Queries.TermsOfUsePageQuery, PageLanguageContext>) => (
  <LegalPage
    namespace="terms-of-use"
    documents={data.allLegalDocument.nodes}
    language={pageContext.language}
  />
);

export default TermsOfUsePage;

export const Head = translatedHead('terms-of-use');

export const query = graphql`
  query TermsOfUsePage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "terms-of-use"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    allLegalDocument(
      filter: { slug: { eq: "terms-of-use" }, language: { in: [$language, "en"] } }
    ) {
      ...LegalDocuments
    }
  }
`;
