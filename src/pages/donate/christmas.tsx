import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../../components/layout/layout';
import { translatedHead } from '../../components/seo/translated-head';
import { Section } from '../../components/ui/section';
import { ChristmasIntro } from '../../features/donate/christmas-intro';
import { SecretSantaCards } from '../../features/donate/secret-santa-cards';
import * as styles from '../../features/donate/christmas-page.module.css';

type ChristmasContext = { language: string; i18n: { originalPath: string } };

const ChristmasPage = (_props: PageProps<Queries.ChristmasPageQuery, ChristmasContext>) => {
  const { t } = useTranslation('christmas');
  return (
    <Layout searchable>
      <ChristmasIntro />
      <Section labelledBy="secret-santa-choose" className={styles.gifts}>
        <h2 id="secret-santa-choose">{t('choose')}</h2>
        <p id="secret-santa-new-tab" className={styles.note}>
          {t('newTab')}
        </p>
        <SecretSantaCards describedBy="secret-santa-new-tab" />
        <p className={styles.closing}>{t('closing')}</p>
      </Section>
    </Layout>
  );
};

export default ChristmasPage;

export const Head = translatedHead('christmas');

export const query = graphql`
  query ChristmasPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "christmas"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
