import React, { useId } from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { newsYearPath, newsYears } from './news-paths';
import * as styles from './year-select.module.css';

interface YearSelectProps {
  year: number;
  currentYear: number;
  /** Called before navigating, so the page can show that the list is loading. */
  onChoose?: (year: number) => void;
}

/** Choosing a year loads that year's list at its own address. */
export const YearSelect = ({ year, currentYear, onChoose }: YearSelectProps) => {
  const { t } = useTranslation('news');
  const { navigate } = useI18next();
  const id = useId();
  const choose = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const chosen = Number(event.target.value);
    onChoose?.(chosen);
    void navigate(newsYearPath(chosen));
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('year.label')}
      </label>
      <select id={id} value={year} onChange={choose} className={styles.select}>
        {newsYears(currentYear).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
};
