// What the site and gatsby-plugin-react-i18next use of react-i18next, and nothing more (see
// webpack.ts). The plugin `require`s the whole package, so webpack cannot leave out what
// nobody uses: <Trans> and its HTML parser, the HOCs and the SSR helpers, about 4 kB gzipped
// on every page. The site writes <TaggedText> where it would write <Trans>.
export { I18nextProvider } from 'react-i18next-es/I18nextProvider.js';
export { useTranslation } from 'react-i18next-es/useTranslation.js';
