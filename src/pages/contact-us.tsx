import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { useShell } from '../components/layout/use-shell';
import { translatedHead } from '../components/seo/translated-head';
import { PageHeader } from '../components/content-page/page-header';
import { Section } from '../components/ui/section';
import { ContactPageContent } from '../features/contact/contact-page-content';

type Data = Queries.ContactUsPageQuery;
type Context = { language: string; i18n: { originalPath: string } };

const ContactUsPage = (_props: PageProps<Data, Context>) => {
  const { t } = useTranslation('contact-us');
  const shell = useShell();
  return (
    <Layout>
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <Section>
        <ContactPageContent
          email={shell.emailAddresses.info}
          hotline={shell.phoneNumbers.hotline}
        />
      </Section>
    </Layout>
  );
};

export default ContactUsPage;

export const Head = translatedHead('contact-us');

export const query = graphql`
  query ContactUsPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "contact-us", "form"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
