import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { translatedHead } from '../components/seo/translated-head';
import { PageHeader } from '../components/content-page/page-header';
import * as styles from './utah-abortion-law.module.css';

type Data = Queries.UtahAbortionLawPageQuery;
type Context = { language: string; i18n: { originalPath: string } };

/** The spec asks for the title only; the band keeps the page from looking empty. */
const UtahAbortionLawPage = (_props: PageProps<Data, Context>) => {
  const { t } = useTranslation('utah-abortion-law');
  return (
    <Layout searchable>
      <div className={styles.page}>
        <PageHeader title={t('title')} />
      </div>
    </Layout>
  );
};

export default UtahAbortionLawPage;

export const Head = translatedHead('utah-abortion-law');

export const query = graphql`
  query UtahAbortionLawPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "utah-abortion-law"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
