import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import boundaries from './scripts/eslint-import-boundaries.mjs';

const LEFT_OUT = ['Trans', 'Translation', 'withTranslation', 'useSSR', 'withSSR'];
const REACT_I18NEXT_LEFT_OUT = ['react-i18next', 'gatsby-plugin-react-i18next'].map((name) => ({
  name,
  importNames: LEFT_OUT,
  message:
    'Not in the site’s bundles (src/gatsby/webpack.ts): write a sentence with links as <TaggedText>.',
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'public',
      '.cache',
      'releases',
      // Playwright's reports (git-ignored) carry the trace viewer's bundled scripts.
      'e2e/.report',
      'src/gatsby-types.d.ts',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,jsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    settings: { react: { version: '18.3' } },
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // The site's bundles hold only these two of react-i18next (src/gatsby/webpack.ts).
      'no-restricted-imports': ['error', { paths: REACT_I18NEXT_LEFT_OUT }],
    },
  },
  {
    // DESIGN.md's layers (scripts/eslint-import-boundaries.mjs; its test shows it failing).
    files: ['**/*.{ts,tsx}', 'gatsby-browser.tsx'],
    // Tests and their helpers may reach across (a probe builds the search index it searches).
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**', '**/testing/**', 'src/test/**'],
    plugins: { local: boundaries },
    rules: { 'local/import-boundaries': 'error' },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
