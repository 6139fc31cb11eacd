// Type-only stand-in for gatsby-plugin-react-i18next (wired through tsconfig `paths`).
// The package's Link type is a `Pick` that @types/react 18.3 turns into a list of
// required props (placeholder, onResize, …); this re-declares Link on Gatsby's own
// GatsbyLinkProps and passes everything else through unchanged.
import type React from 'react';
import type { GatsbyLinkProps } from 'gatsby';

export * from 'gatsby-plugin-react-i18next/dist/i18nextContext';
export * from 'gatsby-plugin-react-i18next/dist/useI18next';
export * from 'gatsby-plugin-react-i18next/dist/types';
export * from 'react-i18next';

export declare const Link: React.ForwardRefExoticComponent<
  Omit<GatsbyLinkProps<unknown>, 'ref'> & {
    language?: string;
  } & React.RefAttributes<HTMLAnchorElement>
>;
