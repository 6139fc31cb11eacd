import React, { useEffect } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button } from '../../components/ui/button';
import { Loader } from '../../components/ui/loader';
import { Section } from '../../components/ui/section';
import { useApiErrorText } from '../../components/form/api-error-text';
import { SITE_NAME } from '../../components/seo/page-head';
import { ArticleView } from './article-view';
import { articleYear } from './news-paths';
import { useFreshArticle } from './use-fresh-article';
import { ArticleUnavailable } from './article-unavailable';
import * as styles from './fresh-article.module.css';

interface FreshArticleProps {
  uuid: string;
  /** What to show when the API has no such article (or it is not published). */
  notFound?: React.ReactNode;
}

/** An article newer than the build, loaded from the API where its page would be. */
export const FreshArticle = ({ uuid, notFound = <ArticleUnavailable /> }: FreshArticleProps) => {
  const { t } = useTranslation('news');
  const { state, retry } = useFreshArticle(uuid);
  const describe = useApiErrorText();
  const title = state.status === 'ready' ? state.article.title : null;
  useEffect(() => {
    if (title) document.title = `${title} | ${SITE_NAME}`;
  }, [title]);

  if (state.status === 'not-found') return <>{notFound}</>;
  if (state.status === 'ready') {
    return <ArticleView article={state.article} year={articleYear(state.article.pubdate)} />;
  }
  return (
    <Section>
      <div className={styles.status}>
        {state.status === 'loading' ? (
          <Loader label={t('article.loading')} showLabel />
        ) : state.status === 'unavailable' ? (
          <>
            <h1>{t('article.unavailableTitle')}</h1>
            <p>{t('article.unavailableBody')}</p>
          </>
        ) : (
          <>
            <h1>{t('article.failedTitle')}</h1>
            <p>{describe(state.error)}</p>
            <p>{t('article.failedBody')}</p>
            <Button onClick={retry}>{t('article.retry')}</Button>
          </>
        )}
      </div>
    </Section>
  );
};
