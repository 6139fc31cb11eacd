import React from 'react';
import { Link, useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { ApiImage, type ApiImageFile } from '../../components/ui/api-image';
import { Section } from '../../components/ui/section';
import { formatDate } from '../../lib/format';
import type { ArticleContent } from './api';
import { newsYearPath } from './news-paths';
import { InEnglishNote, useApiTextLang } from '../../components/ui/api-text-language';
import * as styles from './article-view.module.css';

interface ArticleViewProps {
  /** `story` must already be sanitised (at build time, or in the browser for a fresh article). */
  article: Omit<ArticleContent, 'socialImage'> & { socialImage?: string | null };
  /** The build's copy of the social image; a fresh article the build never saw has none. */
  image?: ApiImageFile | null;
  /** The year whose news list the article belongs to. */
  year: number;
}

/** One article, the same for a built page and for a fresh article the build never saw. */
export const ArticleView = ({ article, image, year }: ArticleViewProps) => {
  const { t } = useTranslation('news');
  const { language } = useI18next();
  const back = t('article.back', { year });
  // The API writes articles in English: marked so on a Spanish or Portuguese page.
  const apiLang = useApiTextLang();
  return (
    <Section>
      <article className={styles.article}>
        {/* Only the title and the story go into the search index, so results read as text. */}
        <Link
          to={newsYearPath(year)}
          className={`${styles.topLink} no-print`}
          data-pagefind-ignore="all"
        >
          <span aria-hidden="true">← </span>
          {back}
        </Link>
        <h1 className={styles.title} lang={apiLang}>
          {article.title}
        </h1>
        <p className={styles.meta} data-pagefind-ignore="all">
          <span>
            {t('article.published')}{' '}
            <time dateTime={article.pubdate}>{formatDate(article.pubdate, language)}</time>
          </span>
          {article.author && <span>{t('article.by', { author: article.author })}</span>}
        </p>
        <ApiImage
          className={styles.image}
          file={image}
          fallbackSrc={article.socialImage}
          alt=""
          width={1200}
          height={630}
          eager
        />
        <InEnglishNote kind="article" />
        <div
          className={styles.prose}
          lang={apiLang}
          dangerouslySetInnerHTML={{ __html: article.story }}
        />
        <p className={`${styles.bottom} no-print`} data-pagefind-ignore="all">
          <Link to={newsYearPath(year)}>{back}</Link>
        </p>
      </article>
    </Section>
  );
};
