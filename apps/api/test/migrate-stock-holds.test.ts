import { afterAll, beforeAll, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'

// A catalogue from before stock holds: every stock count stays as it was, there are no holds,
// and its units can be ordered and held at once.

const BEFORE = '2026_11_28_40_add_discounts'
const at = '2026-11-26T09:00:00.000Z'

let t: TestApp
let productId = 0
beforeAll(async () => {
  t = await createTestApp({
    earlier: {
      migration: BEFORE,
      fill: async (db: EarlierDb) => {
        productId = (
          await db
            .insertInto('products')
            .values({
              name: 'Cotton Kurta',
              price_paise: 99_900,
              stock: 7,
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number
        await db
          .insertInto('product_variants')
          .values(
            [
              ['M', 4],
              ['L', 3],
            ].map(([size, stock], position) => ({
              product_id: productId,
              size,
              position,
              stock,
              sku: `KK-${productId}-${size}`,
              created_at: at,
              updated_at: at,
            })),
          )
          .execute()
      },
    },
  })
})
afterAll(async () => t.close())

it('keeps every count, holds nothing, and shows the stock as before', async () => {
  const sizes = await t.db
    .selectFrom('product_variants')
    .select(['size', 'stock'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute()
  expect(sizes).toEqual([
    { size: 'M', stock: 4 },
    { size: 'L', stock: 3 },
  ])
  expect(await t.db.selectFrom('stock_holds').selectAll().execute()).toEqual([])
  const shown = await t.app.inject({ method: 'GET', url: `/api/v1/products/${productId}` })
  expect(shown.json()).toMatchObject({ stock: 7 })
})
