import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { type BuildOptions, buildApp } from '../src/app.js'
import { type Config, loadConfig } from '../src/config.js'
import { createDatabase, type DatabaseConfig } from '../src/db/index.js'
import { migrateTo, migrateToLatest } from '../src/db/migrate.js'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an earlier schema has no types, as in migrations
export type EarlierDb = Kysely<any>

type TestAppOptions = {
  webDistDir?: string
  env?: Record<string, string>
  /** Builds the database at an earlier migration and fills it, before migrating to the latest. */
  earlier?: { migration: string; fill: (db: EarlierDb) => Promise<void> }
  /** The app's logger; none by default. */
  logger?: BuildOptions['logger']
  /**
   * Keep the store's Cash on Delivery fee (₹49) and limit (₹10,000). Otherwise the test's store
   * charges no fee and takes orders up to ₹10,00,000, so the totals other features' tests work
   * out stay the goods' own.
   */
  codRules?: 'store'
}

/** What a test store saves as its delivery settings unless it asks for the store's own. */
export const TEST_DELIVERY_SETTINGS = {
  id: 1,
  ship_from_pincode: '560034',
  cutoff_time: '14:00',
  working_days: '[1,2,3,4,5,6]',
  holidays: '[]',
  cod_fee_paise: 0,
  cod_limit_paise: 10_00_000_00,
  rto_limit: 2,
  rto_window_days: 90,
  updated_by: null,
  updated_at: '2026-11-26T00:00:00.000Z',
}

/**
 * A fresh store for one test file: its own data directory and its own database (an SQLite file,
 * or a PostgreSQL schema when the suite runs with TEST_DB=postgres), migrated and empty.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-test-'))
  const { database, dropDatabase } = await createTestDatabase(dataDir)
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      WEB_DIST_DIR: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
      ...options.env,
    }),
    database,
  }
  const migrator = createDatabase(database)
  if (options.earlier) {
    await migrateTo(migrator.db, options.earlier.migration)
    await options.earlier.fill(migrator.db)
  }
  await migrateToLatest(migrator.db)
  if (options.codRules !== 'store') {
    await migrator.db.insertInto('delivery_settings').values(TEST_DELIVERY_SETTINGS).execute()
  }
  await migrator.destroy()

  const app = await buildApp(config, { logger: options.logger ?? false })
  await app.ready()
  const handle = createDatabase(database)
  return {
    app,
    config,
    db: handle.db,
    async close() {
      await app.close()
      await handle.destroy()
      await dropDatabase()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

async function createTestDatabase(
  dataDir: string,
): Promise<{ database: DatabaseConfig; dropDatabase: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL
  if (process.env.TEST_DB !== 'postgres' || !url) {
    return {
      database: { kind: 'sqlite', file: path.join(dataDir, 'store.db') },
      dropDatabase: async () => {},
    }
  }
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  return {
    database: { kind: 'postgres', url, schema, poolSize: 20 },
    async dropDatabase() {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop schema ${schema} cascade`)
      await client.end()
    },
  }
}

type Mail = { to: string; subject: string; text: string; html: string }

/**
 * The mails the test app sent to an address, oldest first, read from its outbox folder once the
 * sender has written every mail due (it works after the request has answered).
 */
export async function mailsTo(t: TestApp, to: string) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const now = new Date().toISOString()
    const waiting = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', now)
      .executeTakeFirst()
    if (!waiting) break
    if (Date.now() > deadline) throw new Error('the mail sender did not finish in 10 s')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  const dir = t.config.mail.outboxDir
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Mail)
    .filter((mail) => mail.to === to)
}

/** A multipart/form-data body with one file, for inject(). */
export function multipart(field: string, filename: string, bytes: Buffer, type = 'image/png') {
  const boundary = '----store-test-boundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
