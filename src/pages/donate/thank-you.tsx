import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { translatedHead } from '../../components/seo/translated-head';
import { DonateFollowUp } from '../../features/donate/donate-follow-up';
import { ThankYouMessage } from '../../features/donate/thank-you-message';

const DonateThankYouPage = ({ location }: PageProps<Queries.DonateThankYouPageQuery>) => (
  <DonateFollowUp namespace="donate-thank-you" art="/images/illustrations/donate.svg">
    <ThankYouMessage search={location.search} />
  </DonateFollowUp>
);

export default DonateThankYouPage;

export const Head = translatedHead('donate-thank-you', { allowRobots: false });

export const query = graphql`
  query DonateThankYouPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "donate-thank-you"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
