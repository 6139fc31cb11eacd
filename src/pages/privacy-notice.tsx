import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { translatedHead } from '../components/seo/translated-head';
import { PageHeader } from '../components/content-page/page-header';
import { LegalDocument, pickDocument } from '../components/legal/legal-document';

type Data = Queries.PrivacyNoticePageQuery;
type Context = { language: string; i18n: { originalPath: string } };

const PrivacyNoticePage = ({ data, pageContext }: PageProps<Data, Context>) => {
  const { t } = useTranslation('privacy-notice');
  return (
    <Layout>
      <PageHeader title={t('title')} lead={t('lead')} />
      <LegalDocument document={pickDocument(data.allLegalDocument.nodes, pageContext.language)} />
    </Layout>
  );
};

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
      nodes {
        language
        html
      }
    }
  }
`;
