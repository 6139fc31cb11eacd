import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../../components/layout/layout';
import { translatedHead } from '../../components/seo/translated-head';
import { PageHeader } from '../../components/content-page/page-header';
import { Section } from '../../components/ui/section';
import { ScoreCardFrame } from '../../features/score-card/score-card-frame';
import { ScoreCardInfo } from '../../features/score-card/score-card-info';
import { siteConfig } from '../../lib/config';

type Data = Queries.LegislatorScoreCardPageQuery;
type Context = { language: string; i18n: { originalPath: string } };

const LegislatorScoreCardPage = (_props: PageProps<Data, Context>) => {
  const { t } = useTranslation('legislator-score-card');
  return (
    <Layout searchable>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Section>
        <ScoreCardFrame url={siteConfig.scoreCardUrl} />
      </Section>
      <Section tone="tinted">
        <ScoreCardInfo />
      </Section>
    </Layout>
  );
};

export default LegislatorScoreCardPage;

export const Head = translatedHead('legislator-score-card');

export const query = graphql`
  query LegislatorScoreCardPage($language: String!) {
    locales: allLocale(
      filter: {
        ns: { in: ["common", "legislator-score-card"] }
        language: { in: [$language, "en"] }
      }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
