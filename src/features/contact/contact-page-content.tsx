import React from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { ContactForm } from './contact-form';
import { PageColumns } from '../../components/layout/page-columns';
import * as styles from './contact-page-content.module.css';

interface ContactPageContentProps {
  email: string;
  hotline: { value: string; label: string };
}

/** The form, with the privacy policy link beside it and other ways to reach us. */
export const ContactPageContent = ({ email, hotline }: ContactPageContentProps) => {
  const { t } = useTranslation('contact-us');
  return (
    <PageColumns shape="formThenNote">
      <ContactForm />
      <aside className={styles.aside}>
        <h2 className={styles.asideTitle}>{t('privacy.title')}</h2>
        <p>{t('privacy.body')}</p>
        <p>
          <Link to="/privacy-notice/">{t('privacy.link')}</Link>
        </p>
        <h2 className={styles.asideTitle}>{t('other.title')}</h2>
        <p>
          {t('other.email')} <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p>
          {t('other.hotline')} <a href={`tel:${hotline.value}`}>{hotline.label}</a>
        </p>
      </aside>
    </PageColumns>
  );
};
