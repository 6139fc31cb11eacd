import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../../components/layout/layout';
import { translatedHead } from '../../components/seo/translated-head';
import { PageHeader } from '../../components/content-page/page-header';
import { Section } from '../../components/ui/section';
import { ScoreCardInfo } from '../../features/score-card/score-card-info';
import { ScoreCardSection } from '../../features/score-card/score-card-section';
import { LEGISLATURE_PATH } from '../../features/legislature/bill-types';
import { siteConfig } from '../../lib/config';

type Data = Queries.LegislatorScoreCardPageQuery;
type Context = { language: string; i18n: { originalPath: string } };

// With SCORE_CARD_CSV_URL set, the build read the spreadsheet: the same rows as a table a
// phone and a screen reader can use (README: deliberate differences). Without it, the frame.
const LegislatorScoreCardPage = ({ data }: PageProps<Data, Context>) => {
  const { t } = useTranslation('legislator-score-card');
  return (
    <Layout searchable>
      <PageHeader title={t('title')} lead={t('lead')}>
        <Link to={LEGISLATURE_PATH}>{t('billsLink')}</Link>
      </PageHeader>
      <Section>
        <ScoreCardSection
          rows={data.allScoreCardLegislator.nodes}
          bills={data.allScoreCardBill.nodes}
          readOn={data.scoreCardSource?.fetchedAt}
          spreadsheetUrl={siteConfig.scoreCardUrl}
        />
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
    allScoreCardLegislator(sort: [{ chamber: DESC }, { district: ASC }]) {
      nodes {
        ...ScoreCardVotes
      }
    }
    allScoreCardBill(sort: { order: ASC }) {
      ...ScoredBills
    }
    scoreCardSource {
      fetchedAt
    }
  }
`;
