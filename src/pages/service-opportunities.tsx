import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/seo/page-head';
import { PageHeader } from '../components/content-page/page-header';
import { Section } from '../components/ui/section';
import { OpportunityList } from '../features/service-opportunities/opportunity-list';
import { headTranslator } from '../lib/locale-data';

type Data = Queries.ServiceOpportunitiesPageQuery;
type Context = { language: string; i18n: { originalPath: string } };

const ServiceOpportunitiesPage = ({ data }: PageProps<Data, Context>) => {
  const { t } = useTranslation('service-opportunities');
  return (
    <Layout searchable>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Section>
        <OpportunityList opportunities={data.allContentOpportunity.nodes} />
      </Section>
    </Layout>
  );
};

export default ServiceOpportunitiesPage;

export const Head = ({ data, pageContext }: HeadProps<Data, Context>) => {
  const t = headTranslator(data, pageContext.language, 'service-opportunities');
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
  query ServiceOpportunitiesPage($language: String!) {
    locales: allLocale(
      filter: {
        ns: { in: ["common", "service-opportunities"] }
        language: { in: [$language, "en"] }
      }
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
    allContentOpportunity(sort: { order: ASC }) {
      nodes {
        opportunityId
        image
        files {
          kind
          path
          bytes
        }
      }
    }
  }
`;
