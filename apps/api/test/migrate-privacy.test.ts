import { hash } from '@node-rs/argon2'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, mailsTo, type TestApp } from './helpers.js'
import { logIn, signInAdmin } from './sign-in.js'

// A store from before personal data's tables, migrated: its accounts are as they were, nobody
// has consented to marketing (consent is never presumed), and erasure and the audit log work at
// once; the log refuses changes from the start.

const BEFORE = '2026_11_27_40_add_product_declarations'
const at = '2026-11-27T09:00:00.000Z'
const password = 'shopper password'
const user = {
  name: 'Asha',
  email: 'asha.before@example.in',
  mobile: '9800000001',
  status: 'Active',
  created_at: at,
  updated_at: at,
}

let t: TestApp
beforeAll(async () => {
  const passwordHash = await hash(password)
  t = await createTestApp({
    earlier: {
      migration: BEFORE,
      fill: async (db: EarlierDb) => {
        await db
          .insertInto('users')
          .values({ ...user, password_hash: passwordHash })
          .execute()
      },
    },
  })
})
afterAll(async () => t.close())

it('keeps the accounts, presumes no consent, and erases and audits at once', async () => {
  expect(
    await t.db
      .selectFrom('users')
      .select(Object.keys(user) as Array<keyof typeof user>)
      .execute(),
  ).toEqual([user])
  for (const table of [
    'consent_events',
    'account_deletion_codes',
    'account_erasures',
    'admin_audit',
  ] as const) {
    expect(await t.db.selectFrom(table).selectAll().execute(), table).toEqual([])
  }

  const asha = await logIn(t, { phone: user.mobile, password })
  expect((await asha.call('GET', '/account/marketing')).json().data).toEqual({
    marketing: false,
    history: [],
  })
  expect((await asha.call('POST', '/account/delete')).statusCode).toBe(200)
  const [mail] = await mailsTo(t, user.email)
  const otp = /is (\d{6})\./.exec(mail?.text ?? '')?.[1] ?? ''
  expect((await asha.call('POST', '/account/delete/confirm', { otp })).statusCode).toBe(200)

  const admin = await signInAdmin(t)
  const erasures = await admin.call('GET', '/admin/erasures')
  expect(erasures.json().data).toMatchObject([{ accountId: asha.userId, ordersKept: 0 }])
  const [entry] = await t.db.selectFrom('admin_audit').selectAll().execute()
  expect(entry).toBeUndefined()
  await admin.call('GET', '/admin/orders')
  const [listed] = await t.db.selectFrom('admin_audit').selectAll().execute()
  expect(listed).toMatchObject({ action: 'orders.list', record: null })
  await expect(t.db.updateTable('admin_audit').set({ ip: '10.0.0.1' }).execute()).rejects.toThrow(
    /append-only/,
  )
})
