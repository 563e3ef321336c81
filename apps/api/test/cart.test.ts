import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { type Shopper, signUpShopper } from './sign-in.js'

let t: TestApp
let asha: Shopper
let ravi: Shopper

beforeAll(async () => {
  t = await createTestApp()
  asha = await signUpShopper(t, 'Asha')
  ravi = await signUpShopper(t, 'Ravi')
})
afterAll(async () => t.close())

const storedLines = (userId: string) =>
  t.db
    .selectFrom('cart_items')
    .select(['product_id', 'size', 'quantity'])
    .where('user_id', '=', Number(userId))
    .orderBy('id')
    .execute()

describe('cart', () => {
  it('needs a login', async () => {
    const product = await createProduct(t.db)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/create',
      payload: { productId: String(product.id) },
    })
    expect(res.statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cart/get' })).statusCode).toBe(401)
  })

  it('adds a line, and the same product and size again raises its quantity', async () => {
    const product = await createProduct(t.db, { pricePaise: 100_000, discount: 10, sizes: ['M'] })
    const first = await asha.call('POST', '/cart/create', {
      productId: String(product.id),
      userId: asha.userId,
      size: 'M',
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().message).toBe('Item added')
    await asha.call('POST', '/cart/create', { productId: String(product.id), size: 'M' })
    const cart = await asha.call('GET', '/cart/get')
    const [line] = cart.json().data
    expect(cart.json().data).toHaveLength(1)
    expect(line).toMatchObject({
      quantity: 2,
      size: 'M',
      userId: asha.userId,
      productId: { _id: String(product.id), price: 1000, discount: 10, vendorId: 'V1' },
    })
    await asha.call('DELETE', '/cart/reset-cart', { userId: asha.userId })
  })

  it("uses 'Free Size' for a product without sizes, and refuses sizes a product does not offer", async () => {
    const plain = await createProduct(t.db, { sizes: [] })
    const sized = await createProduct(t.db, { sizes: ['S', 'M'] })
    const ok = await asha.call('POST', '/cart/create', { productId: String(plain.id) })
    expect(ok.json().data[0].size).toBe('Free Size')
    const noSize = await asha.call('POST', '/cart/create', { productId: String(sized.id) })
    expect(noSize.statusCode).toBe(400)
    expect(noSize.json().message).toContain('size Free Size is not offered')
    const wrong = await asha.call('POST', '/cart/create', {
      productId: String(sized.id),
      size: 'XXL',
    })
    expect(wrong.statusCode).toBe(400)
    expect(await storedLines(asha.userId)).toHaveLength(1)
    await asha.call('DELETE', '/cart/reset-cart', { userId: asha.userId })
  })

  it('sets quantities from 1 to the stock left, and refuses anything else', async () => {
    const product = await createProduct(t.db, { stock: 3, sizes: [] })
    const added = await asha.call('POST', '/cart/create', { productId: String(product.id) })
    const lineId = added.json().data[0]._id as string
    const set = (qty: unknown) =>
      asha.call('PUT', '/cart/update-qty', { userId: asha.userId, _id: lineId, qty })

    expect((await set(3)).json().data[0].quantity).toBe(3)
    for (const qty of [0, -1, 1.5, '2', 1e9]) {
      expect((await set(qty)).statusCode).toBe(400)
    }
    const over = await set(4)
    expect(over.statusCode).toBe(409)
    expect(over.json().message).toBe(`Only 3 left of ${product.name}`)
    const more = await asha.call('POST', '/cart/create', { productId: String(product.id) })
    expect(more.statusCode).toBe(409)
    expect(await storedLines(asha.userId)).toEqual([
      { product_id: product.id, size: 'Free Size', quantity: 3 },
    ])
    await asha.call('DELETE', '/cart/reset-cart', { userId: asha.userId })
  })

  it('refuses sold-out, deleted and unknown products', async () => {
    const soldOut = await createProduct(t.db, { stock: 0, sizes: [] })
    const deleted = await createProduct(t.db, { deleted: true, sizes: [] })
    const res = await asha.call('POST', '/cart/create', { productId: String(soldOut.id) })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(`${soldOut.name} is out of stock`)
    expect(
      (await asha.call('POST', '/cart/create', { productId: String(deleted.id) })).statusCode,
    ).toBe(404)
    expect((await asha.call('POST', '/cart/create', { productId: '999999' })).statusCode).toBe(404)
    expect((await asha.call('POST', '/cart/create', { productId: 'abc' })).statusCode).toBe(400)
    expect(await storedLines(asha.userId)).toEqual([])
  })

  it("never touches another user's cart", async () => {
    const product = await createProduct(t.db, { sizes: [] })
    const added = await ravi.call('POST', '/cart/create', { productId: String(product.id) })
    const raviLine = added.json().data[0]._id as string

    const asOther = await asha.call('POST', '/cart/create', {
      productId: String(product.id),
      userId: ravi.userId,
    })
    expect(asOther.statusCode).toBe(403)
    expect((await asha.call('PUT', '/cart/update-qty', { _id: raviLine, qty: 2 })).statusCode).toBe(
      404,
    )
    expect(
      (await asha.call('DELETE', '/cart/delete-cart-item', { _id: raviLine })).statusCode,
    ).toBe(404)
    expect(
      (await asha.call('DELETE', '/cart/reset-cart', { userId: ravi.userId })).statusCode,
    ).toBe(403)
    const header = await asha.call('GET', '/cart/get', undefined, { userid: ravi.userId })
    expect(header.statusCode).toBe(403)
    expect(await storedLines(ravi.userId)).toEqual([
      { product_id: product.id, size: 'Free Size', quantity: 1 },
    ])
  })

  it('deletes a line and resets the cart', async () => {
    const a = await createProduct(t.db, { sizes: [] })
    const b = await createProduct(t.db, { sizes: [] })
    await asha.call('POST', '/cart/create', { productId: String(a.id) })
    const added = await asha.call('POST', '/cart/create', { productId: String(b.id) })
    const [first] = added.json().data
    const removed = await asha.call('DELETE', '/cart/delete-cart-item', { _id: first._id })
    expect(removed.json().message).toBe('Item remove')
    expect(removed.json().data.map((l: { productId: { _id: string } }) => l.productId._id)).toEqual(
      [String(b.id)],
    )
    const reset = await asha.call('DELETE', '/cart/reset-cart', { userId: asha.userId })
    expect(reset.json().data).toEqual([])
  })

  it('hides lines whose product was deleted', async () => {
    const product = await createProduct(t.db, { sizes: [] })
    await asha.call('POST', '/cart/create', { productId: String(product.id) })
    await t.db
      .updateTable('products')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', product.id)
      .execute()
    expect((await asha.call('GET', '/cart/get')).json().data).toEqual([])
    await asha.call('DELETE', '/cart/reset-cart', {})
  })

  it('merges a guest cart: quantities add up, capped at the stock of the size, unknown lines dropped', async () => {
    const kurta = await createProduct(t.db, { sizeStock: { M: 4, L: 0 } })
    const saree = await createProduct(t.db, { stock: 10, sizes: [] })
    await asha.call('POST', '/cart/create', { productId: String(kurta.id), size: 'M' })
    await asha.call('POST', '/cart/create', { productId: String(kurta.id), size: 'M' })
    const merged = await asha.call('POST', '/cart/merge', {
      items: [
        { productId: String(kurta.id), size: 'M', quantity: 3 },
        { productId: String(saree.id), size: 'Free Size', quantity: 2 },
        { productId: String(kurta.id), size: 'XXL', quantity: 1 },
        { productId: '999999', size: 'M', quantity: 1 },
      ],
    })
    expect(merged.statusCode).toBe(200)
    expect(await storedLines(asha.userId)).toEqual([
      { product_id: kurta.id, size: 'M', quantity: 4 },
      { product_id: saree.id, size: 'Free Size', quantity: 2 },
    ])
    await asha.call('DELETE', '/cart/reset-cart', {})
  })
})
