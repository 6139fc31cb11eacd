import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/seo/page-head';
import { PageHeader } from '../components/content-page/page-header';
import { Section } from '../components/ui/section';
import { NewsLetterContent } from '../features/news-letter/news-letter-content';
import { headTranslator } from '../lib/locale-data';

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

export const Head = ({ data, pageContext }: HeadProps<Data, Context>) => {
  const t = headTranslator(data, pageContext.language, 'news-letter');
  return (
    <PageHead
      title={t('meta.title')}
      description={t('meta.description')}
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
    />
  );
};

export const query = graphql`
  query NewsLetterPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "news-letter"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
