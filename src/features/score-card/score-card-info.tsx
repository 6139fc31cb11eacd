import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { MailtoText } from '../../components/ui/mailto-text';
import * as styles from './score-card-info.module.css';

const STEPS = ['1', '2', '3', '4'] as const;
const GRADES = ['a', 'b', 'c', 'f'] as const;

/** How the score card is made, so a reader can judge the grades for themselves. */
export const ScoreCardInfo = () => {
  const { t } = useTranslation('legislator-score-card');
  return (
    <div className={styles.info}>
      <div>
        <h2 id="how-it-is-made">{t('how.title')}</h2>
        <p>{t('how.intro')}</p>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{t(`how.steps.${step}`)}</li>
          ))}
        </ol>
      </div>
      <aside className={styles.scale} aria-labelledby="grading-scale">
        <h3 id="grading-scale">{t('scale.title')}</h3>
        <dl>
          {GRADES.map((grade) => (
            <React.Fragment key={grade}>
              <dt>{t(`scale.grades.${grade}.grade`)}</dt>
              <dd>{t(`scale.grades.${grade}.meaning`)}</dd>
            </React.Fragment>
          ))}
        </dl>
        <p className={styles.note}>
          <MailtoText text={t('scale.note')} />
        </p>
      </aside>
    </div>
  );
};
