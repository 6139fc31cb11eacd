import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/seo/page-head';
import { ArticleView } from '../features/news/article-view';
import { NewsArticleJsonLd } from '../features/news/news-article-json-ld';
import { imageUrlOf } from '../components/ui/api-image';
import { headTranslator } from '../lib/locale-data';

type ArticleData = Queries.ArticlePageQuery;
type ArticleContext = { language: string; id: string; i18n: { originalPath: string } };

const ArticlePage = ({ data }: PageProps<ArticleData, ArticleContext>) => {
  const article = data.pluapiArticle;
  if (!article) return null;
  return (
    <Layout searchable searchDate={article.pubdate}>
      <ArticleView article={article} image={article.socialImageFile} year={article.year} />
    </Layout>
  );
};

export default ArticlePage;

export const Head = ({ data, pageContext }: HeadProps<ArticleData, ArticleContext>) => {
  const article = data.pluapiArticle;
  if (!article) return null;
  const t = headTranslator(data, pageContext.language, 'news');
  return (
    <PageHead
      title={article.title}
      description={article.socialDescription || t('meta.articleDescription')}
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      socialImage={imageUrlOf(article.socialImageFile)}
      type="article"
    >
      <meta property="article:published_time" content={article.pubdate} />
      <NewsArticleJsonLd
        article={article}
        imageUrl={imageUrlOf(article.socialImageFile)}
        language={pageContext.language}
        originalPath={pageContext.i18n.originalPath}
        publisherName={data.siteShell?.organisation.name ?? 'Pro-Life Utah'}
      />
    </PageHead>
  );
};

export const query = graphql`
  query ArticlePage($language: String!, $id: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "news"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    pluapiArticle(id: { eq: $id }) {
      ...ArticleSummary
      story
      year
    }
    siteShell {
      organisation {
        name
      }
    }
  }
`;
