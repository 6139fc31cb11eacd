import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { translatedHead } from '../../components/seo/translated-head';
import { DonateFollowUp } from '../../features/donate/donate-follow-up';
import { DonateBlock } from '../../components/donation/donate-block';
import { LinkButton } from '../../components/ui/button';

const DonateCancelledPage = (_props: PageProps<Queries.DonateCancelledPageQuery>) => {
  const { t } = useTranslation('donate-cancelled');
  return (
    <DonateFollowUp
      namespace="donate-cancelled"
      actions={
        <LinkButton to="/donate/" variant="secondary">
          {t('back')}
        </LinkButton>
      }
    >
      <DonateBlock />
    </DonateFollowUp>
  );
};

export default DonateCancelledPage;

export const Head = translatedHead('donate-cancelled', { allowRobots: false });

export const query = graphql`
  query DonateCancelledPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "donate-cancelled"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
