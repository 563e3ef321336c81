import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import tableOwners from './apps/api/src/db/table-owners.json' with { type: 'json' }

// Kysely calls that name a table as their first argument.
const TABLE_CALLS =
  '/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)$/'
const QUERY_CALLS = '/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/'

/** One clock: a day is derived from an instant only in the contract's india-time.ts. */
const oneClock = {
  selector:
    "CallExpression[callee.property.name=/^(slice|substring|substr|split)$/][callee.object.callee.property.name='toISOString']",
  message: "A UTC date is not the shop's day: take days from india-time.ts in @store/contract.",
}
const oneClockFiles = ['packages/contract/src/india-time.ts', 'apps/api/src/db/migrations/*.ts']

/** Each API module's repo.ts may name only the tables that module owns. */
const tableOwnership = Object.entries(tableOwners).map(([module, tables]) => ({
  files: [`apps/api/src/modules/${module}/repo.ts`],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `CallExpression[callee.property.name=${TABLE_CALLS}][arguments.0.type='Literal'][arguments.0.value!=/^(${tables.join('|')})( |$)/]`,
        message: `The ${module} module owns ${tables.join(', ')}: reach other tables through their module's service.`,
      },
      oneClock,
    ],
  },
}))

/*
 * The API's boundaries (apps/api/src, docs/architecture.md):
 * - A module (modules/<name>) imports no other module: what it needs of one is handed to it by
 *   app.ts as a function or a port type from records/. Use cases that cross modules are flows.
 * - Only a module's routes may name a flow (the flow they call); flows may import any module.
 * - records/ (the internal records modules pass each other) imports no module and no flow.
 */
const otherModule = {
  regex: '^\\.\\./[^./][^/]*/|(^|/)modules/',
  message:
    'A module never imports another module: take what it needs as an option (app.ts wires it), or make the use case a flow.',
}
const anyModule = { regex: '(^|/)modules/', message: 'records/ imports no module.' }
const aFlow = {
  regex: '(^|/)flows/',
  message: "Only a module's routes call a flow; a module's services never do.",
}

/*
 * The web app's boundaries (apps/web/src):
 * - A feature (features/<name>) imports its own files, shared code (components, lib, config),
 *   packages, and another feature only through that feature's index.ts, its public door. Never
 *   anything from app/.
 * - components/, lib/ and config/ import no feature and nothing from app/.
 * - app/ (and main.tsx) composes features through their index.ts. It may also import a feature's
 *   page modules (*-page.tsx, *-pages.tsx), which the router loads lazily; index.ts never
 *   re-exports a page, so a page's code stays out of the entry chunk.
 * - No import cycles.
 */
const web = 'apps/web/src'
const webFeatures = readdirSync(`${import.meta.dirname}/${web}/features`)
const webTalksHttp = {
  group: ['**/apps/api/**', '@store/api'],
  message: 'The web app talks to the API over HTTP only.',
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'apps/api/bundle/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '.shots/**',
      '.e2e-data/**',
      '**/*.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'apps/web/scripts/*.js', 'bench/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'no-restricted-syntax': ['error', oneClock],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration in apps/api/src/config.ts (or apps/web/src/config/env.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          tsconfig: { configFile: `${import.meta.dirname}/apps/web/tsconfig.json` },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webTalksHttp] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'A feature never imports app/.',
            },
            {
              target: [`${web}/components`, `${web}/lib`, `${web}/config`],
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared code never imports a feature or app/.',
            },
            ...webFeatures.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: webFeatures.map((other) =>
                other === feature ? `./${other}` : `./${other}/index.ts`,
              ),
              message: 'Another feature is reached only through its index.ts.',
            })),
            {
              target: [`${web}/app`, `${web}/main.tsx`],
              from: `${web}/features/**`,
              except: ['**/features/*/index.ts', '**/features/*/*-page{,s}.tsx'],
              message: "app/ reaches a feature through its index.ts, or a page's module.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/features/*/index.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webTalksHttp,
            {
              regex: '-pages?$',
              message: 'The router loads a page lazily; index.ts never re-exports one.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModule, aFlow] }] },
  },
  {
    // Routes are the edge: they call one flow or one module's service.
    files: ['apps/api/src/modules/**/*routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModule] }] },
  },
  {
    files: ['apps/api/src/records/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [anyModule, aFlow] }] },
  },
  {
    // SQL lives in each module's repo.ts; services own transactions through inTransaction().
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/repo.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=${QUERY_CALLS}]`,
          message: "Queries belong in the module's repo.ts.",
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: "Queries belong in the module's repo.ts.",
        },
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open transactions with inTransaction() from db/transaction.ts.',
        },
        oneClock,
      ],
    },
  },
  ...tableOwnership,
  {
    // Tests read JSON answers as the client does: untyped until asserted.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/api/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  { files: oneClockFiles, rules: { 'no-restricted-syntax': 'off' } },
  {
    // Migrations are frozen in time: untyped on purpose, named by date so they sort.
    files: ['apps/api/src/db/migrations/*.ts', 'apps/api/src/db/migrate.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'check-file/filename-naming-convention': 'off',
    },
  },
  {
    files: [
      'apps/api/src/config.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/api/test/**',
      'e2e/**',
      'bench/**',
      'vitest.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
)
