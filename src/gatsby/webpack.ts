import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { settleDefinitions } from './build-definitions';
import { CLIENT_MATCH_PATHS_FILE, writeClientMatchPaths } from './client-match-paths';
import { ScriptsAfterFirstPaintPlugin } from './scripts-after-first-paint';
import { shortenCssModuleNames } from './short-class-names';
import { StableCompilationHashPlugin } from './stable-compilation-hash';

// Gatsby compiles this file into .cache, where require.resolve cannot see the site's
// node_modules; the path of i18next's CommonJS build is fixed by its package.json.
const I18NEXT_CJS = path.resolve('node_modules/i18next/dist/cjs/i18next.js');
// react-i18next's ES modules, one file per export; the package's `exports` hides them.
const REACT_I18NEXT_ES = path.resolve('node_modules/react-i18next/dist/es');
const REACT_I18NEXT_USED = path.resolve('src/gatsby/react-i18next-used.mjs');
// outdent only formats a message gatsby-plugin-react-i18next prints in development.
const OUTDENT_STUB = path.resolve('src/gatsby/outdent-stub.mjs');
// browser-lang only serves the plugin's redirect, which is off (gatsby-config.ts).
const BROWSER_LANG_STUB = path.resolve('src/gatsby/browser-lang-stub.mjs');

/**
 * Changes to Gatsby's webpack setup. Two keep a build started by the server from compiling
 * and rendering what did not change (build-definitions.ts): the server-rendering bundle keeps
 * only the site's own environment, and both bundles list Gatsby's definitions in name order.
 * The others are about what a visitor downloads and when:
 * - `i18next` resolves to one file. gatsby-plugin-react-i18next `require`s its
 *   CommonJS build while our ES imports would get the ESM build: the same library
 *   twice in every page. `react-i18next` resolves to the two exports in use, and
 *   `outdent` and `browser-lang` to stubs (see the constants above).
 * - Gatsby's script tags become one loader that adds them after the first paint
 *   (scripts-after-first-paint.ts).
 * - A build that emits the same browser files as the last one keeps its compilation hash
 *   (stable-compilation-hash.ts), so no page is stitched again for it.
 * - The browser's match paths are the client-only routes alone (client-match-paths.ts), so
 *   app.js does not list every Spanish and Portuguese page and stays the same when an
 *   article is added.
 * - CSS module classes get short names (short-class-names.ts), in both production bundles.
 * - Gatsby bundles every CSS file of the site into one `styles` chunk and inlines
 *   it into every page. Without that cache group each page inlines only the CSS of
 *   its own chunks, and lazy chunks (toasts) bring theirs when they load.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  actions.setWebpackConfig({
    resolve: {
      alias: {
        i18next$: I18NEXT_CJS,
        'react-i18next$': REACT_I18NEXT_USED,
        'react-i18next-es': REACT_I18NEXT_ES,
        outdent$: OUTDENT_STUB,
        'browser-lang$': BROWSER_LANG_STUB,
      },
    },
  });
  if (stage === 'build-html') {
    const config = getConfig();
    const settled = settleDefinitions(config.plugins, { siteEnvOnly: true });
    // Both production bundles name classes alike, or the server's HTML loses its styles.
    const shortNames = shortenCssModuleNames(config.module?.rules) > 0;
    if (settled || shortNames) actions.replaceWebpackConfig(config);
    return;
  }
  if (stage !== 'build-javascript') return;
  writeClientMatchPaths();
  actions.setWebpackConfig({
    plugins: [
      new ScriptsAfterFirstPaintPlugin(),
      new StableCompilationHashPlugin(),
      plugins.normalModuleReplacement(/^\$virtual\/match-paths\.json$/, CLIENT_MATCH_PATHS_FILE),
    ],
  });
  const config = getConfig();
  const settled = settleDefinitions(config.plugins, { siteEnvOnly: false });
  const shortNames = shortenCssModuleNames(config.module?.rules) > 0;
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
  const ownStyles = Boolean(cacheGroups && 'styles' in cacheGroups);
  if (ownStyles) delete cacheGroups.styles;
  if (settled || shortNames || ownStyles) actions.replaceWebpackConfig(config);
};
