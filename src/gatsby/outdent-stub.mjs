// Stands in for outdent in the site's bundles (see webpack.ts): the one caller,
// gatsby-plugin-react-i18next, formats a development-only console message with it.
const outdent = (strings, ...values) => String.raw({ raw: strings }, ...values);
export default outdent;
