import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { PageHeader } from '../../components/content-page/page-header';
import { DonateBlock } from '../../components/donation/donate-block';
import { LinkButton } from '../../components/ui/button';
import { Section } from '../../components/ui/section';

/** An inactive action email (HTTP 400) shows "we're sorry" and the donate block. */
export const InactiveNotice = () => {
  const { t } = useTranslation('action-email');
  return (
    <>
      <PageHeader title={t('inactive.title')} lead={t('inactive.body')}>
        <LinkButton to="/government/legislator-lookup/" variant="secondary">
          {t('inactive.lookup')}
        </LinkButton>
      </PageHeader>
      <Section tone="tinted">
        <DonateBlock />
      </Section>
    </>
  );
};
