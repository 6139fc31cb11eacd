import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../../components/layout/layout';
import { Section } from '../../components/ui/section';
import { PageHeader } from '../../components/content-page/page-header';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';

interface DonateFollowUpProps {
  /** The page's namespace: its `crumb`, `title` and `lead`. */
  namespace: string;
  art?: string;
  /** Calls to action under the lead. */
  actions?: React.ReactNode;
  children: React.ReactNode;
}

/** Where the payment provider sends the visitor back (cancelled, thank you), under Donate. */
export const DonateFollowUp = ({ namespace, art, actions, children }: DonateFollowUpProps) => {
  // The page's own namespace first; the Donate crumb is common to every page.
  const { t } = useTranslation([namespace, 'common']);
  return (
    <Layout>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            trail={[{ label: t('nav.donate', { ns: 'common' }), to: '/donate/' }]}
            current={t('crumb')}
          />
        }
        title={t('title')}
        lead={t('lead')}
        art={art}
      >
        {actions}
      </PageHeader>
      <Section>{children}</Section>
    </Layout>
  );
};
