import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { address, createCategory, createProduct, createSubCategory } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { type Admin, type Shopper, signInAdmin, signUpShopper } from './sign-in.js'

let t: TestApp
let admin: Admin
let asha: Shopper
let ashaAddress = ''

beforeAll(async () => {
  t = await createTestApp()
  admin = await signInAdmin(t)
  asha = await signUpShopper(t, 'Asha')
  ashaAddress = (await asha.call('POST', '/addresss', address)).json().data._id
})
afterAll(async () => t.close())

const cod = { paymentMethod: 'Cash on Delivery', paymentby: 'Cash on Delivery' }

const placeOrder = (shopper: Shopper, addressId: string, id: number, size: string, qty: number) =>
  shopper.call('POST', '/orders/NewOrder', {
    ...cod,
    addressid: addressId,
    orderItems: [{ _id: String(id), size, quantity: qty }],
  })

const stockBySize = async (productId: number) =>
  Object.fromEntries(
    (
      await t.db
        .selectFrom('product_variants')
        .select(['size', 'stock'])
        .where('product_id', '=', productId)
        .execute()
    ).map((row) => [row.size, row.stock]),
  )

const productStock = async (productId: number) =>
  (
    await t.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow()
  ).stock

describe('product answers', () => {
  it('list each size with its stock and SKU in size order, the total as stock', async () => {
    const product = await createProduct(t.db, { sizeStock: { S: 0, M: 2, L: 5 } })
    const body = (
      await t.app.inject({ method: 'GET', url: `/api/v1/products/${product.id}` })
    ).json()
    expect(body.sizes).toEqual(['S', 'M', 'L'])
    expect(body.stock).toBe(7)
    expect(body.variants).toEqual([
      { size: 'S', stock: 0, sku: `KK-${product.id}-S` },
      { size: 'M', stock: 2, sku: `KK-${product.id}-M` },
      { size: 'L', stock: 5, sku: `KK-${product.id}-L` },
    ])
    expect(body.sizeChart).toBeNull()
  })
})

describe('the cart', () => {
  it('refuses a sold-out size even while other sizes are in stock', async () => {
    const product = await createProduct(t.db, { sizeStock: { S: 0, M: 2 } })
    const soldOut = await asha.call('POST', '/cart/create', {
      productId: String(product.id),
      size: 'S',
    })
    expect(soldOut.statusCode).toBe(409)
    expect(soldOut.json()).toMatchObject({ code: 'OUT_OF_STOCK' })
    expect(soldOut.json().message).toContain('size S')

    const added = await asha.call('POST', '/cart/create', {
      productId: String(product.id),
      size: 'M',
    })
    const line = added.json().data.find((l: { size: string }) => l.size === 'M')
    expect(line.sizeStock).toBe(2)
    const tooMany = await asha.call('PUT', '/cart/update-qty', { _id: line._id, qty: 3 })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().message).toBe(`Only 2 left of ${product.name} in size M`)
    expect((await asha.call('PUT', '/cart/update-qty', { _id: line._id, qty: 2 })).statusCode).toBe(
      200,
    )
    await asha.call('DELETE', '/cart/reset-cart', {})
  })
})

describe('orders', () => {
  it('take stock from the size ordered and refuse more than that size has', async () => {
    const product = await createProduct(t.db, { sizeStock: { M: 2, L: 10 } })
    const refused = await placeOrder(asha, ashaAddress, product.id, 'M', 3)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('OUT_OF_STOCK')
    expect(await stockBySize(product.id)).toEqual({ M: 2, L: 10 })

    const placed = await placeOrder(asha, ashaAddress, product.id, 'M', 2)
    expect(placed.statusCode).toBe(201)
    expect(placed.json().data.orderItems[0]).toMatchObject({ size: 'M', sku: `KK-${product.id}-M` })
    expect(await stockBySize(product.id)).toEqual({ M: 0, L: 10 })
    expect(await productStock(product.id)).toBe(10)
  })

  it('sell exactly the last 50 units of a size to 200 concurrent orders, other sizes untouched', async () => {
    const product = await createProduct(t.db, { sizeStock: { M: 50, L: 7 } })
    const shoppers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => signUpShopper(t, `Buyer ${i}`)),
    )
    const addressIds = await Promise.all(
      shoppers.map(async (s) => (await s.call('POST', '/addresss', address)).json().data._id),
    )
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        placeOrder(shoppers[i % 4] as Shopper, addressIds[i % 4] as string, product.id, 'M', 1),
      ),
    )
    const statuses = attempts.map((res) => res.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(50)
    expect(statuses.filter((s) => s === 409)).toHaveLength(150)
    expect(await stockBySize(product.id)).toEqual({ M: 0, L: 7 })
    expect(await productStock(product.id)).toBe(7)
  })

  it('return cancelled units to the size they came from, once', async () => {
    const product = await createProduct(t.db, { sizeStock: { M: 3, L: 3 } })
    const order = (await placeOrder(asha, ashaAddress, product.id, 'L', 2)).json().data
    expect(await stockBySize(product.id)).toEqual({ M: 3, L: 1 })
    const cancel = () => asha.call('POST', `/orders/${order._id}/cancel`)
    const [first, second] = await Promise.all([cancel(), cancel()])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409])
    expect(await stockBySize(product.id)).toEqual({ M: 3, L: 3 })
    expect(await productStock(product.id)).toBe(6)
  })
})

