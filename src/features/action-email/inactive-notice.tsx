import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { DonateBlock } from '../../components/donate-block/donate-block';
import { LinkButton } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import * as styles from './action-email.module.css';

/** Spec point 4: an inactive action email (HTTP 400) shows "we're sorry" and the donate block. */
export const InactiveNotice = () => {
  const { t } = useTranslation('action-email');
  return (
    <>
      <Section>
        <div className={styles.inactive}>
          <h1>{t('inactive.title')}</h1>
          <p className={styles.lead}>{t('inactive.body')}</p>
          <LinkButton to="/government/legislator-lookup/" variant="secondary">
            {t('inactive.lookup')}
          </LinkButton>
        </div>
      </Section>
      <Section tone="tinted">
        <DonateBlock />
      </Section>
    </>
  );
};
