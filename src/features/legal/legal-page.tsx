import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../../components/layout/layout';
import { PageHeader } from '../../components/content-page/page-header';
import { LegalDocument, pickDocument, type LegalDocumentNode } from './legal-document';

interface LegalPageProps {
  /** The page's namespace: its `title` and `lead`. */
  namespace: string;
  documents: ReadonlyArray<LegalDocumentNode>;
  language: string;
}

/** The terms of use and the privacy notice: a header and the translated document. */
export const LegalPage = ({ namespace, documents, language }: LegalPageProps) => {
  const { t } = useTranslation(namespace);
  return (
    <Layout searchable>
      <PageHeader title={t('title')} lead={t('lead')} />
      <LegalDocument document={pickDocument(documents, language)} />
    </Layout>
  );
};

export const legalDocumentsFragment = graphql`
  fragment LegalDocuments on LegalDocumentConnection {
    nodes {
      language
      html
    }
  }
`;
