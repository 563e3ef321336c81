import { afterAll, beforeAll, expect, it } from 'vitest'
import { hash } from '@node-rs/argon2'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'

// A database at the schema before login attempts moved to the database, with an account in it,
// migrated: the account still logs in and its failures are now counted in the new table.

const BEFORE = '2026_11_23_01_add_product_variants'
const now = '2026-11-23T10:00:00.000Z'
const password = 'monsoon kurta fair'

let t: TestApp

beforeAll(async () => {
  const passwordHash = await hash(password)
  t = await createTestApp({
    earlier: {
      migration: BEFORE,
      fill: async (db: EarlierDb) => {
        await db
          .insertInto('users')
          .values({
            name: 'Old Shopper',
            email: 'old@example.in',
            mobile: '9800000001',
            password_hash: passwordHash,
            created_at: now,
            updated_at: now,
          })
          .execute()
      },
    },
  })
})
afterAll(async () => t.close())

const login = (pass: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { phone: '9800000001', password: pass },
  })

it('keeps every account and counts failures in login_attempts', async () => {
  expect((await login('not the password')).statusCode).toBe(401)
  const rows = await t.db.selectFrom('login_attempts').select(['key', 'failures']).execute()
  expect(rows).toContainEqual({ key: 'account:9800000001', failures: 1 })
  expect((await login(password)).statusCode).toBe(200)
  const left = await t.db.selectFrom('login_attempts').select('key').execute()
  expect(left.map((row) => row.key)).toEqual(['address:127.0.0.1'])
})
