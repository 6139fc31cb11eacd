import fs from 'node:fs';
import path from 'node:path';
import { type BuildFigures, measuredBuild } from './gatsby-build';
import { makeTempDir } from './processes';

// The floor: the least a Gatsby 5 + react-i18next site costs on this machine. One template
// (I18nextProvider, one <h1>, one translated paragraph) in en/es/pt; `writeFloorPages`
// sets how many pages it builds, so each site figure has a floor of the same size beside it.

const RESOURCES = {
  en: {
    title: 'Floor site',
    description: 'A bare Gatsby page for comparison.',
    heading: 'Welcome',
    body: 'This is page {{name}} of the floor site.',
  },
  es: {
    title: 'Sitio base',
    description: 'Una página de Gatsby mínima para comparar.',
    heading: 'Bienvenidos',
    body: 'Esta es la página {{name}} del sitio base.',
  },
  pt: {
    title: 'Site base',
    description: 'Uma página mínima do Gatsby para comparação.',
    heading: 'Bem-vindos',
    body: 'Esta é a página {{name}} do site base.',
  },
};
// The floor's own languages: it carries its own text for each, English first.
const LANGUAGES = Object.keys(RESOURCES);

const FILES: Record<string, string> = {
  // Gatsby only builds a folder whose package.json names it; node_modules is the repo's.
  'package.json': JSON.stringify({
    name: 'bench-floor',
    private: true,
    dependencies: Object.fromEntries(
      ['gatsby', 'react', 'react-dom', 'i18next', 'react-i18next'].map((name) => [name, '*']),
    ),
  }),
  'gatsby-config.js': `module.exports = { trailingSlash: 'always', siteMetadata: { title: 'Floor' } };\n`,
  'gatsby-node.js': `const pages = require('./pages.json');
const component = require.resolve('./src/templates/page.js');
exports.createPages = ({ actions }) => {
  for (const page of pages) actions.createPage({ path: page.path, component, context: page });
};\n`,
  'gatsby-ssr.js': `exports.onRenderBody = ({ pathname, setHtmlAttributes }) => {
  const match = /^\\/(${LANGUAGES.slice(1).join('|')})\\//.exec(pathname);
  setHtmlAttributes({ lang: match ? match[1] : 'en' });
};\n`,
  'src/i18n.js': `import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
const resources = ${JSON.stringify(RESOURCES)};
export const instances = {};
for (const lng of Object.keys(resources)) {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({ lng, resources: { [lng]: { translation: resources[lng] } }, initImmediate: false, interpolation: { escapeValue: false } });
  instances[lng] = instance;
}\n`,
  'src/templates/page.js': `import * as React from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { instances } from '../i18n';
const Content = ({ name }) => {
  const { t } = useTranslation();
  return (<main><h1>{t('heading')}</h1><p>{t('body', { name })}</p></main>);
};
const Page = ({ pageContext }) => (
  <I18nextProvider i18n={instances[pageContext.language]}><Content name={pageContext.name} /></I18nextProvider>
);
export default Page;
export const Head = ({ pageContext }) => {
  const t = instances[pageContext.language].t;
  // The empty icon spares the browser a /favicon.ico request that would 404.
  return (<><title>{t('title')}</title><meta name="description" content={t('description')} /><link rel="icon" href="data:," /></>);
};\n`,
};

export const createFloorSite = (nodeModulesDir: string): string => {
  const dir = makeTempDir('bench-floor-');
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(nodeModulesDir, path.join(dir, 'node_modules'));
  writeFloorPages(dir, LANGUAGES.length);
  return dir;
};

/** `count` pages, languages in turn; the first three are the home page in each language. */
const floorPages = (count: number, renamedIndex?: number) =>
  Array.from({ length: count }, (_, index) => {
    const language = LANGUAGES[index % LANGUAGES.length] as string;
    const prefix = language === 'en' ? '' : `/${language}`;
    return {
      path: index < LANGUAGES.length ? `${prefix}/` : `${prefix}/page/${index}/`,
      language,
      name: index === renamedIndex ? `${index} (changed)` : String(index),
    };
  });

export const writeFloorPages = (dir: string, count: number, renamedIndex?: number): void =>
  fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(floorPages(count, renamedIndex)));

// The floor's first page that is not a home page.
const FLOOR_PAGE_TO_CHANGE = 3;

/**
 * The floor's warm rebuild of `pages` pages after one page changed, measured. Its build of the
 * same pages must have run already; one unmeasured rebuild first, as every warm figure has
 * (the first build after `gatsby clean` renders every page again whatever changed).
 */
export const floorWarmRebuild = async (dir: string, pages: number): Promise<BuildFigures> => {
  await measuredBuild(dir, {}, 'floor-settle-build');
  writeFloorPages(dir, pages, FLOOR_PAGE_TO_CHANGE);
  return measuredBuild(dir, {}, 'floor-warm-build');
};
