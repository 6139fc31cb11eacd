import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../../components/layout/layout';
import { translatedHead } from '../../components/seo/translated-head';
import { PageHeader } from '../../components/content-page/page-header';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { Section } from '../../components/ui/section';
import { DonateMethods } from '../../features/donate/donate-methods';
import { MoreWays } from '../../features/donate/more-ways';

type DonateContext = { language: string; i18n: { originalPath: string } };

const DonatePage = ({ data }: PageProps<Queries.DonatePageQuery, DonateContext>) => {
  const { t } = useTranslation('donate');
  const organisation = data.siteShell?.organisation;
  if (!organisation) throw new Error('content/data/organisation.json is missing');
  return (
    <Layout searchable>
      <PageHeader
        breadcrumbs={<Breadcrumbs current={t('title')} />}
        title={t('title')}
        lead={t('lead')}
        art="/images/illustrations/donate.svg"
      />
      <Section>
        <DonateMethods
          venmoHandle={organisation.venmoHandle ?? null}
          check={{
            payableTo: organisation.checkPayableTo,
            mailingAddress: organisation.checkMailingAddress.lines,
            ein: organisation.ein,
          }}
        />
      </Section>
      <MoreWays />
    </Layout>
  );
};

export default DonatePage;

export const Head = translatedHead('donate');

export const query = graphql`
  query DonatePage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "donate"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    siteShell {
      organisation {
        ein
        checkPayableTo
        checkMailingAddress {
          lines
        }
        venmoHandle
      }
    }
  }
`;
