import { parseQueriesAhead } from './parse-queries-ahead';

// Read ahead with Gatsby's own query extraction, from the state Gatsby is in while it waits.

const reporter = () => {
  const lines: string[] = [];
  return { lines, info: (line?: string) => void lines.push(line ?? '') };
};

test('the site’s folder and every plugin’s are read, as the extraction reads them', async () => {
  const parseQueries = jest.fn(async () => []);
  const log = reporter();
  await parseQueriesAhead(log, () => ({
    store: {
      getState: () => ({
        program: { directory: '/site' },
        flattenedPlugins: [{ pluginFilepath: '/site/plugins/a' }, { pluginFilepath: '/nm/b' }],
      }),
    },
    parseQueries,
    resolveThemes: (themes) => themes.map((theme) => theme.themeDir),
  }));
  expect(parseQueries).toHaveBeenCalledWith(
    expect.objectContaining({ base: '/site', additional: ['/site/plugins/a', '/nm/b'] }),
  );
  expect(log.lines).toEqual([]);
});

test('a Gatsby without these internals costs the build nothing but the head start, and says so', async () => {
  const log = reporter();
  await parseQueriesAhead(log, () => {
    throw new Error("Cannot find module 'gatsby/dist/query/query-compiler'");
  });
  expect(log.lines).toEqual([
    "gatsby-source-pluapi: the site's queries could not be read ahead (Cannot find module 'gatsby/dist/query/query-compiler'); Gatsby reads them after createPages as usual",
  ]);
});
