import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../../components/layout/layout';
import { translatedHead } from '../../components/seo/translated-head';
import { Section } from '../../components/ui/section';
import { PageHeader } from '../../components/content-page/page-header';
import { LegislatorLookup } from '../../features/legislator-lookup/legislator-lookup';
import { ScoreCardSeats } from '../../components/score-card/lookup-score';

type Data = Queries.LegislatorLookupPageQuery;
type Context = { language: string; i18n: { originalPath: string } };

const LegislatorLookupPage = ({ data }: PageProps<Data, Context>) => {
  const { t } = useTranslation('legislator-lookup');
  return (
    <Layout>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Section>
        <ScoreCardSeats.Provider value={data.allScoreCardLegislator.nodes}>
          <LegislatorLookup />
        </ScoreCardSeats.Provider>
      </Section>
    </Layout>
  );
};

export default LegislatorLookupPage;

export const Head = translatedHead('legislator-lookup');

export const query = graphql`
  query LegislatorLookupPage($language: String!) {
    locales: allLocale(
      filter: {
        ns: {
          in: ["common", "legislator-lookup", "legislator-contact", "form", "legislator-score-card"]
        }
        language: { in: [$language, "en"] }
      }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    allScoreCardLegislator {
      ...ScoreCardSeats
    }
  }
`;
