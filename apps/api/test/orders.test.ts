import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { address, createProduct } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { type Shopper, signUpShopper } from './sign-in.js'

let t: TestApp
let asha: Shopper
let ravi: Shopper
let ashaAddress = ''
let raviAddress = ''

beforeAll(async () => {
  t = await createTestApp()
  asha = await signUpShopper(t, 'Asha Rao')
  ravi = await signUpShopper(t, 'Ravi')
  ashaAddress = (await asha.call('POST', '/addresss', address)).json().data._id
  raviAddress = (await ravi.call('POST', '/addresss', address)).json().data._id
})
afterAll(async () => t.close())

const cod = {
  paymentMethod: 'Cash on Delivery',
  paymentby: 'Cash on Delivery',
  paymentGatwayTransactionNo: 'N/A',
  paymentGatwayTransactionStatus: 'Pending',
  deliveryPartnerInstruction: [],
}

const order = (
  shopper: Shopper,
  items: Array<{ _id: string; quantity: number; size?: string; price?: number }>,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  shopper.call(
    'POST',
    '/orders/NewOrder',
    {
      ...cod,
      orderItems: items,
      userId: shopper.userId,
      addressid: shopper === asha ? ashaAddress : raviAddress,
      ...extra,
    },
    headers,
  )

const stockOf = async (id: number) =>
  (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
    .stock
const orderCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('POST /orders/NewOrder', () => {
  it('builds the order from the database, reserves stock and clears the ordered cart lines', async () => {
    const kurta = await createProduct(t.db, {
      name: 'Cotton Kurta',
      pricePaise: 99_900,
      discount: 10,
      stock: 5,
      sizes: ['M', 'L'],
    })
    const saree = await createProduct(t.db, { pricePaise: 250_000, stock: 3, sizes: [] })
    await asha.call('POST', '/cart/create', { productId: String(kurta.id), size: 'M' })
    await asha.call('POST', '/cart/create', { productId: String(saree.id) })

    const res = await order(asha, [
      { _id: String(kurta.id), quantity: 2, size: 'M', price: 1 },
      { _id: String(kurta.id), quantity: 1, size: 'L', price: 1 },
    ])
    expect(res.statusCode).toBe(201)
    expect(res.headers['cache-control']).toBe('no-store')
    const placed = res.json().data
    // 999 less 10% is 899.1, charged as 899 a piece; the client's price of 1 is ignored.
    expect(placed).toMatchObject({
      status: 'Pending',
      totalPrice: 899 * 3,
      consigneename: 'Asha Rao',
      consigneephone: address.phone,
      shippingAddress: '12 MG Road, Pune, Maharashtra, India - 411001',
      paymentMethod: 'Cash on Delivery',
      user: { _id: asha.userId, paymentCOD: true },
      history: [{ status: 'Pending' }],
    })
    expect(placed.orderId).toMatch(/^KK-\d{6}-[A-Z2-9]{6}$/)
    expect(placed.orderItems).toEqual([
      expect.objectContaining({
        name: 'Cotton Kurta',
        quantity: 2,
        size: 'M',
        price: 899,
        mrp: 999,
      }),
      expect.objectContaining({ quantity: 1, size: 'L', price: 899 }),
    ])
    expect(placed.orderItems[0].product).toMatchObject({
      _id: String(kurta.id),
      vendor: 'V1',
      image: ['/images/p.webp'],
    })
    expect(await stockOf(kurta.id)).toBe(2)
    const cart = (await asha.call('GET', '/cart/get')).json().data
    expect(cart.map((l: { productId: { _id: string } }) => l.productId._id)).toEqual([
      String(saree.id),
    ])
    await asha.call('DELETE', '/cart/reset-cart', {})
  })

  it('lists the caller’s orders newest first and shows one by id', async () => {
    const product = await createProduct(t.db, { stock: 5, sizes: [] })
    const first = (await order(asha, [{ _id: String(product.id), quantity: 1 }])).json().data
    const second = (await order(asha, [{ _id: String(product.id), quantity: 1 }])).json().data

    const list = await asha.call('GET', `/orders/OrdersByUser/${asha.userId}`)
    expect(list.statusCode).toBe(200)
    const ids = list.json().orders.map((o: { _id: string }) => o._id)
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id))

    const one = await asha.call('GET', `/orders/${first._id}`)
    expect(one.json().data.orderId).toBe(first.orderId)
    const others = await ravi.call('GET', `/orders/${first._id}`)
    expect(others.statusCode).toBe(404)
    expect(others.json().message).toBe('No order data found.')
    expect((await ravi.call('GET', `/orders/OrdersByUser/${asha.userId}`)).statusCode).toBe(403)
  })

  it('places nothing when any line cannot be filled, naming the product', async () => {
    const plenty = await createProduct(t.db, { stock: 10, sizes: [] })
    const scarce = await createProduct(t.db, { name: 'Silk Saree', stock: 1, sizes: [] })
    const before = await orderCount()
    const res = await order(asha, [
      { _id: String(plenty.id), quantity: 2 },
      { _id: String(scarce.id), quantity: 2 },
    ])
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Only 1 left of Silk Saree')
    expect(await stockOf(plenty.id)).toBe(10)
    expect(await stockOf(scarce.id)).toBe(1)
    expect(await orderCount()).toBe(before)
  })

  it('answers a retried request with the same idempotency key with the first order', async () => {
    const product = await createProduct(t.db, { stock: 10, sizes: [] })
    const key = { 'idempotency-key': 'checkout-7f3a9c21' }
    const items = [{ _id: String(product.id), quantity: 2 }]
    const [a, b] = await Promise.all([order(asha, items, {}, key), order(asha, items, {}, key)])
    const c = await order(asha, items, {}, key)
    const ids = new Set([a, b, c].map((res) => res.json().data._id))
    expect(ids.size).toBe(1)
    expect([a, b, c].map((res) => res.statusCode).sort()).toEqual([200, 200, 201])
    expect(await stockOf(product.id)).toBe(8)

    // The same key with another order in it is refused, and places nothing.
    const before = await orderCount()
    const other = await order(asha, [{ _id: String(product.id), quantity: 3 }], {}, key)
    expect(other.statusCode).toBe(422)
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await orderCount()).toBe(before)
    expect(await stockOf(product.id)).toBe(8)
  })

  it('refuses bad orders with a clear 4xx and changes nothing', async () => {
    const product = await createProduct(t.db, { pricePaise: 50_000, stock: 5, sizes: ['M'] })
    const deleted = await createProduct(t.db, { deleted: true, sizes: [] })
    const id = String(product.id)
    const before = { orders: await orderCount(), stock: await stockOf(product.id) }
    const cases: Array<
      [Promise<{ statusCode: number; json: () => { message: string } }>, number, string]
    > = [
      [order(asha, []), 400, 'Your cart is empty'],
      [order(asha, [{ _id: id, quantity: 0, size: 'M' }]), 400, 'qty must be at least 1'],
      [order(asha, [{ _id: id, quantity: -2, size: 'M' }]), 400, 'qty'],
      [order(asha, [{ _id: id, quantity: 1.5, size: 'M' }]), 400, 'qty must be a whole number'],
      [order(asha, [{ _id: id, quantity: 1e6, size: 'M' }]), 400, 'qty must be at most 10'],
      [
        order(asha, [
          { _id: id, quantity: 6, size: 'M' },
          { _id: id, quantity: 6, size: 'M' },
        ]),
        400,
        'qty must be at most 10',
      ],
      [order(asha, [{ _id: id, quantity: 1, size: 'XL' }]), 400, 'size XL is not offered'],
      [order(asha, [{ _id: '999999', quantity: 1 }]), 404, 'Product not found'],
      [order(asha, [{ _id: String(deleted.id), quantity: 1 }]), 404, 'Product not found'],
      [
        order(asha, [{ _id: id, quantity: 1, size: 'M' }], { addressid: raviAddress }),
        404,
        'Address not found',
      ],
      [
        order(asha, [{ _id: id, quantity: 1, size: 'M' }], { addressid: '999999' }),
        404,
        'Address not found',
      ],
      [
        order(asha, [{ _id: id, quantity: 1, size: 'M' }], { userId: ravi.userId }),
        403,
        'Do not have permission',
      ],
      [
        order(asha, [{ _id: id, quantity: 1, size: 'M' }], { totalPrice: 100 }),
        409,
        'Prices in your cart have changed',
      ],
      [
        order(asha, [{ _id: id, quantity: 1, size: 'M' }], { paymentMethod: 'Online Payment' }),
        400,
        'paymentMethod must be Cash on Delivery',
      ],
      [
        order(asha, [{ _id: id, quantity: 1, size: 'M' }], { status: 'Delivered' }),
        400,
        'Unrecognized key',
      ],
      [
        order(asha, [{ _id: id, quantity: 1, size: 'M' }], {}, { 'idempotency-key': 'x' }),
        400,
        'idempotency-key',
      ],
    ]
    for (const [pending, status, message] of cases) {
      const res = await pending
      expect(res.statusCode, message).toBe(status)
      expect(res.json().message).toContain(message)
    }
    const malformed = await asha.call('POST', '/orders/NewOrder', '{"orderItems": [', {
      'content-type': 'application/json',
    })
    expect(malformed.statusCode).toBe(400)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/NewOrder',
      payload: { ...cod, orderItems: [{ _id: id, quantity: 1 }], addressid: ashaAddress },
    })
    expect(anonymous.statusCode).toBe(401)
    expect({ orders: await orderCount(), stock: await stockOf(product.id) }).toEqual(before)
    // The shopper's own total, when it matches, is accepted.
    const right = await order(asha, [{ _id: id, quantity: 1, size: 'M' }], { totalPrice: 500 })
    expect(right.statusCode).toBe(201)
  })

  it('sells exactly the last 50 units to 200 concurrent orders', async () => {
    const product = await createProduct(t.db, { name: 'Last Kurtas', stock: 50, sizes: [] })
    const shoppers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => signUpShopper(t, `Buyer ${i}`)),
    )
    const addresses = await Promise.all(
      shoppers.map(async (s) => (await s.call('POST', '/addresss', address)).json().data._id),
    )
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const n = i % shoppers.length
        const shopper = shoppers[n] as Shopper
        return shopper.call('POST', '/orders/NewOrder', {
          ...cod,
          orderItems: [{ _id: String(product.id), quantity: 1 }],
          addressid: addresses[n],
        })
      }),
    )
    const statuses = attempts.map((res) => res.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(50)
    expect(statuses.filter((s) => s === 409)).toHaveLength(150)
    expect(await stockOf(product.id)).toBe(0)
    const sold = await t.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('quantity').as('units'))
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow()
    expect(Number(sold.units)).toBe(50)
  })
})
