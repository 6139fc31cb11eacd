import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { translatedHead } from '../components/seo/translated-head';
import { PageHeader } from '../components/content-page/page-header';
import { LinkButton } from '../components/ui/button';
import { Section } from '../components/ui/section';
import { PartnerGrid } from '../features/partners/partner-grid';
import { choosePartners } from '../features/partners/choose-partners';

type Data = Queries.PartnersPageQuery;
type Context = { language: string; i18n: { originalPath: string } };

const PartnersPage = ({ data }: PageProps<Data, Context>) => {
  const { t } = useTranslation('partners');
  const partners = choosePartners(
    data.allPluapiPartner.nodes,
    data.allContentPartner.nodes,
    data.pluapiPartnerList?.fromApi ?? false,
  );
  return (
    <Layout searchable>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Section>
        <PartnerGrid partners={partners} />
      </Section>
      <Section tone="blush" labelledBy="become-partner">
        <h2 id="become-partner">{t('become.title')}</h2>
        <p>{t('become.body')}</p>
        <LinkButton to="/contact-us/" variant="secondary">
          {t('become.cta')}
        </LinkButton>
      </Section>
    </Layout>
  );
};

export default PartnersPage;

export const Head = translatedHead('partners');

export const query = graphql`
  query PartnersPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "partners"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    pluapiPartnerList {
      fromApi
    }
    allPluapiPartner {
      nodes {
        name
        logoFile {
          ...PartnerLogoFile
        }
        url
      }
    }
    allContentPartner(sort: { order: ASC }) {
      nodes {
        name
        logo
        url
      }
    }
  }
`;
