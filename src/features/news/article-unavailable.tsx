import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { DeadEnd } from '../../components/content-page/dead-end';
import { newsYearPath } from './news-paths';

/**
 * An article address the API does not know, or whose article is not published: it says so
 * and leads to the news list (the spec's donate block follows), instead of "try again".
 */
export const ArticleUnavailable = () => {
  const { t } = useTranslation('news');
  return (
    <DeadEnd
      title={t('unavailable.title')}
      body={t('unavailable.body')}
      ways={[
        {
          to: newsYearPath(new Date().getFullYear()),
          label: t('unavailable.news'),
        },
        { to: '/', label: t('unavailable.home') },
      ]}
    />
  );
};
