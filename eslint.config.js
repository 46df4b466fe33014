// One ESLint flat config for the whole package (STYLE.md §8).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from './eslint.layers.js';

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
    // The layering ARCHITECTURE.md and STYLE.md promise, checked on resolved files (the resolver
    // reads tsconfig.json and package.json "imports", so #server/* and the rest resolve).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the rules parse no .ts/.tsx dependency and no-cycle never sees a cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // Parse each dependency once per run (the default forgets it after 30 s, mid-run).
      'import-x/cache': { lifetime: Infinity },
    },
    rules: {
      // Tests are leaves (nothing imports them), so a cycle never runs through one: skipped there.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones() }],
    },
  },
  { files: ['src/**/*.test.{ts,tsx}'], rules: { 'import-x/no-cycle': 'off' } },
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
