// One ESLint flat config for the whole package (STYLE.md §8).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'src/db/migrations/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser never reaches into server or database code.
      'no-restricted-imports': ['error', { patterns: ['#server/*', '#db/*', 'node:*'] }],
    },
  },
  {
    // app/ puts the features together; a feature, a shared component or lib never reaches back up.
    files: ['src/client/{features,components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['#server/*', '#db/*', 'node:*', '#client/app/*', '**/app/*'] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['#server/*', '#db/*', '#client/*', 'node:*'] },
      ],
    },
  },
);
