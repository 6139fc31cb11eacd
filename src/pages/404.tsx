import React, { Suspense, lazy } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/seo/page-head';
import { DonateBlock } from '../components/donation/donate-block';
import { LinkButton } from '../components/ui/button';
import { Section } from '../components/ui/section';
import { useLegacyRedirect } from '../components/layout/use-legacy-redirect';
import {
  ArticleAddressHint,
  hiddenWhilePending,
  useArticleAddress,
} from '../features/news/article-address';
import { Loader } from '../components/ui/loader';
import { headTranslator } from '../lib/locale-data';
import * as styles from './404.module.css';

// Most visitors of this page never need the API client and its reply checks: they load only
// when the address is an article published after the build.
const FreshArticle = lazy(() =>
  import('../features/news/fresh-article').then(({ FreshArticle }) => ({ default: FreshArticle })),
);

const ArticleLoading = () => {
  const { t } = useTranslation('news');
  return (
    <Section>
      <Loader label={t('article.loading')} showLabel />
    </Section>
  );
};

type NotFoundContext = { language: string; i18n: { originalPath: string } };

const NotFoundContent = () => {
  const { t } = useTranslation('notfound');
  return (
    <div className={hiddenWhilePending}>
      <Section>
        <div className={styles.oops}>
          <img src="/images/illustrations/not-found.svg" alt="" width={480} height={400} />
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
    </div>
  );
};

const NotFoundPage = ({ location }: PageProps<Queries.NotFoundPageQuery, NotFoundContext>) => {
  const redirecting = useLegacyRedirect(location.pathname);
  // An article published after the last build has no page yet: load it from the API.
  const articleUuid = useArticleAddress(location.pathname);
  if (redirecting) return null;
  return (
    <Layout>
      {articleUuid ? (
        <Suspense fallback={<ArticleLoading />}>
          <FreshArticle key={articleUuid} uuid={articleUuid} />
        </Suspense>
      ) : (
        <NotFoundContent />
      )}
    </Layout>
  );
};

export default NotFoundPage;

export const Head = ({
  data,
  pageContext,
}: HeadProps<Queries.NotFoundPageQuery, NotFoundContext>) => {
  const t = headTranslator(data, pageContext.language, 'notfound');
  return (
    <PageHead
      title={t('meta.title')}
      description={t('meta.description')}
      language={pageContext.language}
      originalPath="/404/"
      allowRobots={false}
    >
      <ArticleAddressHint />
    </PageHead>
  );
};

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "news", "notfound"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
