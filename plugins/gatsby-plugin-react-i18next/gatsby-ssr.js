// The plugin's page wrapper (i18next and its context for every page), unchanged.
exports.wrapPageElement =
  require('gatsby-plugin-react-i18next/dist/plugin/wrapPageElement').wrapPageElement;
