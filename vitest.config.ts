import { defineConfig } from 'vitest/config'

// API tests run on SQLite always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const postgres = process.env.TEST_DATABASE_URL

const api = (name: string, env: Record<string, string>) => ({
  resolve: { conditions: ['@store/source'] },
  ssr: { resolve: { conditions: ['@store/source'] } },
  test: {
    name,
    root: 'apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['@store/source'] },
        test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] },
      },
      api('api-sqlite', { TEST_DB: 'sqlite' }),
      ...(postgres ? [api('api-postgres', { TEST_DB: 'postgres' })] : []),
      'apps/web/vitest.config.ts',
    ],
  },
})
