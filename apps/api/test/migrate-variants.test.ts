import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'

// A database made by the schema before stock per size, filled as a shop would have it, then
// migrated: nothing is lost and every product's total stays what it was.

const BEFORE = '2026_11_22_01_create_schema'
const now = '2026-11-20T10:00:00.000Z'

type OldProduct = { name: string; sizes: unknown; stock: number }

const OLD_PRODUCTS: OldProduct[] = [
  { name: 'Even Kurta', sizes: ['S', 'M', 'L'], stock: 9 },
  { name: 'Uneven Kurta', sizes: ['S', 'M', 'L', 'XL'], stock: 10 },
  { name: 'Saree', sizes: [], stock: 7 },
  { name: 'Sold Out Tee', sizes: ['M', 'L'], stock: 0 },
  { name: 'Last One', sizes: ['M', 'L', 'XL'], stock: 1 },
  { name: 'Broken Sizes', sizes: 'not json', stock: 3 },
]

async function fill(db: EarlierDb) {
  const user = await db
    .insertInto('users')
    .values({
      name: 'Old Shopper',
      email: 'old@example.in',
      mobile: '9800000001',
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const product of OLD_PRODUCTS) {
    await db
      .insertInto('products')
      .values({
        name: product.name,
        price_paise: 99_900,
        stock: product.stock,
        sizes: typeof product.sizes === 'string' ? product.sizes : JSON.stringify(product.sizes),
        created_at: now,
        updated_at: now,
      })
      .execute()
  }
  const kurta = await db
    .selectFrom('products')
    .select('id')
    .where('name', '=', 'Even Kurta')
    .executeTakeFirstOrThrow()
  const order = await db
    .insertInto('orders')
    .values({
      order_number: 'KK-261120-AAAAAA',
      user_id: user.id,
      status: 'Delivered',
      total_paise: 99_900,
      consignee_name: 'Old Shopper',
      consignee_phone: '9800000001',
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
  await db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      product_id: kurta.id,
      name: 'Even Kurta',
      image: '',
      description: '',
      size: 'M',
      quantity: 1,
      unit_price_paise: 99_900,
      mrp_paise: 99_900,
      discount: 0,
    })
    .execute()
}

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ earlier: { migration: BEFORE, fill } })
})
afterAll(async () => t.close())

const product = async (name: string) => {
  const row = await t.db
    .selectFrom('products')
    .select(['id', 'stock', 'stock_review'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  const variants = await t.db
    .selectFrom('product_variants')
    .select(['size', 'stock', 'sku'])
    .where('product_id', '=', row.id)
    .orderBy('position')
    .execute()
  return { ...row, variants }
}

describe('the stock-per-size migration', () => {
  it('keeps every product’s total, split across its sizes', async () => {
    for (const old of OLD_PRODUCTS) {
      const migrated = await product(old.name)
      expect(migrated.stock).toBe(old.stock)
      expect(migrated.variants.reduce((sum, v) => sum + v.stock, 0)).toBe(old.stock)
    }
  })

  it('splits evenly, the first sizes taking the remainder, with generated SKUs', async () => {
    const uneven = await product('Uneven Kurta')
    expect(uneven.variants).toEqual([
      { size: 'S', stock: 3, sku: `KK-${uneven.id}-S` },
      { size: 'M', stock: 3, sku: `KK-${uneven.id}-M` },
      { size: 'L', stock: 2, sku: `KK-${uneven.id}-L` },
      { size: 'XL', stock: 2, sku: `KK-${uneven.id}-XL` },
    ])
    expect((await product('Saree')).variants).toMatchObject([{ size: 'Free Size', stock: 7 }])
    expect((await product('Broken Sizes')).variants).toMatchObject([
      { size: 'Free Size', stock: 3 },
    ])
  })

  it('marks split products for a stock review, and only those', async () => {
    expect((await product('Even Kurta')).stock_review).toBe(1)
    expect((await product('Last One')).stock_review).toBe(1)
    expect((await product('Saree')).stock_review).toBe(0)
    expect((await product('Sold Out Tee')).stock_review).toBe(0)
  })

  it('gives old order lines the SKU of their size', async () => {
    const kurta = await product('Even Kurta')
    const line = await t.db
      .selectFrom('order_items')
      .select(['size', 'sku'])
      .executeTakeFirstOrThrow()
    expect(line).toEqual({ size: 'M', sku: `KK-${kurta.id}-M` })
  })

  it('serves the migrated products with their sizes', async () => {
    const kurta = await product('Even Kurta')
    const body = (await t.app.inject({ method: 'GET', url: `/api/v1/products/${kurta.id}` })).json()
    expect(body.stock).toBe(9)
    expect(body.stockReview).toBe(true)
    expect(body.variants.map((v: { stock: number }) => v.stock)).toEqual([3, 3, 3])
  })
})
