import { afterAll, beforeAll, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'

// Orders and returns made before keys were scoped and fingerprinted, migrated: every row is as it
// was, with no fingerprint, and the same key may now name a return of each of two orders.

const BEFORE = '2026_11_25_10_add_mail_code_expiry'
const at = '2026-11-24T09:00:00.000Z'

let t: TestApp

const order = (userId: number, number: string, key: string) => ({
  order_number: number,
  user_id: userId,
  status: 'Delivered',
  total_paise: 100_000,
  consignee_name: 'Asha',
  consignee_phone: '9800000001',
  shipping_address: 'Bengaluru',
  payment_method: 'Cash on Delivery',
  payment_by: 'Cash on Delivery',
  payment_txn_no: 'N/A',
  payment_txn_status: 'Pending',
  delivery_instructions: '[]',
  idempotency_key: key,
  created_at: at,
  updated_at: at,
})

beforeAll(async () => {
  t = await createTestApp({
    earlier: {
      migration: BEFORE,
      fill: async (db: EarlierDb) => {
        const user = await db
          .insertInto('users')
          .values({
            name: 'Asha',
            email: 'asha@example.in',
            mobile: '9800000001',
            password_hash: 'x',
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const orders = await db
          .insertInto('orders')
          .values([
            order(user.id, 'KK-261124-AAAA01', 'order-key-0001'),
            order(user.id, 'KK-261124-AAAA02', 'order-key-0002'),
          ])
          .returning('id')
          .execute()
        await db
          .insertInto('returns')
          .values({
            user_id: user.id,
            order_id: orders[0]?.id,
            order_number: 'KK-261124-AAAA01',
            status: 'Requested',
            reason: 'size_small',
            resolution: 'store_credit',
            refund_kind: 'store_credit',
            amount_paise: 100_000,
            idempotency_key: 'return-key-0001',
            created_at: at,
            updated_at: at,
          })
          .execute()
      },
    },
  })
})
afterAll(async () => t.close())

it('keeps every order and return, without a fingerprint, and scopes return keys by order', async () => {
  const orders = await t.db
    .selectFrom('orders')
    .select(['id', 'order_number', 'idempotency_key', 'idempotency_hash'])
    .orderBy('id')
    .execute()
  expect(orders.map(({ id: _, ...rest }) => rest)).toEqual([
    { order_number: 'KK-261124-AAAA01', idempotency_key: 'order-key-0001', idempotency_hash: null },
    { order_number: 'KK-261124-AAAA02', idempotency_key: 'order-key-0002', idempotency_hash: null },
  ])
  const returns = await t.db
    .selectFrom('returns')
    .select(['order_id', 'idempotency_key', 'idempotency_hash'])
    .execute()
  expect(returns).toEqual([
    { order_id: orders[0]?.id, idempotency_key: 'return-key-0001', idempotency_hash: null },
  ])

  // The key of order 1's return may be used again for order 2's, and only once there.
  const row = await t.db.selectFrom('returns').selectAll().executeTakeFirstOrThrow()
  const { id, ...copy } = row
  expect(id).toBeGreaterThan(0)
  const second = { ...copy, order_id: orders[1]?.id as number }
  await t.db.insertInto('returns').values(second).execute()
  await expect(t.db.insertInto('returns').values(second).execute()).rejects.toThrow()
})
