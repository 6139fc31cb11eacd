import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import * as styles from './save-a-life.module.css';

/** The programme text (the spec: "$3000 supports a pregnant woman"). */
export const Programme = () => {
  const { t } = useTranslation('save-a-life');
  return (
    <div className={styles.programme}>
      <p className={styles.lead}>{t('programme.lead')}</p>
      <p>{t('programme.body')}</p>
      <ul className={styles.options}>
        <li>
          <strong>{t('programme.monthlyTitle')}</strong> {t('programme.monthlyBody')}
        </li>
        <li>
          <strong>{t('programme.oneTimeTitle')}</strong> {t('programme.oneTimeBody')}
        </li>
      </ul>
      <p>{t('programme.after')}</p>
    </div>
  );
};
