import path from 'path';
import type { GatsbyNode } from 'gatsby';

// Gatsby compiles this file into .cache, where require.resolve cannot see the site's
// node_modules; the path of i18next's CommonJS build is fixed by its package.json.
const I18NEXT_CJS = path.resolve('node_modules/i18next/dist/cjs/i18next.js');

/**
 * Two changes to Gatsby's webpack setup, both about what a visitor downloads:
 * - `i18next` resolves to one file. gatsby-plugin-react-i18next `require`s its
 *   CommonJS build while our ES imports would get the ESM build: the same library
 *   twice in every page.
 * - Gatsby bundles every CSS file of the site into one `styles` chunk and inlines
 *   it into every page. Without that cache group each page inlines only the CSS of
 *   its own chunks, and lazy chunks (toasts) bring theirs when they load.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
}) => {
  actions.setWebpackConfig({ resolve: { alias: { i18next$: I18NEXT_CJS } } });
  if (stage !== 'build-javascript') return;
  const config = getConfig();
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
  if (cacheGroups && 'styles' in cacheGroups) {
    delete cacheGroups.styles;
    actions.replaceWebpackConfig(config);
  }
};
