import { afterAll, beforeAll, expect, it } from 'vitest'
import { hash } from '@node-rs/argon2'
import { type EarlierDb, createTestApp, mailsTo, type TestApp } from './helpers.js'
import { callAs } from './sign-in.js'

// A database at the schema before the mail outbox and the shared attempt counts, with an account
// in it, migrated: the account is as it was, and its reset code is now written to the outbox.

const BEFORE = '2026_11_24_02_add_sales_figures'
const now = '2026-11-24T09:00:00.000Z'
const account = {
  name: 'Before Outbox',
  email: 'before.outbox@example.in',
  mobile: '9800000077',
  created_at: now,
  updated_at: now,
}

let t: TestApp

beforeAll(async () => {
  const passwordHash = await hash('an older password')
  t = await createTestApp({
    earlier: {
      migration: BEFORE,
      fill: async (db: EarlierDb) => {
        await db
          .insertInto('users')
          .values({ ...account, password_hash: passwordHash })
          .execute()
      },
    },
  })
})
afterAll(async () => t.close())

it('keeps every account, and starts with an empty outbox and no counts', async () => {
  const users = await t.db
    .selectFrom('users')
    .select(['name', 'email', 'mobile', 'created_at', 'updated_at'])
    .execute()
  expect(users).toEqual([account])
  expect(await t.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([])
  expect(await t.db.selectFrom('attempt_counts').selectAll().execute()).toEqual([])

  const asked = await callAs(t)('PUT', `/auth/forget-password/${account.mobile}`, {
    email: account.email,
  })
  expect(asked.statusCode).toBe(200)
  expect(await mailsTo(t, account.email)).toHaveLength(1)
  const mails = await t.db.selectFrom('mail_outbox').select(['to_address', 'status']).execute()
  expect(mails).toEqual([{ to_address: account.email, status: 'sent' }])
})
