import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { translatedHead } from '../components/seo/translated-head';
import { PageHeader } from '../components/content-page/page-header';
import { Section } from '../components/ui/section';
import { BillList } from '../features/legislature/bill-list';
import { SCORE_CARD_PATH } from '../lib/score-card-paths';

type Data = Queries.LegislaturePageQuery;
type Context = { language: string; i18n: { originalPath: string } };

const LegislaturePage = ({ data }: PageProps<Data, Context>) => {
  const { t } = useTranslation('legislature');
  return (
    <Layout searchable>
      <PageHeader title={t('title')} lead={t('lead')}>
        <Link to={SCORE_CARD_PATH}>{t('list.scoreCard')}</Link>
      </PageHeader>
      <Section>
        <BillList bills={data.allLegislatureBill.nodes} />
      </Section>
    </Layout>
  );
};

export default LegislaturePage;

export const Head = translatedHead('legislature');

export const query = graphql`
  query LegislaturePage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "legislature"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    allLegislatureBill(sort: { order: ASC }) {
      nodes {
        billId
        label
        slug
        title
        position
        state
        committee
        nextHearing {
          committee
          start
          location
          url
        }
      }
    }
  }
`;
