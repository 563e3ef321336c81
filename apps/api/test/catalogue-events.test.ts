import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { address, createCategory, createProduct } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { type Shopper, signInAdmin, signUpShopper } from './sign-in.js'

// The catalogue answers from a short-lived cache; every stock or catalogue change must reach it
// at once, and a deleted product must leave every cart.

let t: TestApp
let asha: Shopper
let addressId = ''

beforeAll(async () => {
  t = await createTestApp()
  asha = await signUpShopper(t, 'Asha')
  addressId = (await asha.call('POST', '/addresss', address)).json().data._id
})
afterAll(async () => t.close())

const shownStock = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` })).json().stock as number

const cod = {
  paymentMethod: 'Cash on Delivery',
  paymentby: 'Cash on Delivery',
}

describe('catalogue answers follow every change', () => {
  it('shows stock taken by an order and returned by its cancellation', async () => {
    const product = await createProduct(t.db, { stock: 5 })
    expect(await shownStock(product.id)).toBe(5)

    const placed = await asha.call('POST', '/orders/NewOrder', {
      ...cod,
      addressid: addressId,
      orderItems: [{ _id: String(product.id), quantity: 2, size: 'M' }],
    })
    expect(placed.statusCode).toBe(201)
    expect(await shownStock(product.id)).toBe(3)

    const cancelled = await asha.call('POST', `/orders/${placed.json().data._id}/cancel`)
    expect(cancelled.statusCode).toBe(200)
    expect(await shownStock(product.id)).toBe(5)
  })

  it("keeps listings with an ETag; an order remakes its product's answer, and its lists only when a size runs out", async () => {
    const category = await createCategory(t.db)
    const [sold, other] = [
      await createProduct(t.db, { categories: [category], sizeStock: { M: 3, L: 1 } }),
      await createProduct(t.db, { categories: [category], sizeStock: { M: 4 } }),
    ]
    const listing = `/api/v1/products/browse?category=${category.id}&limit=20`
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers })
    const first = await get(listing)
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\//)
    expect((await get(listing, { 'if-none-match': etag })).statusCode).toBe(304)
    const otherDetail = (await get(`/api/v1/products/${other.id}`)).headers.etag

    const order = (size: string, quantity: number) =>
      asha.call('POST', '/orders/NewOrder', {
        ...cod,
        addressid: addressId,
        orderItems: [{ _id: String(sold.id), quantity, size }],
      })
    expect((await order('M', 1)).statusCode).toBe(201)
    // No size ran out: the product's own answer is made again with its stock, while the listing
    // (its counts, order and sizes in stock the same) and the other product's answer are kept.
    await vi.waitFor(async () => expect(await shownStock(sold.id)).toBe(3), {
      timeout: 5000,
      interval: 100,
    })
    expect((await get(listing, { 'if-none-match': etag })).statusCode).toBe(304)
    expect(
      (await get(`/api/v1/products/${other.id}`, { 'if-none-match': String(otherDetail) }))
        .statusCode,
    ).toBe(304)

    // The last L sells: the size facet says so at once.
    const sizes = async () =>
      (await get(listing)).json().facets.size as Array<{ value: string; count: number }>
    expect(await sizes()).toContainEqual({ value: 'L', count: 1 })
    expect((await order('L', 1)).statusCode).toBe(201)
    expect((await sizes()).find((size) => size.value === 'L')?.count ?? 0).toBe(0)
  })

  it('keeps the cached answer when an order is refused', async () => {
    const product = await createProduct(t.db, { stock: 1 })
    expect(await shownStock(product.id)).toBe(1)
    const refused = await asha.call('POST', '/orders/NewOrder', {
      ...cod,
      addressid: addressId,
      orderItems: [{ _id: String(product.id), quantity: 2, size: 'M' }],
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('OUT_OF_STOCK')
    expect(await shownStock(product.id)).toBe(1)
  })

  it('answers searches and suggestions afresh after a change', async () => {
    const admin = await signInAdmin(t)
    const product = await createProduct(t.db, { name: 'Zephyr Chanderi Kurta', stock: 5 })
    const search = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/products/search',
          payload: { search: 'zephyr', page: 1 },
        })
      ).json().results as Array<{ stock: number }>
    const suggest = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/products/suggestions',
          payload: { keyword: 'zeph' },
        })
      ).json().suggestions as unknown[]
    expect((await search())[0]?.stock).toBe(5)
    expect(await suggest()).toHaveLength(1)

    const placed = await asha.call('POST', '/orders/NewOrder', {
      ...cod,
      addressid: addressId,
      orderItems: [{ _id: String(product.id), quantity: 2, size: 'M' }],
    })
    expect(placed.statusCode).toBe(201)
    expect((await search())[0]?.stock).toBe(3)

    await admin.call('DELETE', '/product/delete-product', { _id: String(product.id) })
    expect(await search()).toEqual([])
    expect(await suggest()).toEqual([])
  })

  it('takes a deleted product out of carts and of the account summary', async () => {
    const admin = await signInAdmin(t)
    const category = await createCategory(t.db)
    const product = await createProduct(t.db, { categories: [category] })
    const added = await asha.call('POST', '/cart/create', {
      productId: String(product.id),
      size: 'M',
    })
    const lineId = added.json().data.at(-1)._id as string
    const summary = async () =>
      (await asha.call('GET', `/users/${asha.userId}`)).json().data.shopping_cart as string[]
    expect(await summary()).toContain(lineId)

    const deleted = await admin.call('DELETE', '/product/delete-product', {
      _id: String(product.id),
    })
    expect(deleted.statusCode).toBe(200)

    expect((await asha.call('GET', '/cart/get')).json().data).toEqual([])
    expect(await summary()).not.toContain(lineId)
  })
})
