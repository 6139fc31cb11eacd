import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import * as styles from './score-card-info.module.css';

/** The published score card spreadsheet, embedded, with a way out to the full sheet. */
export const ScoreCardFrame = ({ url }: { url: string }) => {
  const { t } = useTranslation('legislator-score-card');
  return (
    <figure className={styles.figure}>
      <iframe className={styles.frame} src={url} title={t('frameTitle')} loading="lazy" />
      <figcaption className={styles.caption}>
        <span>{t('frameHint')}</span>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('open')}
          <span className="visually-hidden"> ({t('newTab')})</span>
        </a>
      </figcaption>
    </figure>
  );
};
