// What Gatsby's DefinePlugin writes into the two production bundles, made the same from one
// build to the next when the site's own values are the same.

// Gatsby defines every environment variable of the build in its server-rendering bundle.
// Any of them that differs from the last build (the webhook's list of changed articles,
// the server's own port or secrets) changes that bundle's hash, and Gatsby then renders
// every page again: all 9,000 with 3,000 articles, where one changed article needs 6.
// Only what the site's code may read in that bundle is kept: GATSBY_* (the same values
// the browser gets) and Gatsby's own.
const KEPT_IN_SSR_BUNDLE =
  /^process\.env\.(?:GATSBY_\w*|NODE_ENV|PUBLIC_DIR|BUILD_STAGE|CYPRESS_SUPPORT)$/;

interface DefinePluginLike {
  constructor: { name: string };
  definitions: Record<string, unknown>;
}

/**
 * Settles the definitions of the bundle's DefinePlugin, in place; false when there is none.
 * `siteEnvOnly` (the server-rendering bundle) drops every environment variable but the
 * site's own. Then the definitions are put in name order: webpack records a hash of their
 * names, in their order, in every module it builds, and builds every module again when that
 * hash changes. Gatsby lists the GATSBY_* variables in the order of the build's environment,
 * which is not the same in a build started from a shell and one the server starts: the first
 * webhook build after a deploy's build compiled both bundles from nothing again (13 s instead
 * of 2 s) and, the server-rendering bundle's chunks having new hashes, rendered every page
 * again (9,423 at 3,000 articles, for one changed article).
 */
export const settleDefinitions = (
  plugins: unknown[] | undefined,
  { siteEnvOnly }: { siteEnvOnly: boolean },
): boolean => {
  const define = plugins?.find(
    (plugin): plugin is DefinePluginLike =>
      (plugin as DefinePluginLike | null)?.constructor?.name === 'DefinePlugin',
  );
  if (!define) return false;
  const { definitions } = define;
  for (const name of Object.keys(definitions).sort()) {
    const value = definitions[name];
    delete definitions[name];
    const dropped =
      siteEnvOnly && name.startsWith('process.env.') && !KEPT_IN_SSR_BUNDLE.test(name);
    // Re-added last: the object's order becomes the sorted one.
    if (!dropped) definitions[name] = value;
  }
  return true;
};
