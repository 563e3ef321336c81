import { WISHLIST } from '@store/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nowIso } from '../src/db/sql.js'
import { createProduct } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { type Shopper, signUpShopper } from './sign-in.js'

// The wishlist through the API: idempotent adds and removes, a guest's list merged without
// duplicates, the 200-item limit, lines that outlive their product, and lists kept apart.

let t: TestApp
let asha: Shopper
let ravi: Shopper

beforeAll(async () => {
  t = await createTestApp()
  asha = await signUpShopper(t, 'Asha')
  ravi = await signUpShopper(t, 'Ravi')
})
afterAll(async () => t.close())

const ids = (res: { json: () => { data: Array<{ _id: string }> } }) =>
  res.json().data.map((item) => item._id)

const storedLines = (userId: string) =>
  t.db
    .selectFrom('wishlist_items')
    .select(['product_id', 'saved_price_paise'])
    .where('user_id', '=', Number(userId))
    .orderBy('id')
    .execute()

describe('wishlist', () => {
  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/wishlist' })).statusCode).toBe(401)
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wishlist',
      payload: { productId: '1' },
    })
    expect(add.statusCode).toBe(401)
  })

  it('adds once and removes once, however often asked, newest first', async () => {
    const kurta = await createProduct(t.db, {
      pricePaise: 100_000,
      discount: 10,
      sizeStock: { M: 2, L: 0 },
    })
    const saree = await createProduct(t.db, { pricePaise: 250_000 })
    const call = asha.call
    const first = await call('POST', '/wishlist', { productId: String(kurta.id) })
    expect(first.statusCode).toBe(200)
    await call('POST', '/wishlist', { productId: String(kurta.id) })
    await call('POST', '/wishlist', { productId: String(saree.id) })
    const list = await call('GET', '/wishlist')
    expect(ids(list)).toEqual([String(saree.id), String(kurta.id)])
    expect(list.json().data[1]).toMatchObject({
      _id: String(kurta.id),
      name: kurta.name,
      available: true,
      price: 900,
      mrp: 1000,
      discount: 10,
      savedPrice: 900,
      sizes: [
        { size: 'M', inStock: true },
        { size: 'L', inStock: false },
      ],
    })
    expect(await storedLines(asha.userId)).toHaveLength(2)

    const removed = await call('DELETE', `/wishlist/${kurta.id}`)
    expect(removed.statusCode).toBe(200)
    expect(ids(removed)).toEqual([String(saree.id)])
    const again = await call('DELETE', `/wishlist/${kurta.id}`)
    expect(again.statusCode).toBe(200)
    expect(ids(again)).toEqual([String(saree.id)])
    await call('DELETE', `/wishlist/${saree.id}`)
  })

  it('merges a guest list without duplicates, skipping products gone from the shop', async () => {
    const saved = await createProduct(t.db)
    const fromDevice = await createProduct(t.db)
    const gone = await createProduct(t.db, { deleted: true })
    await ravi.call('POST', '/wishlist', { productId: String(saved.id) })
    const merged = await ravi.call('POST', '/wishlist/merge', {
      productIds: [String(fromDevice.id), String(saved.id), String(gone.id), String(fromDevice.id)],
    })
    expect(merged.statusCode).toBe(200)
    expect(ids(merged).sort()).toEqual([String(saved.id), String(fromDevice.id)].sort())
    const twice = await ravi.call('POST', '/wishlist/merge', {
      productIds: [String(fromDevice.id)],
    })
    expect(ids(twice)).toHaveLength(2)
    expect(await storedLines(ravi.userId)).toHaveLength(2)
  })

  it("never shows or changes another shopper's list", async () => {
    const mine = await createProduct(t.db)
    const before = await storedLines(ravi.userId)
    await asha.call('POST', '/wishlist', { productId: String(mine.id) })
    expect(ids(await ravi.call('GET', '/wishlist'))).not.toContain(String(mine.id))
    await ravi.call('DELETE', `/wishlist/${mine.id}`)
    expect(ids(await asha.call('GET', '/wishlist'))).toContain(String(mine.id))
    expect(await storedLines(ravi.userId)).toEqual(before)
  })

  it('keeps a deleted product as no longer available, and a sold-out size as out of stock', async () => {
    const shirt = await createProduct(t.db, { sizeStock: { M: 1 } })
    await asha.call('POST', '/wishlist', { productId: String(shirt.id) })
    await t.db
      .updateTable('product_variants')
      .set({ stock: 0 })
      .where('product_id', '=', shirt.id)
      .execute()
    const soldOut = (await asha.call('GET', '/wishlist')).json().data[0]
    expect(soldOut).toMatchObject({ _id: String(shirt.id), sizes: [{ size: 'M', inStock: false }] })
    await t.db
      .updateTable('products')
      .set({ deleted_at: nowIso() })
      .where('id', '=', shirt.id)
      .execute()
    const gone = (await asha.call('GET', '/wishlist')).json().data[0]
    expect(gone).toMatchObject({
      _id: String(shirt.id),
      name: shirt.name,
      available: false,
      price: null,
      sizes: [],
    })
  })
})

describe('wishlist bad input', () => {
  it('refuses an unknown product, a malformed id and unknown fields, changing nothing', async () => {
    const shopper = await signUpShopper(t, 'Meera')
    const unknown = await shopper.call('POST', '/wishlist', { productId: '999999' })
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND'])
    const malformed = await shopper.call('POST', '/wishlist', { productId: 'abc' })
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'VALIDATION_FAILED'])
    const extra = await shopper.call('POST', '/wishlist', { productId: '1', userId: '1' })
    expect(extra.statusCode).toBe(400)
    const badMerge = await shopper.call('POST', '/wishlist/merge', { productIds: 'x' })
    expect(badMerge.statusCode).toBe(400)
    expect(await storedLines(shopper.userId)).toEqual([])
  })

  it('refuses the 201st item with 409 and keeps the 200', async () => {
    const shopper = await signUpShopper(t, 'Kavya')
    const products = []
    for (let i = 0; i <= WISHLIST.maxItems; i++) products.push(await createProduct(t.db))
    const [last, ...first200] = products.reverse()
    const merged = await shopper.call('POST', '/wishlist/merge', {
      productIds: first200.map((p) => String(p.id)),
    })
    expect(ids(merged)).toHaveLength(WISHLIST.maxItems)
    const extra = await shopper.call('POST', '/wishlist', { productId: String(last?.id) })
    expect([extra.statusCode, extra.json().code]).toEqual([409, 'WISHLIST_FULL'])
    expect(extra.json().message).toBe(
      'Your wishlist holds 200 items, the most it can: remove one to save another',
    )
    expect(await storedLines(shopper.userId)).toHaveLength(WISHLIST.maxItems)
    // Saving one already saved is still fine at the limit.
    const same = await shopper.call('POST', '/wishlist', { productId: String(first200[0]?.id) })
    expect(same.statusCode).toBe(200)
    const overMerge = await shopper.call('POST', '/wishlist/merge', {
      productIds: [String(last?.id)],
    })
    expect(ids(overMerge)).toHaveLength(WISHLIST.maxItems)
  })
})
