import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { useShell } from '../components/layout/use-shell';
import { PageHead } from '../components/seo/page-head';
import { imageUrlOf } from '../components/ui/api-image';
import { NewsYearView } from '../features/news/news-year-view';
import { headTranslator } from '../lib/locale-data';

type NewsYearData = Queries.NewsYearPageQuery;
type NewsYearContext = { language: string; year: number; i18n: { originalPath: string } };

const NewsYearPage = ({ data, pageContext }: PageProps<NewsYearData, NewsYearContext>) => {
  const shell = useShell();
  return (
    <Layout>
      <NewsYearView
        year={pageContext.year}
        currentYear={shell.buildYear}
        articles={data.allPluapiArticle.nodes}
      />
    </Layout>
  );
};

export default NewsYearPage;

export const Head = ({ data, pageContext }: HeadProps<NewsYearData, NewsYearContext>) => {
  const t = headTranslator(data, pageContext.language, 'news');
  const { year } = pageContext;
  return (
    <PageHead
      title={t('meta.title', { year })}
      description={t('meta.description', { year })}
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      socialImage={imageUrlOf(data.allPluapiArticle.nodes[0]?.socialImageFile)}
    />
  );
};

export const query = graphql`
  query NewsYearPage($language: String!, $year: Int!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "news"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    allPluapiArticle(filter: { year: { eq: $year } }, sort: { pubdate: DESC }) {
      nodes {
        ...ArticleSummary
      }
    }
  }
`;
