import React from 'react';
import { Section } from '../../components/ui/section';
import * as styles from './prose.module.css';

export interface LegalDocumentNode {
  language: string;
  html: string;
}

/** The document in the page's language, else the English one (missing translations fall back). */
export const pickDocument = (
  nodes: ReadonlyArray<LegalDocumentNode>,
  language: string,
): LegalDocumentNode | undefined =>
  nodes.find((node) => node.language === language) ?? nodes.find((node) => node.language === 'en');

/**
 * Renders a content/legal file. The HTML is ours and was cleaned at build time
 * (contract/html-policy, the legal subset), so it is inserted as is.
 */
export const LegalDocument = ({ document }: { document: LegalDocumentNode | undefined }) => (
  <Section>
    {document && (
      <div
        className={styles.prose}
        lang={document.language}
        dangerouslySetInnerHTML={{ __html: document.html }}
      />
    )}
  </Section>
);
