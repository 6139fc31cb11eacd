import React, { useId } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import * as styles from './panels.module.css';

export interface CheckDetails {
  payableTo: string;
  mailingAddress: ReadonlyArray<string>;
  ein: string;
}

export const CheckPanel = ({ payableTo, mailingAddress, ein }: CheckDetails) => {
  const { t } = useTranslation('donate');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.title}>
        {t('panels.check.title')}
      </h2>
      <p>{t('panels.check.payableTo', { name: payableTo })}</p>
      <address className={styles.address}>
        {mailingAddress.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <p className={styles.ein}>{t('panels.check.ein', { ein })}</p>
      <p className={styles.hint}>{t('panels.check.receipt')}</p>
    </section>
  );
};
