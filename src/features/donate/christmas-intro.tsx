import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import * as styles from './christmas-intro.module.css';

/** The Secret Santa page's evergreen top band, with breadcrumbs back to Donate. */
export const ChristmasIntro = () => {
  const { t } = useTranslation('christmas');
  const { t: common } = useTranslation('common');
  return (
    <section className={styles.intro}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <Breadcrumbs
            trail={[{ label: common('nav.donate'), to: '/donate/' }]}
            current={t('title')}
            tone="inverse"
          />
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
        <img
          className={styles.art}
          src="/images/donate/christmas-ornaments.svg"
          alt=""
          width={320}
          height={240}
        />
      </div>
    </section>
  );
};
