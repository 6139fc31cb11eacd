import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { translatedHead } from '../components/seo/translated-head';
import { Section } from '../components/ui/section';
import { PageHeader } from '../components/content-page/page-header';
import { SaveALife } from '../features/save-a-life/save-a-life';

type Data = Queries.SaveALifePageQuery;
type Context = { language: string; i18n: { originalPath: string } };

const SaveALifePage = (_props: PageProps<Data, Context>) => {
  const { t } = useTranslation('save-a-life');
  return (
    <Layout>
      <PageHeader title={t('title')} />
      <Section>
        <SaveALife />
      </Section>
    </Layout>
  );
};

export default SaveALifePage;

export const Head = translatedHead('save-a-life');

export const query = graphql`
  query SaveALifePage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "save-a-life", "form"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
