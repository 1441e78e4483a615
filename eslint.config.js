import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'storybook-static/**',
      'storybook-static-*/**',
      '.tmp/**',
      'coverage/**',
      'packages/portal/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
      // Server HTML is rendered only by ui's RichText, through DOMPurify (docs/product.md#safety).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server HTML with RichText from @chainportal/ui; it sanitises with DOMPurify.',
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // ignoreRestSiblings: `const { id, ...rest } = props` leaves `id` out of what is spread on.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Product code: text a user sees goes through i18n, never a literal in JSX.
    files: ['packages/*/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        { mode: 'jsx-only', 'jsx-attributes': { include: ['^(aria-label|title|alt|placeholder|label)$'] } },
      ],
    },
  },
  {
    // The ui and api packages never import each other or the portal (see ARCHITECTURE.md).
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@chainportal/api',
            '@chainportal/api/*',
            '@chainportal/portal',
            '@chainportal/portal/*',
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@chainportal/ui',
            '@chainportal/ui/*',
            '@chainportal/portal',
            '@chainportal/portal/*',
            'react-dom',
            'styled-components',
          ],
        },
      ],
    },
  },
  {
    files: ['packages/portal/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@chainportal/ui/src/*', '@chainportal/api/src/*', '**/internal/*'] },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: [
      'scripts/**/*.{js,mjs}',
      'packages/*/scripts/**/*.{js,mjs}',
      '*.{js,mjs,ts}',
      '.storybook/**',
      'packages/*/*.ts',
      'packages/*/e2e/**',
      'packages/*/e2e-nginx/**',
      'packages/*/deploy/*.mjs',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['test-runner-jest.config.js', '.storybook/test-runner.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
);
