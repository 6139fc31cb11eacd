import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { translatedHead } from '../components/seo/translated-head';
import { PageHeader } from '../components/content-page/page-header';
import { LegalDocument, pickDocument } from '../components/legal/legal-document';

type Data = Queries.TermsOfUsePageQuery;
type Context = { language: string; i18n: { originalPath: string } };

const TermsOfUsePage = ({ data, pageContext }: PageProps<Data, Context>) => {
  const { t } = useTranslation('terms-of-use');
  return (
    <Layout>
      <PageHeader title={t('title')} lead={t('lead')} />
      <LegalDocument document={pickDocument(data.allLegalDocument.nodes, pageContext.language)} />
    </Layout>
  );
};

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
      nodes {
        language
        html
      }
    }
  }
`;
