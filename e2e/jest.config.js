// Browser tests: run after a production build, against the production server
// (started in global-setup) and the sandbox API (started by scripts/test.ts).
const babelOptions = {
  babelrc: false,
  configFile: false,
  presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
};

module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/e2e'],
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': ['babel-jest', babelOptions] },
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 1,
};
