import { afterAll, beforeAll, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'

// A shipped Cash on Delivery order with its invoice, made before online payment, migrated: the
// order is as it was, its invoice now says Cash on Delivery, and no payment exists for it.

const BEFORE = '2026_11_25_20_scope_idempotency_keys'
const at = '2026-11-25T09:00:00.000Z'

const order = {
  order_number: 'KK-261125-BEFORE',
  status: 'Shipped',
  total_paise: 149_900,
  consignee_name: 'Asha',
  consignee_phone: '9800000001',
  shipping_address: 'Pune',
  payment_method: 'Cash on Delivery',
  payment_by: 'Cash on Delivery',
  payment_txn_no: 'N/A',
  payment_txn_status: 'Pending',
  delivery_instructions: '[]',
  created_at: at,
  updated_at: at,
}
const invoice = {
  number: 'KK/25-26/000001',
  financial_year: '2025-26',
  sequence: 1,
  issued_at: at,
  month: '2026-11',
  supplier: '{}',
  buyer: '{}',
  buyer_gstin: null,
  place_of_supply: 'Maharashtra',
  place_of_supply_code: '27',
  intra_state: 1,
  taxable_paise: 133_839,
  cgst_paise: 8_030,
  sgst_paise: 8_031,
  igst_paise: 0,
  total_paise: 149_900,
}

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({
    earlier: {
      migration: BEFORE,
      fill: async (db: EarlierDb) => {
        const user = await db
          .insertInto('users')
          .values({
            name: 'Asha',
            email: 'asha.before@example.in',
            mobile: '9800000001',
            password_hash: 'x',
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const placed = await db
          .insertInto('orders')
          .values({ ...order, user_id: user.id })
          .returning('id')
          .executeTakeFirstOrThrow()
        await db
          .insertInto('invoices')
          .values({ ...invoice, order_id: placed.id })
          .execute()
      },
    },
  })
})
afterAll(async () => t.close())

it('keeps the order and its invoice, which says Cash on Delivery, and opens no payment', async () => {
  const orders = await t.db
    .selectFrom('orders')
    .select(Object.keys(order) as Array<keyof typeof order>)
    .execute()
  expect(orders).toEqual([order])
  const invoices = await t.db
    .selectFrom('invoices')
    .select([...(Object.keys(invoice) as Array<keyof typeof invoice>), 'payment_mode'])
    .execute()
  expect(invoices).toEqual([{ ...invoice, payment_mode: 'Cash on Delivery' }])
  for (const table of [
    'payments',
    'payment_refunds',
    'stray_payments',
    'payment_events',
  ] as const) {
    expect(await t.db.selectFrom(table).selectAll().execute()).toEqual([])
  }
})
