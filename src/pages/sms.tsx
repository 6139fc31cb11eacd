import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { translatedHead } from '../components/seo/translated-head';
import { PageHeader } from '../components/content-page/page-header';
import { Section } from '../components/ui/section';
import { SmsPageContent } from '../features/sms/sms-page-content';

type Data = Queries.SmsPageQuery;
type Context = { language: string; i18n: { originalPath: string } };

const SmsPage = (_props: PageProps<Data, Context>) => {
  const { t } = useTranslation('sms');
  return (
    <Layout>
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <Section>
        <SmsPageContent />
      </Section>
    </Layout>
  );
};

export default SmsPage;

export const Head = translatedHead('sms');

export const query = graphql`
  query SmsPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "form", "sms"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
