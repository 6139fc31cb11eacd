import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/seo/page-head';
import { DonateBlock } from '../components/donate-block/donate-block';
import { LinkButton } from '../components/ui/button';
import { Section } from '../components/ui/section';
import { useLegacyRedirect } from '../components/layout/use-legacy-redirect';
import { headTranslator } from '../lib/locale-data';
import * as styles from './404.module.css';

type NotFoundContext = { language: string; i18n: { originalPath: string } };

const NotFoundPage = ({ location }: PageProps<Queries.NotFoundPageQuery, NotFoundContext>) => {
  const { t } = useTranslation('notfound');
  const redirecting = useLegacyRedirect(location.pathname);
  if (redirecting) return null;
  return (
    <Layout>
      <Section>
        <div className={styles.oops}>
          <img src="/images/illustrations/not-found.svg" alt="" width={320} height={240} />
          <div>
            <h1>{t('title')}</h1>
            <p className={styles.lead}>{t('body')}</p>
            <LinkButton to="/" variant="secondary">
              {t('home')}
            </LinkButton>
          </div>
        </div>
      </Section>
      <Section tone="tinted">
        <DonateBlock />
      </Section>
    </Layout>
  );
};

export default NotFoundPage;

export const Head = ({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, NotFoundContext>) => {
  const t = headTranslator(data, pageContext.language, 'notfound');
  return (
    <PageHead
      title={t('meta.title')}
      description={t('meta.description')}
      language={pageContext.language}
      originalPath="/404/"
      allowRobots={false}
    />
  );
};

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "notfound"] }, language: { in: [$language, "en"] } }
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
