import { afterAll, beforeAll, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'

// A store from before the wishlist, migrated: its accounts, products and carts are as they were,
// the wishlist, alerts and price-drop days start empty, and a line can be saved at once.

const BEFORE = '2026_11_26_20_add_delivery'
const at = '2026-11-26T09:00:00.000Z'
const user = {
  name: 'Asha',
  email: 'asha.before@example.in',
  mobile: '9800000001',
  password_hash: 'x',
  created_at: at,
  updated_at: at,
}
const product = { name: 'Cotton Kurta', price_paise: 149_900, created_at: at, updated_at: at }

let t: TestApp
let userId = 0
let productId = 0

beforeAll(async () => {
  t = await createTestApp({
    earlier: {
      migration: BEFORE,
      fill: async (db: EarlierDb) => {
        userId = (
          await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow()
        ).id as number
        productId = (
          await db.insertInto('products').values(product).returning('id').executeTakeFirstOrThrow()
        ).id as number
        await db
          .insertInto('cart_items')
          .values({
            user_id: userId,
            product_id: productId,
            size: 'M',
            quantity: 2,
            created_at: at,
            updated_at: at,
          })
          .execute()
      },
    },
  })
})
afterAll(async () => t.close())

it('keeps what was there and starts the wishlist empty', async () => {
  expect(
    await t.db
      .selectFrom('users')
      .select(Object.keys(user) as Array<keyof typeof user>)
      .execute(),
  ).toEqual([user])
  expect(
    await t.db
      .selectFrom('products')
      .select(Object.keys(product) as Array<keyof typeof product>)
      .execute(),
  ).toEqual([product])
  expect(
    await t.db
      .selectFrom('cart_items')
      .select(['user_id', 'product_id', 'size', 'quantity'])
      .execute(),
  ).toEqual([{ user_id: userId, product_id: productId, size: 'M', quantity: 2 }])
  for (const table of ['wishlist_items', 'stock_alerts', 'price_drop_mail_days'] as const) {
    expect(await t.db.selectFrom(table).selectAll().execute()).toEqual([])
  }
  await t.db
    .insertInto('wishlist_items')
    .values({
      user_id: userId,
      product_id: productId,
      product_name: 'Cotton Kurta',
      product_image: '',
      saved_price_paise: 149_900,
      notified_price_paise: 149_900,
      created_at: at,
    })
    .execute()
  expect(
    await t.db.selectFrom('wishlist_items').select(['drop_pending', 'price_alerts']).execute(),
  ).toEqual([{ drop_pending: 0, price_alerts: 1 }])
})
