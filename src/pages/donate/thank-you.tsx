import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../../components/layout/layout';
import { translatedHead } from '../../components/seo/translated-head';
import { Section } from '../../components/ui/section';
import { PageIntro } from '../../features/donate/page-intro';
import { ThankYouMessage } from '../../features/donate/thank-you-message';
import * as intro from '../../features/donate/page-intro.module.css';

type ThankYouContext = { language: string; i18n: { originalPath: string } };

const DonateThankYouPage = ({
  location,
}: PageProps<Queries.DonateThankYouPageQuery, ThankYouContext>) => {
  const { t } = useTranslation('donate-thank-you');
  const { t: common } = useTranslation('common');
  return (
    <Layout>
      <PageIntro
        trail={[{ label: common('nav.donate'), to: '/donate/' }]}
        crumb={t('crumb')}
        title={t('title')}
        lead={t('lead')}
        art="/images/illustrations/donate.svg"
      />
      <Section className={intro.afterIntro}>
        <ThankYouMessage search={location.search} />
      </Section>
    </Layout>
  );
};

export default DonateThankYouPage;

export const Head = translatedHead('donate-thank-you', { allowRobots: false });

export const query = graphql`
  query DonateThankYouPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "donate-thank-you"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
