import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { PageHeader } from '../../components/content-page/page-header';
import { Loader } from '../../components/ui/loader';
import { Section } from '../../components/ui/section';
import type { ArticleSummary } from './api';
import { ArticleList } from './article-list';
import { YearSelect } from './year-select';
import * as styles from './news-year-view.module.css';

interface NewsYearViewProps {
  year: number;
  currentYear: number;
  articles: ReadonlyArray<ArticleSummary>;
}

/** The news page of one year: its header with the year dropdown, and the list. */
export const NewsYearView = ({ year, currentYear, articles }: NewsYearViewProps) => {
  const { t } = useTranslation('news');
  // The list shows a loader while the chosen year's page loads.
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  useEffect(() => setChosenYear(null), [year]);
  const loading = chosenYear !== null && chosenYear !== year;
  return (
    <>
      <PageHeader title={t('year.title', { year })} lead={t('year.intro')}>
        <YearSelect year={year} currentYear={currentYear} onChoose={setChosenYear} />
      </PageHeader>
      <Section>
        <div aria-busy={loading}>
          {loading ? (
            <div className={styles.loading}>
              <Loader label={t('year.loading', { year: chosenYear })} showLabel />
            </div>
          ) : (
            <ArticleList articles={articles} year={year} currentYear={currentYear} />
          )}
        </div>
      </Section>
    </>
  );
};
