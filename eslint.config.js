import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import tableOwners from './apps/api/src/db/table-owners.json' with { type: 'json' }

// Kysely calls that name a table as their first argument.
const TABLE_CALLS =
  '/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)$/'
const QUERY_CALLS = '/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/'

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
    ],
  },
}))

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
        projectService: { allowDefaultProject: ['vitest.config.ts', 'apps/web/scripts/*.js'] },
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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@store/api'],
              message: 'The web app talks to the API over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/repo\\.js$',
              message: "Call the other feature's service, never its repo.",
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in each module's repo.ts; services own transactions through inTransaction().
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/*/repo.ts'],
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
