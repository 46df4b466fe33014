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
    // Only repositories, read models and stores query tables (decision 010): elsewhere a table
    // is imported as a type at most (a column's JSON shape, a row type). Type imports are let
    // through, so this is checked on the import's words, not on resolved paths like the zones.
    files: ['src/server/**/*.ts', 'src/db/**/*.ts'],
    ignores: [
      'src/**/*.{repo,read-model,store}.ts',
      'src/**/*.{test,testing}.ts',
      'src/db/schema/**',
      'src/db/seed/**',
      // The database handle hands Drizzle the whole schema; the test templates migrate it.
      'src/db/client.ts',
      'src/db/test-*.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['\\#db/schema/*', '**/db/schema/*', './schema/*', '../schema/*'],
              allowTypeImports: true,
              message:
                "Tables are queried in a *.repo.ts, *.read-model.ts or *.store.ts only: move the query into the module's repo.",
            },
          ],
        },
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
