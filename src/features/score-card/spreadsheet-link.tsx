import React from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { UTAH_TIME_ZONE } from '../../lib/dates';
import * as styles from './score-card.module.css';

/** The spreadsheet itself stays one link away, with the day the site last read it. */
export const SpreadsheetLink = ({ url, readOn }: { url: string; readOn?: string | null }) => {
  const { t } = useTranslation('legislator-score-card');
  const { language } = useI18next();
  const day = readOn
    ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: UTAH_TIME_ZONE }).format(
        new Date(readOn),
      )
    : null;
  return (
    <p className={styles.sheetLink}>
      {day && <span>{t('readOn', { date: day })} </span>}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t('openSheet')}
        <span className="visually-hidden"> ({t('newTab')})</span>
      </a>
    </p>
  );
};
