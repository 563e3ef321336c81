import { defineConfig } from 'vitest/config'

// API tests run on SQLite always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const postgres = process.env.TEST_DATABASE_URL
const databases = postgres ? ['sqlite', 'postgres'] : ['sqlite']

// The files where a day, a month or a financial year decides an answer run again with the clock
// at 23:50 IST and at 00:10 IST on the last day of a month and of a financial year: the first is
// 18:20 UTC (the UTC day is India's), the second 18:40 UTC of the day before (it is not).
const DATED_FILES = [
  'test/returns.test.ts',
  'test/invoices.test.ts',
  'test/sales-figures.test.ts',
  'test/order-fulfilment.test.ts',
  'test/export-worker.test.ts',
  'test/wishlist-alerts.test.ts',
  'test/grievances.test.ts',
]
const CLOCKS = ['2027-03-31T23:50:00+05:30', '2027-03-31T00:10:00+05:30']

const api = (name: string, env: Record<string, string>, include?: string[]) => ({
  resolve: { conditions: ['@store/source'] },
  ssr: { resolve: { conditions: ['@store/source'] } },
  test: {
    name,
    root: 'apps/api',
    include: include ?? ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env,
    setupFiles: ['test/clock.ts'],
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
      ...databases.map((db) => api(`api-${db}`, { TEST_DB: db })),
      ...databases.flatMap((db) =>
        CLOCKS.map((at) => api(`api-${db}@${at}`, { TEST_DB: db, TEST_CLOCK: at }, DATED_FILES)),
      ),
      'apps/web/vitest.config.ts',
    ],
  },
})
