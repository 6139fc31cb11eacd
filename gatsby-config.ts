import type { GatsbyConfig } from 'gatsby';
import fs from 'fs';
import path from 'path';
import { buildSources, canonicalOrigin, siteConfig } from './src/lib/config';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/lib/languages';
import { sitemapOptions } from './src/gatsby/sitemap-options';
import { readBuildEnv } from './contract/build-env';

// Build-time credentials: PLUAPI_* (server side, proxy mode) win over the public GATSBY_* ones.
// No default host: a build that names no API fails, saying which variable to set, rather
// than quietly building from a sandbox (`npm start` and `npm test` start one and name it).
const apiHost = process.env.PLUAPI_HOST || process.env.GATSBY_PLUAPI_HOST || '';
// What the server asks of its builds (contract/build-env.ts). Both source plugins add their
// lines to one report, in the file it names.
const { reportFile, changedArticles, fullRefresh } = readBuildEnv(process.env);
// The footer shows the app version; package.json is its single source.
const { version } = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as {
  version: string;
};
const siteUrl = canonicalOrigin(siteConfig.siteUrl);

const config: GatsbyConfig = {
  siteMetadata: { siteUrl, title: 'Pro-Life Utah', version },
  // Written on build too, so `npm test` type-checks against the queries as they are.
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  trailingSlash: 'always',
  plugins: [
    {
      resolve: 'gatsby-source-pluapi',
      options: {
        host: apiHost,
        token: process.env.PLUAPI_TOKEN || process.env.GATSBY_PLUAPI_TOKEN || '',
        key: process.env.PLUAPI_KEY || process.env.GATSBY_PLUAPI_KEY || '',
        // The webhook's changed articles; a build naming none fetches every article body, and
        // PLUAPI_FULL_REFRESH (by hand) every image too.
        changedArticles,
        fullRefresh,
        reportFile,
      },
    },
    {
      // After the API plugin: it adds its lines to the same build report.
      resolve: 'gatsby-source-legislature',
      options: {
        scoreCardCsvUrl: buildSources.scoreCardCsvUrl,
        legislatureUrl: buildSources.legislatureUrl,
        // Staff list the bills they follow here; each one's "why" is in content/locales.
        followedBills: JSON.parse(
          fs.readFileSync(path.resolve('content/data/followed-bills.json'), 'utf8'),
        ) as unknown[],
        reportFile,
      },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: {
        name: 'locale',
        path: path.resolve('content/locales'),
        // The translators' glossary and source hashes sit beside the languages; they are not namespaces.
        ignore: ['**/*.md', '**/glossary.json', '**/translation-sources.json'],
      },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'images', path: path.resolve('content/images'), ignore: ['**/src/**'] },
    },
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        fallbackLanguage: DEFAULT_LANGUAGE,
        siteUrl,
        trailingSlash: 'always',
        // Off: the plugin moved visitors only after rendering English (a flash and hydration
        // errors). gatsby-ssr.tsx decides the language before the first paint instead.
        redirect: false,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: ':',
          returnNull: false,
        },
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: sitemapOptions,
    },
  ],
};

export default config;
