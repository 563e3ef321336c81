import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers.js'

// A PostgreSQL database may hold other schemas with Kysely's migration tables (another store's,
// another application's). The store migrates its own schema by its own record.

const postgres = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined

describe.skipIf(!postgres)('migrations in a database shared with another schema', () => {
  const other = `other_${randomBytes(6).toString('hex')}`
  let admin: pg.Client
  let t: TestApp

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgres })
    await admin.connect()
    await admin.query(`create schema ${other}`)
    await admin.query(
      `create table ${other}.kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`,
    )
    await admin.query(
      `create table ${other}.kysely_migration_lock (id varchar(255) primary key, is_locked integer not null default 0)`,
    )
    t = await createTestApp()
  }, 60_000)

  afterAll(async () => {
    await t?.close()
    await admin.query(`drop schema ${other} cascade`)
    await admin.end()
  })

  it("records the store's migrations in its own schema and leaves the other's record alone", async () => {
    const { database } = t.config
    const schema = database.kind === 'postgres' ? database.schema : ''
    const { rows: own } = await admin.query<{ n: string }>(
      `select count(*) as n from ${schema}.kysely_migration`,
    )
    expect(Number(own[0]?.n)).toBeGreaterThan(10)
    const { rows: theirs } = await admin.query<{ n: string }>(
      `select count(*) as n from ${other}.kysely_migration`,
    )
    expect(Number(theirs[0]?.n)).toBe(0)
    expect((await t.app.inject({ url: '/api/v1/categories' })).statusCode).toBe(200)
  })
})
