// The reference site: the same articles as the site, sourced and rendered the way Gatsby's
// documentation teaches, with every image plugin at its defaults.
module.exports = {
  trailingSlash: 'always',
  siteMetadata: { title: 'Reference' },
  plugins: [
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    'source-reference',
  ],
};
