// gatsby-plugin-react-i18next without its onCreatePage. Gatsby loads a plugin from the site's
// plugins/ folder before node_modules, so this folder stands in for the package under the
// package's own name (its Locale nodes keep their owner, and a site's cache stays valid); the
// rest of the package is used as it is. The site makes every page's language copies itself
// (src/gatsby/in-every-language.ts, src/gatsby/language-copies.ts): Gatsby runs each plugin's
// onCreatePage for every page created, on every build, 9,400 times a build at 3,000 articles,
// for the one page in a hundred the plugin had anything to do with.
const { onCreateNode } = require('gatsby-plugin-react-i18next/dist/plugin/onCreateNode');
const { onPreBootstrap } = require('gatsby-plugin-react-i18next/dist/plugin/onPreBootstrap');

exports.onCreateNode = onCreateNode;
exports.onPreBootstrap = onPreBootstrap;
