import type { CreateWebpackConfigArgs } from 'gatsby';
import { onCreateWebpackConfig } from './webpack';
import { CLIENT_MATCH_PATHS_FILE, writeClientMatchPaths } from './client-match-paths';

// The browser's match paths are written from Gatsby's .cache, which a unit test has not.
jest.mock('./client-match-paths', () => ({
  ...jest.requireActual('./client-match-paths'),
  writeClientMatchPaths: jest.fn(() => 0),
}));

// Gatsby's helper for webpack's NormalModuleReplacementPlugin: records what it was asked.
const replacements: Array<[RegExp, string]> = [];
const plugins = {
  normalModuleReplacement: (pattern: RegExp, file: string) => {
    replacements.push([pattern, file]);
    return {};
  },
};

// Named as webpack's own, which is how the hook finds it among Gatsby's plugins.
class DefinePlugin {
  constructor(readonly definitions: Record<string, string>) {}
}

const runHook = (stage: string, definitions: Record<string, string>) => {
  const define = new DefinePlugin({ ...definitions });
  const config = { plugins: [{}, define] };
  const replaced: Array<typeof config> = [];
  const args = {
    stage,
    getConfig: () => config,
    plugins,
    actions: {
      setWebpackConfig: () => undefined,
      replaceWebpackConfig: (next: typeof config) => replaced.push(next),
    },
  } as unknown as CreateWebpackConfigArgs;
  (onCreateWebpackConfig as (a: CreateWebpackConfigArgs) => void)(args);
  return { definitions: define.definitions, replaced: replaced.length };
};

const BUILD_ENV = {
  'process.env': '({})',
  'process.env.NODE_ENV': '"production"',
  'process.env.GATSBY_SITE_URL': '"https://www.prolifeutah.org"',
  'process.env.PLUAPI_CHANGED_ARTICLES': '"d1cb8cd9"',
  'process.env.PLUAPI_TOKEN': '"server-secret"',
  'process.env.PORT': '"9000"',
  __PATH_PREFIX__: '""',
};

describe('the server-rendering bundle', () => {
  it('keeps only the GATSBY_* and Gatsby’s own variables, so a per-build value cannot make every page render again', () => {
    const { definitions, replaced } = runHook('build-html', BUILD_ENV);
    expect(replaced).toBe(1);
    expect(definitions).toEqual({
      'process.env': '({})',
      'process.env.NODE_ENV': '"production"',
      'process.env.GATSBY_SITE_URL': '"https://www.prolifeutah.org"',
      __PATH_PREFIX__: '""',
    });
  });

  it('leaves the browser bundle’s definitions as Gatsby made them', () => {
    expect(runHook('build-javascript', BUILD_ENV).definitions).toEqual(BUILD_ENV);
  });
});

describe('the order of the definitions', () => {
  // webpack builds every module again when the names' order changes (build-definitions.ts).
  const reversed = Object.fromEntries(Object.entries(BUILD_ENV).reverse());

  it.each(['build-javascript', 'build-html'])(
    'is the same in %s whatever the order of the build’s environment',
    (stage) => {
      const fromShell = Object.keys(runHook(stage, BUILD_ENV).definitions);
      const fromServer = Object.keys(runHook(stage, reversed).definitions);
      expect(fromServer).toEqual(fromShell);
      expect(fromShell).toEqual([...fromShell].sort());
      expect(runHook(stage, reversed).replaced).toBe(1);
    },
  );
});

describe('CSS module class names', () => {
  const configWithCss = () => ({
    plugins: [],
    module: {
      rules: [
        { test: /\.js$/, use: [{ loader: '/n/babel-loader/lib/index.js', options: {} }] },
        {
          oneOf: [
            {
              test: /\.module\.css$/,
              use: [
                { loader: '/n/mini-css-extract-plugin/dist/loader.js', options: {} },
                {
                  loader: '/n/css-loader/dist/cjs.js',
                  options: { modules: { namedExport: true, localIdentName: '[name]--[local]' } },
                },
              ],
            },
            { test: /\.css$/, use: [{ loader: '/n/css-loader/dist/cjs.js', options: {} }] },
          ],
        },
      ],
    },
  });
  const cssLoaderOptions = (stage: string) => {
    const config = configWithCss();
    const replaced: unknown[] = [];
    (onCreateWebpackConfig as (a: CreateWebpackConfigArgs) => void)({
      stage,
      getConfig: () => config,
      plugins,
      actions: {
        setWebpackConfig: () => undefined,
        replaceWebpackConfig: (next: unknown) => replaced.push(next),
      },
    } as unknown as CreateWebpackConfigArgs);
    const [modules, plain] = config.module.rules[1]!.oneOf!;
    return { modules: modules!.use[1]!.options, plain: plain!.use[0]!.options, replaced };
  };

  it.each(['build-javascript', 'build-html'])(
    'are short hashes in the %s bundle, the same scheme in both',
    (stage) => {
      const { modules, plain, replaced } = cssLoaderOptions(stage);
      expect(modules).toEqual({
        modules: { namedExport: true, localIdentName: '[hash:base64:6]' },
      });
      expect(plain).toEqual({});
      expect(replaced).toHaveLength(1);
    },
  );

  it('stay readable in development', () => {
    const { modules, replaced } = cssLoaderOptions('develop');
    expect(modules).toEqual({ modules: { namedExport: true, localIdentName: '[name]--[local]' } });
    expect(replaced).toHaveLength(0);
  });
});

describe('the browser’s match paths', () => {
  it('come from the client-only list, written before the browser bundle is made', () => {
    replacements.length = 0;
    jest.mocked(writeClientMatchPaths).mockClear();
    runHook('build-javascript', BUILD_ENV);
    expect(writeClientMatchPaths).toHaveBeenCalledTimes(1);
    expect(replacements).toHaveLength(1);
    const [pattern, file] = replacements[0]!;
    expect(pattern.test('$virtual/match-paths.json')).toBe(true);
    expect(pattern.test('./match-paths.json')).toBe(false);
    expect(file).toBe(CLIENT_MATCH_PATHS_FILE);
  });

  it('are left alone in the server-rendering bundle', () => {
    replacements.length = 0;
    runHook('build-html', BUILD_ENV);
    expect(replacements).toHaveLength(0);
  });
});
