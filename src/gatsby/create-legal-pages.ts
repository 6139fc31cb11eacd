import path from 'path';
import type { Actions } from 'gatsby';
import { inEveryLanguage } from './in-every-language';

/** The legal documents (content/legal/<lng>/<slug>.html), each at /<slug>/ with its namespace. */
export const LEGAL_SLUGS = ['terms-of-use', 'privacy-notice'] as const;

const TEMPLATE = path.resolve('src/templates/legal-page.tsx');

/** The terms of use and the privacy notice, one template, in every language. */
export const createLegalPages = (actions: Actions) => {
  for (const slug of LEGAL_SLUGS) {
    const page = { path: `/${slug}/`, component: TEMPLATE, context: { slug } };
    inEveryLanguage(page).forEach((localised) => actions.createPage(localised));
  }
};
