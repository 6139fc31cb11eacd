import fs from 'fs';
import path from 'path';
import type { SourceNodesArgs } from 'gatsby';
import { sanitizeLegalHtml } from '../../../contract/html-policy/sanitize-at-build';

// Gatsby compiles this file into .cache, so resolve from the site root (Gatsby's cwd).
const LEGAL_DIR = path.resolve(process.cwd(), 'content/legal');

export interface LegalDocumentFile {
  slug: string;
  language: string;
  html: string;
}

/** Every content/legal/<language>/<slug>.html, cleaned of anything that could run. */
export const readLegalDocuments = (
  dir: string = LEGAL_DIR,
  { sanitize = true } = {},
): LegalDocumentFile[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: language }) =>
      fs
        .readdirSync(path.join(dir, language))
        .filter((file) => file.endsWith('.html'))
        .map((file) => ({
          slug: path.basename(file, '.html'),
          language,
          html: (sanitize ? sanitizeLegalHtml : String)(
            fs.readFileSync(path.join(dir, language, file), 'utf8'),
          ),
        })),
    );

export const sourceLegalDocuments = ({
  actions,
  createNodeId,
  createContentDigest,
}: SourceNodesArgs): void => {
  for (const document of readLegalDocuments()) {
    actions.createNode({
      ...document,
      id: createNodeId(`LegalDocument-${document.language}-${document.slug}`),
      internal: { type: 'LegalDocument', contentDigest: createContentDigest(document) },
    });
  }
};
