import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { clientBoundaries } from './tools/eslint/client-boundaries.js';
import { serverBoundaries } from './tools/eslint/server-boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type A }` alone stays an import of the module for its side effects, so the module
      // (and a schema's zod) is loaded, and bundled, for nothing: `import type { A }` is dropped whole.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // Migrations are frozen in time and written against Kysely<any> (Kysely's own advice).
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'client-boundaries': clientBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // shared -> features -> app, and no feature imports another (tools/eslint/client-boundaries.js).
      'client-boundaries/import-direction': 'error',
      // A feature's writes, with the reads they refresh, only in its api/ folder (tools/eslint/client-boundaries.js).
      'client-boundaries/writes-in-api': 'error',
      // The client may import only types from the server.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], allowTypeImports: true, message: 'The client imports only types from the server.' }] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { 'server-boundaries': serverBoundaries },
    rules: {
      // Only a feature's router reaches into tRPC, and a feature uses another (and another's
      // tables) only as the table in docs/architecture.md#layers allows (tools/eslint/server-boundaries.js).
      'server-boundaries/trpc-only-in-routers': 'error',
      'server-boundaries/feature-imports': 'error',
      // A feature's queries name only its own tables; another's it reaches through a module the owner offers.
      'server-boundaries/table-ownership': 'error',
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/client/**'], message: 'src/shared imports from neither side.' }] }],
    },
  },
);
