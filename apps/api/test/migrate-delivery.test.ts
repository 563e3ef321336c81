import { afterAll, beforeAll, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'

// Orders and an invoice line made before delivery promises, migrated: each order is as it was,
// with no Cash on Delivery fee, no promised day and the PIN its address line ends with (none
// where it ends otherwise); the invoice line is goods; the courier's list starts empty.

const BEFORE = '2026_11_26_10_add_payments'
const at = '2026-11-26T09:00:00.000Z'

const order = (number: string, shippingAddress: string) => ({
  order_number: number,
  status: 'Shipped',
  total_paise: 149_900,
  consignee_name: 'Asha',
  consignee_phone: '9800000001',
  shipping_address: shippingAddress,
  payment_method: 'Cash on Delivery',
  payment_by: 'Cash on Delivery',
  payment_txn_no: 'N/A',
  payment_txn_status: 'Pending',
  delivery_instructions: '[]',
  created_at: at,
  updated_at: at,
})
const orders = [
  order('KK-261126-PUNE', '12 MG Road, Pune, Maharashtra, India - 411001'),
  order('KK-261126-OLD', 'Pune'),
]
const line = {
  hsn: '6109',
  description: 'Cotton Kurta (Size M)',
  quantity: 1,
  unit_price_paise: 149_900,
  discount_paise: 0,
  rate: 5,
  taxable_paise: 142_762,
  cgst_paise: 3_569,
  sgst_paise: 3_569,
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
        for (const row of orders) {
          await db
            .insertInto('orders')
            .values({ ...row, user_id: user.id })
            .execute()
        }
        const first = await db
          .selectFrom('orders')
          .select('id')
          .orderBy('id')
          .executeTakeFirstOrThrow()
        const product = await db
          .insertInto('products')
          .values({ name: 'Cotton Kurta', price_paise: 149_900, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
        const item = await db
          .insertInto('order_items')
          .values({
            order_id: first.id,
            product_id: product.id,
            name: 'Cotton Kurta',
            image: '',
            description: '',
            vendor_id: null,
            size: 'M',
            quantity: 1,
            unit_price_paise: 149_900,
            mrp_paise: 149_900,
            discount: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const invoice = await db
          .insertInto('invoices')
          .values({
            number: 'KK/26-27/000001',
            financial_year: '2026-27',
            sequence: 1,
            issued_at: at,
            month: '2026-11',
            order_id: first.id,
            supplier: '{}',
            buyer: '{}',
            buyer_gstin: null,
            place_of_supply: 'Maharashtra',
            place_of_supply_code: '27',
            intra_state: 0,
            taxable_paise: 142_762,
            cgst_paise: 3_569,
            sgst_paise: 3_569,
            igst_paise: 0,
            total_paise: 149_900,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await db
          .insertInto('invoice_lines')
          .values({ ...line, invoice_id: invoice.id, order_item_id: item.id })
          .execute()
      },
    },
    codRules: 'store',
  })
})
afterAll(async () => t.close())

it('keeps the orders, with no fee, no promise and the PIN of their address line', async () => {
  const migrated = await t.db
    .selectFrom('orders')
    .select([
      ...(Object.keys(orders[0] as object) as Array<keyof (typeof orders)[0]>),
      'cod_fee_paise',
      'delivery_by',
      'delivery_pincode',
    ])
    .orderBy('id')
    .execute()
  expect(migrated).toEqual([
    { ...orders[0], cod_fee_paise: 0, delivery_by: null, delivery_pincode: '411001' },
    { ...orders[1], cod_fee_paise: 0, delivery_by: null, delivery_pincode: null },
  ])
  const lines = await t.db
    .selectFrom('invoice_lines')
    .select([...(Object.keys(line) as Array<keyof typeof line>), 'kind'])
    .execute()
  expect(lines).toEqual([{ ...line, kind: 'goods' }])
  for (const table of [
    'delivery_pincodes',
    'delivery_settings',
    'delivery_pincode_uploads',
    'cod_reinstatements',
  ] as const) {
    expect(await t.db.selectFrom(table).selectAll().execute()).toEqual([])
  }
})
