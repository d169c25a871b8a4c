// Boundaries are enforced here, not remembered (STYLE rule 2): client and server never import each other,
// shared imports only valibot and pure code, sw imports only shared, features never import other features.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const forbid = (...groups) => ['error', { patterns: groups }];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.tmp', 'data', 'locales/**/*.ts', 'locales/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': forbid(
        { group: ['**/client/**', '#client/*', '**/server/**', '#server/*'], message: 'shared imports neither side' },
        { group: ['node:*', 'react', 'react-dom', 'fastify', 'kysely'], message: 'shared stays isomorphic and pure' },
      ),
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': forbid({ group: ['**/client/**', '#client/*'], message: 'the server never imports the client' }),
    },
  },
  {
    files: ['src/client/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': forbid({ group: ['**/server/**', '#server/*'], message: 'the client never imports the server' }),
    },
  },
  {
    // A feature reaches another only through shared/ or lib/ (DESIGN §2).
    files: ['src/client/features/*/**'],
    rules: {
      'no-restricted-imports': forbid(
        { group: ['**/server/**', '#server/*'], message: 'the client never imports the server' },
        { group: ['../../*/**', '!../../../**', '#client/features/*'], message: 'features never import other features' },
      ),
    },
  },
  {
    files: ['sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': forbid({ group: ['**/client/**', '**/server/**', '#client/*', '#server/*'], message: 'sw imports only shared' }),
    },
  },
  {
    files: ['tests/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
