// Lint = the rules of dependency of docs/architecture.md#rules-of-dependency plus typescript-eslint's recommended rules.
import { builtinRules } from 'eslint/use-at-your-own-risk';
import tseslint from 'typescript-eslint';

// Each boundary is its own copy of no-restricted-imports: with one shared rule, the last config
// matching a file would replace the others' patterns instead of adding to them.
const BOUNDARIES = ['express', 'sqlite', 'dialect', 'http', 'modules', 'cli', 'store', 'isomorphic', 'host', 'engine', 'providers'];
const boundaries = { rules: Object.fromEntries(BOUNDARIES.map((name) => [name, builtinRules.get('no-restricted-imports')])) };

const restrict = (boundary, patterns, message) => ({
  [`boundaries/${boundary}`]: ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'ui/dist/**', 'node_modules/**', 'test-results/**', 'bin/**', '**/*.cjs', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  { plugins: { boundaries } },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-empty-pattern': 'off',
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Rule 1: only routes, http/ and app.ts import Express.
    files: ['server/**/*.ts'],
    ignores: ['server/modules/**/*.routes.ts', 'server/http/**', 'server/app.ts'],
    rules: restrict('express', ['express'], 'Only routes, http/ and app.ts may import Express (docs/architecture.md#rules-of-dependency, rule 1).'),
  },
  {
    // Rule 2: only db/ touches SQL; everything else sees store interfaces.
    files: ['server/**/*.ts'],
    ignores: ['server/db/**'],
    rules: restrict(
      'sqlite',
      ['better-sqlite3', 'pg', '**/db/sqlite/*', '**/db/postgres/*', '**/db/stores/*', '**/db/sql', '**/db/migrate', '**/db/migrations', '**/db/migrations/*'],
      'Only db/ touches SQL; modules depend on their store interfaces (docs/architecture.md#rules-of-dependency, rule 2).',
    ),
  },
  {
    // Rule 3: each database's code stays in its folder: stores and migrations see only the query layer (db/sql.ts);
    // open-stores.ts alone picks the database.
    files: ['server/db/**/*.ts'],
    ignores: ['server/db/sqlite/**', 'server/db/postgres/**', 'server/db/open-stores.ts'],
    rules: restrict(
      'dialect',
      ['better-sqlite3', 'pg', '**/sqlite/*', '**/postgres/*'],
      'Dialect code stays in db/sqlite/ or db/postgres/; write stores against db/sql.ts.',
    ),
  },
  {
    // Stores are async: a promise left floating is a write that may never happen, or an error nobody sees.
    files: ['server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Rule 10: the HTTP layer reaches modules only through what routes are given, and keys through its port (http/auth.ts).
    files: ['server/http/**/*.ts'],
    rules: restrict(
      'http',
      ['**/modules/**', '**/providers/**', '**/db/**'],
      'http/ depends on no module, provider or store: declare a port in http/ and let start.ts pass the implementation.',
    ),
  },
  {
    // Rule 11: modules use providers through the engine's ports; start.ts wires the implementations.
    files: ['server/modules/**/*.ts'],
    rules: restrict(
      'modules',
      ['**/providers/**', '**/http/mount', '**/http/auth'],
      'Modules reach providers through the engine’s ports (start.ts wires them), and the HTTP layer only through routes.',
    ),
  },
  {
    // Rule 4: a module calls another module's service, never its store.
    files: ['server/modules/**/*.service.ts', 'server/modules/**/*.routes.ts'],
    rules: restrict('store', ['../*/*.store'], 'Call another module’s service, never its store (docs/architecture.md#rules-of-dependency, rule 4).'),
  },
  {
    // Rule 12: the CLI and the desktop host use the server through its public entry (server/index.ts), its client and its contract
    // (relative paths: a package's own server/ folder, as the MCP SDK's, is not Pluck's server).
    files: ['cli/**/*.ts', 'electron/**/*.ts'],
    rules: {
      'boundaries/cli': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/(?:.*/)?server/(?!index$|client/|contract/)',
              message: 'Use the server through server/index.ts (or its client and contract), not its internals.',
            },
          ],
        },
      ],
    },
  },
  {
    // Rule 5: contract/ and client/ are isomorphic.
    files: ['server/contract/**/*.ts', 'server/client/**/*.ts'],
    rules: restrict(
      'isomorphic',
      ['node:*', 'fs', 'path', 'http', 'express', '../http/*', '../modules/*', '../db/*'],
      'contract/ and client/ are isomorphic (docs/architecture.md#rules-of-dependency, rule 5).',
    ),
  },
  {
    // Rule 6: the console bundles what it imports: the contract's schemas (TypeBox) only as types.
    files: ['ui/src/**/*.ts', 'ui/src/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/contract/*', '!**/server/contract/values', '!**/server/contract/errors'],
              allowTypeImports: true,
              message: 'Import contract schemas as types only; plain values the console needs live in server/contract/values (no schema library).',
            },
          ],
        },
      ],
    },
  },
  {
    // Rule 7: the server never imports Electron, oclif or React.
    files: ['server/**/*.ts'],
    rules: restrict(
      'host',
      ['electron', '@oclif/*', 'react', 'react-dom'],
      'The server never imports Electron, oclif or React (docs/architecture.md#rules-of-dependency, rule 7).',
    ),
  },
  {
    // Rule 8: providers implement the engine's interfaces and start.ts wires them; the engine imports
    // no provider, no SSRF guard or other net/ helper, no options and no API error table.
    files: ['server/engine/**/*.ts'],
    rules: restrict(
      'engine',
      ['**/providers', '**/providers/**', '**/net', '**/net/**', '**/options', '**/contract/errors', '**/modules/**', '**/http/**', '**/db/**'],
      'The engine declares interfaces; providers implement them and start.ts wires them (docs/architecture.md#rules-of-dependency, rule 8).',
    ),
  },
  {
    // Rule 13: providers implement ports declared below the modules; nothing points back up.
    files: ['server/providers/**/*.ts'],
    rules: restrict(
      'providers',
      ['**/modules/**', '**/http/mount', '**/http/auth', '**/start', '**/start/**'],
      'Providers implement the engine’s ports and know no module (docs/architecture.md#rules-of-dependency, rule 13).',
    ),
  },
  {
    // Rule 9: config is read once at the edge.
    files: ['server/**/*.ts'],
    ignores: ['server/options.ts', 'server/main.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read config in options.ts (docs/architecture.md#rules-of-dependency, rule 9).' },
      ],
    },
  },
);
