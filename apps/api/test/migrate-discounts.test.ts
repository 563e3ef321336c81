import { afterAll, beforeAll, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'
import { logIn } from './sign-in.js'
import { hash } from '@node-rs/argon2'

// An order, its line, invoice line and return item from before coupons, migrated: every amount
// is as it was, each took nothing off for a coupon or offer, and there are no coupons yet.

const BEFORE = '2026_11_27_40_add_product_declarations'
const at = '2026-11-26T09:00:00.000Z'
const account = { phone: '9800000001', password: 'kurta before coupons' }

let t: TestApp
let orderId = 0

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
            mobile: account.phone,
            password_hash: await hash(account.password),
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        orderId = (
          await db
            .insertInto('orders')
            .values({
              user_id: user.id,
              order_number: 'KK-261126-OLD',
              status: 'Delivered',
              total_paise: 149_900,
              consignee_name: 'Asha',
              consignee_phone: account.phone,
              shipping_address: '12 MG Road, Pune, Maharashtra, India - 411001',
              payment_method: 'Cash on Delivery',
              payment_by: 'Cash on Delivery',
              payment_txn_no: 'N/A',
              payment_txn_status: 'Pending',
              delivery_instructions: '[]',
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number
        const product = await db
          .insertInto('products')
          .values({ name: 'Cotton Kurta', price_paise: 149_900, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
        await db
          .insertInto('order_items')
          .values({
            order_id: orderId,
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
          .execute()
      },
    },
  })
})
afterAll(async () => t.close())

it('keeps every amount and records no discount on what was sold before', async () => {
  const order = await t.db
    .selectFrom('orders')
    .select(['total_paise', 'discount_paise', 'coupon_code', 'offer_title'])
    .executeTakeFirstOrThrow()
  expect(order).toEqual({
    total_paise: 149_900,
    discount_paise: 0,
    coupon_code: null,
    offer_title: null,
  })
  const item = await t.db
    .selectFrom('order_items')
    .select(['unit_price_paise', 'bag_discount_paise'])
    .executeTakeFirstOrThrow()
  expect(item).toEqual({ unit_price_paise: 149_900, bag_discount_paise: 0 })
  expect(await t.db.selectFrom('discount_rules').selectAll().execute()).toEqual([])
  const asha = await logIn(t, account)
  const shown = (await asha.call('GET', `/orders/${orderId}`)).json()
  const data = shown.data ?? shown.order
  expect(data).toMatchObject({ totalPrice: 1499, discount: 0, couponCode: null })
  expect(data.orderItems[0]).toMatchObject({ price: 1499, discount: 0 })
})
