import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Icon } from '../../components/ui/icon';
import { buttonClassName } from '../../components/ui/button';
import * as styles from './hero.module.css';
import { HERO_ART_SVG } from './hero-art';

/** "Need help?": the hotline call button comes first, for the visitor who needs it most. */
export const Hero = ({ hotline }: { hotline: { value: string; label: string } }) => {
  const { t } = useTranslation('home');
  const { t: common } = useTranslation('common');
  return (
    <section
      className={styles.hero}
      aria-labelledby="hero-title"
      // Site search titles a page by its first h1: the home page is "Home" there, not this slogan.
      data-pagefind-meta={`title:${common('nav.home')}`}
    >
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.lead}>{t('hero.lead')}</p>
          <a href={`tel:${hotline.value}`} className={buttonClassName({ size: 'large' })}>
            <Icon name="phone" />
            {t('hero.callButton', { phone: hotline.label })}
          </a>
          <p className={styles.note}>{t('hero.note')}</p>
        </div>
        <div
          className={styles.art}
          aria-hidden="true"
          dangerouslySetInnerHTML={{ __html: HERO_ART_SVG }}
        />
      </div>
    </section>
  );
};
