import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { translatedHead } from '../components/seo/translated-head';
import { PageHeader } from '../components/content-page/page-header';
import { Section } from '../components/ui/section';
import { VolunteerPageContent } from '../features/volunteer/volunteer-page-content';

type Data = Queries.VolunteerPageQuery;
type Context = { language: string; i18n: { originalPath: string } };

const VolunteerPage = ({ data }: PageProps<Data, Context>) => {
  const { t } = useTranslation('volunteer');
  return (
    <Layout>
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <Section>
        <VolunteerPageContent cities={data.utahCities?.names ?? []} />
      </Section>
    </Layout>
  );
};

export default VolunteerPage;

export const Head = translatedHead('volunteer');

export const query = graphql`
  query VolunteerPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "form", "volunteer"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    utahCities {
      names
    }
  }
`;
