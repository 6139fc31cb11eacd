import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../../components/layout/layout';
import { translatedHead } from '../../components/seo/translated-head';
import { ActionEmailView } from '../../features/action-email/action-email-view';

type Data = Queries.ActionEmailPageQuery;
type Context = { language: string; i18n: { originalPath: string } };

/** Client-only route: the build renders it once with the placeholder `[id]`. */
const knownParam = (value: string | undefined): string | null =>
  value && !/^\[.*\]$/.test(value) ? value : null;

const ActionEmailPage = ({ params }: PageProps<Data, Context>) => (
  <Layout>
    <ActionEmailView id={knownParam(params.id)} />
  </Layout>
);

export default ActionEmailPage;

// The id is only known in the browser, so the head stays generic for the feature.
export const Head = translatedHead('action-email', { pathFromLocation: true });

export const query = graphql`
  query ActionEmailPage($language: String!) {
    locales: allLocale(
      filter: {
        ns: { in: ["common", "action-email", "legislator-contact", "form"] }
        language: { in: [$language, "en"] }
      }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
