import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import * as styles from './volunteer-form.module.css';

export const STEP_COUNT = 2;

/** 50% on step 1, 100% on step 2. */
export const StepProgress = ({ step }: { step: number }) => {
  const { t } = useTranslation('volunteer');
  const percent = Math.round((step / STEP_COUNT) * 100);
  const label = t('progress.label', { step, count: STEP_COUNT });
  return (
    <div className={styles.progress}>
      <p className={styles.progressText} aria-hidden="true">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={t('progress.name')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className={styles.track}
      >
        {/* Widths in CSS, not an inline style: the site's Content Security Policy forbids those. */}
        <div className={styles.bar} data-percent={percent} />
      </div>
    </div>
  );
};
