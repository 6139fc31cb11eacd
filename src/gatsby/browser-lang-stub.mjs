// Stands in for browser-lang in the site's bundles (see webpack.ts): its one caller,
// gatsby-plugin-react-i18next, uses it only for its own redirect, which the site turns off
// (the language is decided before the first paint, see language-before-paint.ts).
const browserLang = (options) => (options && options.fallback) || null;
export default browserLang;
