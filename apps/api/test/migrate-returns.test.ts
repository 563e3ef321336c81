import { afterAll, beforeAll, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'

// A database at the schema before returns, with a product and a delivered order in it, migrated:
// the product stays returnable, the order was paid wholly in cash, and its line can be returned.

const BEFORE = '2026_11_24_02_add_sales_figures'
const now = new Date(Date.now() - 86_400_000).toISOString()

let t: TestApp
let ids = { user: 0, product: 0, order: 0, item: 0 }

beforeAll(async () => {
  t = await createTestApp({
    earlier: {
      migration: BEFORE,
      fill: async (db: EarlierDb) => {
        const user = await db
          .insertInto('users')
          .values({
            name: 'Old Shopper',
            email: 'old@example.in',
            mobile: '9800000002',
            password_hash: 'x',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const product = await db
          .insertInto('products')
          .values({
            name: 'Old Kurta',
            description: 'Cotton',
            unit: 'piece',
            unit_quantity: 1,
            price_paise: 79_900,
            discount: 0,
            stock: 4,
            is_new: 0,
            images: '[]',
            sizes: '["M"]',
            more_details: '{}',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const order = await db
          .insertInto('orders')
          .values({
            order_number: 'KK-261120-OLD001',
            user_id: user.id,
            status: 'Delivered',
            total_paise: 79_900,
            consignee_name: 'Old Shopper',
            consignee_phone: '9800000002',
            shipping_address: 'Pune',
            payment_method: 'Cash on Delivery',
            payment_by: 'Cash on Delivery',
            payment_txn_no: 'N/A',
            payment_txn_status: 'Pending',
            delivery_instructions: '[]',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const item = await db
          .insertInto('order_items')
          .values({
            order_id: order.id,
            product_id: product.id,
            name: 'Old Kurta',
            image: '',
            description: 'Cotton',
            size: 'M',
            quantity: 1,
            unit_price_paise: 79_900,
            mrp_paise: 79_900,
            discount: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        ids = { user: user.id, product: product.id, order: order.id, item: item.id }
      },
    },
  })
})
afterAll(async () => t.close())

it('keeps products returnable and orders paid in cash, with no returns or credit yet', async () => {
  const product = await t.db
    .selectFrom('products')
    .select(['name', 'returnable', 'price_paise'])
    .where('id', '=', ids.product)
    .executeTakeFirstOrThrow()
  expect(product).toEqual({ name: 'Old Kurta', returnable: 1, price_paise: 79_900 })
  const order = await t.db
    .selectFrom('orders')
    .select(['order_number', 'total_paise', 'store_credit_paise', 'replacement_for'])
    .where('id', '=', ids.order)
    .executeTakeFirstOrThrow()
  expect(order).toEqual({
    order_number: 'KK-261120-OLD001',
    total_paise: 79_900,
    store_credit_paise: 0,
    replacement_for: null,
  })
  expect(await t.db.selectFrom('returns').selectAll().execute()).toEqual([])
  expect(await t.db.selectFrom('store_credit_accounts').selectAll().execute()).toEqual([])
  // The old order's line can be claimed by a return now.
  await t.db.insertInto('return_claims').values({ order_item_id: ids.item, quantity: 1 }).execute()
  expect(await t.db.selectFrom('return_claims').selectAll().execute()).toEqual([
    { order_item_id: ids.item, quantity: 1 },
  ])
})
