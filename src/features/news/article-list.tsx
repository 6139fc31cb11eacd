import React from 'react';
import { Link, useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { ApiImage } from '../../components/ui/api-image';
import { formatDate } from '../../lib/format';
import type { ArticleSummary } from './api';
import { articlePath, newsYearPath } from './news-paths';
import * as styles from './article-list.module.css';
import { useApiTextLang } from '../../components/ui/api-text-language';

const PLACEHOLDER_IMAGE = '/images/illustrations/news-placeholder.svg';
// The first cards are in view on arrival; the rest load as the visitor scrolls.
const EAGER_IMAGES = 2;

const ArticleItem = ({ article, eager }: { article: ArticleSummary; eager: boolean }) => {
  const { t } = useTranslation('news');
  const { language } = useI18next();
  const apiLang = useApiTextLang();
  return (
    <article className={styles.item}>
      <ApiImage
        className={styles.image}
        file={article.socialImageFile}
        fallbackSrc={PLACEHOLDER_IMAGE}
        alt=""
        width={1200}
        height={630}
        eager={eager}
      />
      <div className={styles.body}>
        <h2 className={styles.title} lang={apiLang}>
          <Link to={articlePath(article.uuid)} className={styles.link}>
            {article.title}
          </Link>
        </h2>
        <p className={styles.meta}>
          <time dateTime={article.pubdate}>{formatDate(article.pubdate, language)}</time>
          {article.author && <span>{t('year.by', { author: article.author })}</span>}
        </p>
        {article.socialDescription && (
          <p className={styles.summary} lang={apiLang}>
            {article.socialDescription}
          </p>
        )}
      </div>
    </article>
  );
};

interface ArticleListProps {
  articles: ReadonlyArray<ArticleSummary>;
  year: number;
  currentYear: number;
}

/** One year's articles, newest first as the API and the page query order them. */
export const ArticleList = ({ articles, year, currentYear }: ArticleListProps) => {
  const { t } = useTranslation('news');
  if (articles.length === 0) {
    return (
      <div className={styles.empty}>
        <img
          src={PLACEHOLDER_IMAGE}
          alt=""
          width={320}
          height={180}
          className={styles.emptyImage}
        />
        <h2>{t('year.emptyTitle', { year })}</h2>
        <p>{t('year.emptyBody')}</p>
        {year !== currentYear && <Link to={newsYearPath(currentYear)}>{t('year.latest')}</Link>}
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {articles.map((article, index) => (
        <li key={article.uuid}>
          <ArticleItem article={article} eager={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
};
