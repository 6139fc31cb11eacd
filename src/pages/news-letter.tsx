import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { translatedHead } from '../components/seo/translated-head';
import { PageHeader } from '../components/content-page/page-header';
import { Section } from '../components/ui/section';
import { NewsLetterContent } from '../features/news-letter/news-letter-content';

type Data = Queries.NewsLetterPageQuery;
type Context = { language: string; i18n: { originalPath: string } };

const NewsLetterPage = (_props: PageProps<Data, Context>) => {
  const { t } = useTranslation('news-letter');
  return (
    <Layout searchable>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Section>
        <NewsLetterContent />
      </Section>
    </Layout>
  );
};

export default NewsLetterPage;

export const Head = translatedHead('news-letter');

export const query = graphql`
  query NewsLetterPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "news-letter"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
