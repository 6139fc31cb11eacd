import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../../components/layout/layout';
import { translatedHead } from '../../components/seo/translated-head';
import { DonateBlock } from '../../components/donate-block/donate-block';
import { LinkButton } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import { PageIntro } from '../../features/donate/page-intro';
import * as intro from '../../features/donate/page-intro.module.css';

type CancelledContext = { language: string; i18n: { originalPath: string } };

const DonateCancelledPage = (
  _props: PageProps<Queries.DonateCancelledPageQuery, CancelledContext>,
) => {
  const { t } = useTranslation('donate-cancelled');
  const { t: common } = useTranslation('common');
  return (
    <Layout>
      <PageIntro
        trail={[{ label: common('nav.donate'), to: '/donate/' }]}
        crumb={t('crumb')}
        title={t('title')}
        lead={t('lead')}
      >
        <LinkButton to="/donate/" variant="secondary">
          {t('back')}
        </LinkButton>
      </PageIntro>
      <Section className={intro.afterIntro}>
        <DonateBlock />
      </Section>
    </Layout>
  );
};

export default DonateCancelledPage;

export const Head = translatedHead('donate-cancelled', { allowRobots: false });

export const query = graphql`
  query DonateCancelledPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "donate-cancelled"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
