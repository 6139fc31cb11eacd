import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { translatedHead } from '../components/seo/translated-head';
import { PageHeader } from '../components/content-page/page-header';
import { DonateBlock } from '../components/donation/donate-block';
import { Section } from '../components/ui/section';
import { TaggedText } from '../components/ui/tagged-text';

type Data = Queries.UtahAbortionLawPageQuery;
type Context = { language: string; i18n: { originalPath: string } };

/** The Utah Legislature's own search of the Utah Code: the law itself, from its source. */
const UTAH_CODE_SEARCH = 'https://le.utah.gov/xcode/code.html';
const NEW_TAB_HINT = 'utah-law-new-tab';

/** The translation's tagged words become this link's text (TaggedText). */
const CodeSearchLink = ({ children }: { children?: React.ReactNode }) => (
  <a
    href={UTAH_CODE_SEARCH}
    target="_blank"
    rel="noopener noreferrer"
    aria-describedby={NEW_TAB_HINT}
  >
    {children}
  </a>
);

/**
 * The spec asks for the title only. Until staff write the page, it says where the law can be
 * read and who to contact about it, without inventing legal content, then offers the donate block.
 */
const UtahAbortionLawPage = (_props: PageProps<Data, Context>) => {
  const { t } = useTranslation('utah-abortion-law');
  return (
    <Layout searchable>
      <PageHeader
        title={t('title')}
        lead={
          <TaggedText
            text={t('lead')}
            components={{
              code: <CodeSearchLink />,
              lookup: <Link to="/government/legislator-lookup/" />,
            }}
          />
        }
      />
      <span id={NEW_TAB_HINT} className="visually-hidden">
        {t('newTab')}
      </span>
      <Section tone="tinted">
        <DonateBlock />
      </Section>
    </Layout>
  );
};

export default UtahAbortionLawPage;

export const Head = translatedHead('utah-abortion-law');

export const query = graphql`
  query UtahAbortionLawPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "utah-abortion-law"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
