import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/seo/page-head';
import { PageHeader } from '../components/content-page/page-header';
import { LegalDocument, pickDocument } from '../components/legal/legal-document';
import { headTranslator } from '../lib/locale-data';

type Data = Queries.TermsOfUsePageQuery;
type Context = { language: string; i18n: { originalPath: string } };

const TermsOfUsePage = ({ data, pageContext }: PageProps<Data, Context>) => {
  const { t } = useTranslation('terms-of-use');
  return (
    <Layout searchable>
      <PageHeader title={t('title')} lead={t('lead')} />
      <LegalDocument document={pickDocument(data.allLegalDocument.nodes, pageContext.language)} />
    </Layout>
  );
};

export default TermsOfUsePage;

export const Head = ({ data, pageContext }: HeadProps<Data, Context>) => {
  const t = headTranslator(data, pageContext.language, 'terms-of-use');
  return (
    <PageHead
      title={t('meta.title')}
      description={t('meta.description')}
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
    />
  );
};

export const query = graphql`
  query TermsOfUsePage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "terms-of-use"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
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
