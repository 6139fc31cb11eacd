import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/seo/page-head';
import { PageHeader } from '../components/content-page/page-header';
import { Section } from '../components/ui/section';
import { LegislatorRecord } from '../features/score-card/legislator-record';
import { SCORE_CARD_PATH } from '../features/score-card/score-card-types';
import { headTranslator } from '../lib/locale-data';

type Data = Queries.ScoreCardLegislatorPageQuery;
type Context = { language: string; id: string; i18n: { originalPath: string } };

const chamberKey = (chamber: string) => (chamber === 'senate' ? 'senate' : 'house');

const ScoreCardLegislatorPage = ({ data }: PageProps<Data, Context>) => {
  const { t } = useTranslation('legislator-score-card');
  const legislator = data.scoreCardLegislator;
  if (!legislator) return null;
  const seat = t(`legislator.seat.${chamberKey(legislator.chamber)}`, {
    district: legislator.district,
  });
  return (
    <Layout searchable>
      <PageHeader eyebrow={t('title')} title={legislator.name ?? t('vacant')} lead={seat} />
      <Section>
        <LegislatorRecord legislator={legislator} bills={data.allScoreCardBill.nodes} />
        <p>
          <Link to={SCORE_CARD_PATH}>{t('legislator.back')}</Link>
        </p>
      </Section>
    </Layout>
  );
};

export default ScoreCardLegislatorPage;

export const Head = ({ data, pageContext }: HeadProps<Data, Context>) => {
  const legislator = data.scoreCardLegislator;
  if (!legislator) return null;
  const t = headTranslator(data, pageContext.language, 'legislator-score-card');
  const name = legislator.name ?? t('vacant');
  return (
    <PageHead
      title={t('legislator.metaTitle', { name })}
      description={t('legislator.metaDescription', {
        name,
        seat: t(`legislator.seat.${chamberKey(legislator.chamber)}`, {
          district: legislator.district,
        }),
      })}
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
    />
  );
};

export const query = graphql`
  query ScoreCardLegislatorPage($language: String!, $id: String!) {
    locales: allLocale(
      filter: {
        ns: { in: ["common", "legislator-score-card", "legislator-contact"] }
        language: { in: [$language, "en"] }
      }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    scoreCardLegislator(id: { eq: $id }) {
      ...ScoreCardVotes
      phone
      email
    }
    allScoreCardBill(sort: { order: ASC }) {
      ...ScoredBills
    }
  }
`;
