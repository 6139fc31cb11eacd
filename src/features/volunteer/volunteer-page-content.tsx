import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { VolunteerForm } from './volunteer-form';
import { PageColumns } from '../../components/layout/page-columns';
import * as styles from './volunteer-page-content.module.css';

const HIGHLIGHTS = ['mothers', 'skills', 'time'] as const;

/** The volunteer page body: why to join, beside the two-step form. */
export const VolunteerPageContent = ({ cities }: { cities: ReadonlyArray<string> }) => {
  const { t } = useTranslation('volunteer');
  return (
    <PageColumns shape="formThenNote">
      <VolunteerForm cities={cities} />
      <aside className={styles.aside} aria-labelledby="volunteer-why">
        <h2 id="volunteer-why" className={styles.asideTitle}>
          {t('page.whyTitle')}
        </h2>
        <ul className={styles.list}>
          {HIGHLIGHTS.map((id) => (
            <li key={id}>{t(`page.why.${id}`)}</li>
          ))}
        </ul>
      </aside>
    </PageColumns>
  );
};
