import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LegalPage } from '../features/legal/legal-page';
import { translatedHead, type PageLanguageContext } from '../components/seo/translated-head';

const PrivacyNoticePage = ({
  data,
  pageContext,
}: PageProps<Queries.PrivacyNoticePageQuery, PageLanguageContext>) => (
  <LegalPage
    namespace="privacy-notice"
    documents={data.allLegalDocument.nodes}
    language={pageContext.language}
  />
);

export default PrivacyNoticePage;

export const Head = translatedHead('privacy-notice');

export const query = graphql`
  query PrivacyNoticePage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "privacy-notice"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    allLegalDocument(
      filter: { slug: { eq: "privacy-notice" }, language: { in: [$language, "en"] } }
    ) {
      ...LegalDocuments
    }
  }
`;
