import React from 'react';
import { Link, useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { formatDate } from '../../lib/format';
import { ApiImage, type ApiImageFile } from '../../components/ui/api-image';
import { LinkButton } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import { useApiTextLang } from '../../components/ui/api-text-language';
import * as card from '../../components/ui/card.module.css';
import * as styles from './news-and-events.module.css';

export interface ArticleSummary {
  uuid: string;
  title: string;
  socialImageFile: ApiImageFile | null;
  socialDescription: string | null;
  pubdate: string;
  author: string | null;
}

const ArticleCard = ({
  article,
  featured = false,
}: {
  article: ArticleSummary;
  featured?: boolean;
}) => {
  const { t } = useTranslation('home');
  const { language } = useI18next();
  const HeadingTag = featured ? 'h3' : 'h4';
  // Articles come from the API in English.
  const apiLang = useApiTextLang();
  return (
    <article className={`${card.card} ${featured ? styles.featured : ''}`}>
      {featured && (
        <ApiImage
          className={card.media}
          file={article.socialImageFile}
          fallbackSrc="/images/illustrations/news-placeholder.svg"
          alt=""
          width={640}
          height={400}
        />
      )}
      <div className={card.body}>
        {featured && <p className={styles.badge}>{t('news.featured')}</p>}
        <HeadingTag className={styles.heading} lang={apiLang}>
          <Link to={`/news/article/${article.uuid}/`} className={styles.titleLink}>
            {article.title}
          </Link>
        </HeadingTag>
        {/* The same byline as the news list: the date, then "By …" beside it. */}
        <p className={`${card.meta} ${styles.meta}`}>
          <time dateTime={article.pubdate}>{formatDate(article.pubdate, language)}</time>
          {article.author && <span>{t('news.by', { author: article.author })}</span>}
        </p>
        {article.socialDescription && <p lang={apiLang}>{article.socialDescription}</p>}
      </div>
    </article>
  );
};

interface NewsAndEventsProps {
  featured: ArticleSummary | null;
  latest: ReadonlyArray<ArticleSummary>;
  year: number;
}

export const NewsAndEvents = ({ featured, latest, year }: NewsAndEventsProps) => {
  const { t } = useTranslation('home');
  const others = latest.filter((article) => article.uuid !== featured?.uuid);
  return (
    <Section labelledBy="news-title">
      <h2 id="news-title">{t('news.title')}</h2>
      {/* Each article is indexed on its own page; here it would only repeat its title. */}
      <div className={styles.layout} data-pagefind-ignore="all">
        {featured && <ArticleCard article={featured} featured />}
        <div>
          <h3 className={styles.latestTitle}>{t('news.latest')}</h3>
          <ul className={styles.list}>
            {others.map((article) => (
              <li key={article.uuid}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.all}>
        <LinkButton to={`/news/${year}/`} variant="outline">
          {t('news.all')}
        </LinkButton>
      </p>
    </Section>
  );
};
