import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { translatedHead } from '../components/seo/translated-head';
import { PageHeader } from '../components/content-page/page-header';
import { Section } from '../components/ui/section';
import { OpportunityList } from '../features/service-opportunities/opportunity-list';

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

export const Head = translatedHead('service-opportunities');

export const query = graphql`
  query ServiceOpportunitiesPage($language: String!) {
    locales: allLocale(
      filter: {
        ns: { in: ["common", "service-opportunities"] }
        language: { in: [$language, "en"] }
      }
      sort: { ns: ASC }
    ) {
      ...PageLocales
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
