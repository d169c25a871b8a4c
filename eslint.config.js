// Boundaries are enforced here, not remembered (STYLE rule 2): client and server never import each other,
// shared imports only valibot and pure code, sw imports only shared, features never import other features, and
// ui/ and lib/ (what features share) import no feature; on the server, db/ imports neither http/ nor the modules,
// jobs, seed or providers, and http/ takes the modules from the app context, never by import.
// The zones work on resolved files, so `#client/...` and `../../client/...` are caught alike;
// tests/unit/lint/boundaries.test.ts proves that each one fires.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = './src/client/features';

/** One zone per feature: everything under features/ except itself is out of reach (bulletproof-react's rule). */
const featureZones = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    except: [`./${name}`],
    message: 'features never import other features: share through src/client/ui or src/client/lib',
  }));

/** The server's floors (decision 105): db/ and http/ sit below what uses them, lib/ below everything. */
const SERVER = './src/server';
const ABOVE_HTTP = ['modules', 'providers', 'seed', 'jobs', 'staff', 'app.ts', 'main.ts'].map((place) => `${SERVER}/${place}`);
const serverFloors = [
  { target: `${SERVER}/lib`, from: SERVER, except: ['./lib'], message: 'server lib/ imports no other server file' },
  { target: `${SERVER}/db`, from: [`${SERVER}/http`, `${SERVER}/context.ts`, ...ABOVE_HTTP], message: 'db/ sits below http/, the modules and jobs' },
  { target: `${SERVER}/http`, from: ABOVE_HTTP, message: 'http/ takes the modules from the app context, never by import' },
];

const boundaries = [
  { target: './src/shared', from: ['./src/client', './src/server', './sw'], message: 'shared imports neither side' },
  { target: './src/server', from: ['./src/client', './sw'], message: 'the server never imports the client' },
  { target: './src/client', from: ['./src/server', './sw'], message: 'the client never imports the server' },
  { target: './sw', from: ['./src/client', './src/server'], message: 'sw imports only shared' },
  {
    target: ['./src/client/ui', './src/client/lib'],
    from: ['./src/client/features', './src/client/shell'],
    message: 'ui and lib sit below the features and the shell that compose them',
  },
  ...featureZones,
  ...serverFloors,
];

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
    files: ['src/**', 'sw/**'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves package.json `imports` (#shared/..., #client/..., #server/...) as Node and Vite do.
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // One lint run never sees a file change: resolve and parse each dependency once (the default forgets after 30 s).
      'import-x/cache': { lifetime: Infinity },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'react', 'react-dom', 'fastify', 'kysely'], message: 'shared stays isomorphic and pure' }] },
      ],
    },
  },
  {
    files: ['src/client/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['tests/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
