// One runner for every unit, component and integration test. Babel (not ts-jest)
// strips types the same way Gatsby does; `npm run typecheck` does the checking.
const babelOptions = {
  babelrc: false,
  configFile: false,
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
};

const shared = {
  transform: { '^.+\\.m?[jt]sx?$': ['babel-jest', babelOptions] },
  // msw 2 pulls in a few ESM-only packages; let babel compile them.
  transformIgnorePatterns: ['/node_modules/(?!(?:until-async|cookie)/|.*\\.mjs$)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/.cache/', '/e2e/'],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'web',
      roots: ['<rootDir>/src'],
      // jest-fixed-jsdom keeps Node's fetch, streams and TextEncoder, which msw 2 needs.
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      setupFilesAfterEnv: ['<rootDir>/src/test/setup-tests.ts'],
      moduleNameMapper: {
        '\\.(css)$': 'identity-obj-proxy',
        '\\.(png|jpe?g|svg|pdf|webp)$': '<rootDir>/src/test/file-stub.js',
        '^gatsby$': '<rootDir>/src/test/gatsby-mock.tsx',
      },
      // entities 8 (the search excerpt's decoder) is ESM only too.
      transformIgnorePatterns: [
        '/node_modules/(?!(?:gatsby-plugin-react-i18next|until-async|cookie|entities)/|.*\\.mjs$)',
      ],
    },
    {
      ...shared,
      displayName: 'node',
      roots: [
        '<rootDir>/content',
        '<rootDir>/contract',
        '<rootDir>/plugins',
        '<rootDir>/sandbox',
        '<rootDir>/server',
        '<rootDir>/scripts',
      ],
      testEnvironment: 'node',
      // openid-client (the staff console's sign-in) and its two dependencies are ESM only.
      transformIgnorePatterns: [
        '/node_modules/(?!(?:until-async|cookie|openid-client|oauth4webapi|jose)/|.*\\.mjs$)',
      ],
    },
  ],
};
