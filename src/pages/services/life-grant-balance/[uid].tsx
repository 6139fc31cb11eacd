import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../../../components/layout/layout';
import { translatedHead } from '../../../components/seo/translated-head';
import { Section } from '../../../components/ui/section';
import { PageHeader } from '../../../components/content-page/page-header';
import { LifeGrantBalanceView } from '../../../features/life-grant-balance/life-grant-balance';

type Data = Queries.LifeGrantBalancePageQuery;
type Context = { language: string; i18n: { originalPath: string } };

/** Client-only route: the build renders it once with the placeholder `[uid]`. */
const knownParam = (value: string | undefined): string | null =>
  value && !/^\[.*\]$/.test(value) ? value : null;

const LifeGrantBalancePage = ({ params }: PageProps<Data, Context>) => {
  const { t } = useTranslation('life-grant-balance');
  return (
    <Layout>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Section>
        <LifeGrantBalanceView uid={knownParam(params.uid)} />
      </Section>
    </Layout>
  );
};

export default LifeGrantBalancePage;

// A grant's line items are personal: keep them out of search engines.
export const Head = translatedHead('life-grant-balance', {
  pathFromLocation: true,
  allowRobots: false,
});

export const query = graphql`
  query LifeGrantBalancePage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "life-grant-balance"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
