import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { translatedHead } from '../components/seo/translated-head';
import { PageHeader } from '../components/content-page/page-header';
import { SearchPageContent } from '../features/search/search-page-content';

type Data = Queries.SearchPageQuery;
type Context = { language: string; i18n: { originalPath: string } };

// Not `searchable`: a page of search results must not itself become a result.
const SearchPage = ({ pageContext, location }: PageProps<Data, Context>) => {
  const { t } = useTranslation('search');
  return (
    <Layout>
      <PageHeader title={t('title')} lead={t('lead')} />
      <SearchPageContent
        language={pageContext.language}
        pathname={location.pathname}
        search={location.search}
      />
    </Layout>
  );
};

export default SearchPage;

export const Head = translatedHead('search');

export const query = graphql`
  query SearchPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "search"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