describe('admins', () => {
  it('set stock per size with SKUs of their own or the store’s, kept across edits', async () => {
    const category = await createCategory(t.db)
    const fields = {
      name: 'Indigo Kurta',
      image: ['/images/0123456789abcdef.webp'],
      category: [String(category.id)],
      unit: 'piece',
      price: 999,
      discount: 10,
      description: 'A kurta.',
      variants: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 4, sku: 'INDIGO-M' },
        { size: 'L', stock: 1 },
      ],
    }
    const created = await admin.call('POST', '/product/create', fields)
    expect(created.statusCode).toBe(200)
    const product = created.json().data
    expect(product.stock).toBe(5)
    expect(product.sizes).toEqual(['S', 'M', 'L'])
    expect(product.stockReview).toBe(false)
    expect(product.variants.map((v: { sku: string }) => v.sku)).toEqual([
      `KK-${product._id}-S`,
      'INDIGO-M',
      `KK-${product._id}-L`,
    ])

    const updated = await admin.call('PUT', '/product/update-product-details', {
      ...fields,
      _id: product._id,
      variants: [
        { size: 'M', stock: 6 },
        { size: 'XL', stock: 2 },
      ],
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().data.variants).toEqual([
      { size: 'M', stock: 6, sku: 'INDIGO-M' },
      { size: 'XL', stock: 2, sku: `KK-${product._id}-XL` },
    ])

    const other = await admin.call('POST', '/product/create', {
      ...fields,
      name: 'Another Kurta',
      variants: [{ size: 'M', stock: 1, sku: 'INDIGO-M' }],
    })
    expect([other.statusCode, other.json().code]).toEqual([409, 'SKU_TAKEN'])

    const repeated = await admin.call('POST', '/product/create', {
      ...fields,
      variants: [
        { size: 'M', stock: 1 },
        { size: 'M', stock: 2 },
      ],
    })
    expect(repeated.statusCode).toBe(400)
    expect(repeated.json().message).toBe('variants must not repeat a size')
  })

  it('split a total across the sizes when a client sends only stock, and ask for a review', async () => {
    const category = await createCategory(t.db)
    const created = await admin.call('POST', '/product/create', {
      name: 'Plain Tee',
      image: ['/images/0123456789abcdef.webp'],
      category: [String(category.id)],
      unit: 'piece',
      price: 499,
      discount: 0,
      description: 'A tee.',
      sizes: ['S', 'M', 'L'],
      stock: 10,
    })
    const product = created.json().data
    expect(product.variants.map((v: { stock: number }) => v.stock)).toEqual([4, 3, 3])
    expect(product.stockReview).toBe(true)
  })

  it('keep size charts, attach them to sub-categories, and products show theirs', async () => {
    const category = await createCategory(t.db)
    const tops = await createSubCategory(t.db, [category.id], 'Chart Tops')
    const chart = {
      name: 'Tops chart',
      unit: 'cm',
      columns: ['Chest', 'Length'],
      rows: [
        { size: 'M', values: [101, 72] },
        { size: 'L', values: [106, 74] },
      ],
      subCategories: [String(tops.id)],
    }
    const created = await admin.call('POST', '/size-charts', chart)
    expect(created.statusCode).toBe(200)
    expect(created.json().data.subCategories).toEqual([
      { _id: String(tops.id), name: 'Chart Tops' },
    ])
    const shirt = await createProduct(t.db, { subCategories: [tops], sizeStock: { M: 1, L: 1 } })
    const shown = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/products/${shirt.id}` })).json()
    expect((await shown()).sizeChart).toMatchObject({
      name: 'Tops chart',
      columns: ['Chest', 'Length'],
    })

    const bad = await admin.call('POST', '/size-charts', {
      ...chart,
      name: 'Broken',
      rows: [{ size: 'M', values: [101] }],
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('rows.0.values must have one value for each column')
    const taken = await admin.call('POST', '/size-charts', { ...chart, name: 'TOPS CHART' })
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'NAME_TAKEN'])
    expect((await asha.call('POST', '/size-charts', chart)).statusCode).toBe(403)

    const chartId = created.json().data._id
    expect((await admin.call('DELETE', `/size-charts/${chartId}`)).statusCode).toBe(200)
    expect((await shown()).sizeChart).toBeNull()
  })

  it('see low stock per size', async () => {
    const product = await createProduct(t.db, {
      name: 'Low Size Shirt',
      sizeStock: { S: 1, M: 40 },
    })
    const overview = (await admin.call('GET', '/admin/overview')).json().data
    expect(overview.lowStock).toContainEqual({
      _id: String(product.id),
      name: 'Low Size Shirt',
      size: 'S',
      stock: 1,
    })
    expect(overview.lowStock).not.toContainEqual(
      expect.objectContaining({ _id: String(product.id), size: 'M' }),
    )
  })
})
