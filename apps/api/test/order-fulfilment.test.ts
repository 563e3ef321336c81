import { istDay } from '@store/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { address, createProduct } from './factories.js'
import { createTestApp, mailsTo, type TestApp } from './helpers.js'
import { type Admin, type Shopper, signInAdmin, signUpShopper } from './sign-in.js'

let t: TestApp
let admin: Admin
let asha: Shopper
let ravi: Shopper
let ashaAddress = ''

beforeAll(async () => {
  t = await createTestApp()
  admin = await signInAdmin(t)
  asha = await signUpShopper(t, 'Asha Rao')
  ravi = await signUpShopper(t, 'Ravi')
  ashaAddress = (await asha.call('POST', '/addresss', address)).json().data._id
})
afterAll(async () => t.close())

async function placeOrder(quantity = 2, stock = 10) {
  const product = await createProduct(t.db, { stock, sizes: [], pricePaise: 50_000 })
  const res = await asha.call('POST', '/orders/NewOrder', {
    orderItems: [{ _id: String(product.id), quantity }],
    addressid: ashaAddress,
    paymentMethod: 'Cash on Delivery',
    paymentby: 'Cash on Delivery',
  })
  expect(res.statusCode).toBe(201)
  return { order: res.json().data as { _id: string; orderId: string }, product }
}

const stockOf = async (id: number) =>
  (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
    .stock
const statusOf = async (id: string) =>
  (
    await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
  ).status
const moveTo = (id: string, body: object) => admin.call('PUT', `/admin/orders/${id}/status`, body)
const shipping = {
  status: 'Shipped',
  courierName: 'Delhivery',
  trackingUrl: 'https://track.example.in/AWB123',
}

describe('order moves', () => {
  it('goes Pending -> Confirmed -> Shipped -> Delivered, stamped, and mails the shopper each time', async () => {
    const { order } = await placeOrder()
    expect((await moveTo(order._id, { status: 'Confirmed' })).statusCode).toBe(200)
    const shipped = await moveTo(order._id, shipping)
    expect(shipped.json().data).toMatchObject({
      status: 'Shipped',
      courierName: 'Delhivery',
      trackingUrl: 'https://track.example.in/AWB123',
    })
    const delivered = await moveTo(order._id, { status: 'Delivered', note: 'Left with the guard' })
    const history = delivered.json().data.history as Array<{ status: string; note: string | null }>
    expect(history.map((h) => h.status)).toEqual(['Pending', 'Confirmed', 'Shipped', 'Delivered'])
    expect(history.at(-1)?.note).toBe('Left with the guard')
    const stamps = await t.db
      .selectFrom('order_status_history')
      .select(['status', 'changed_by'])
      .where('order_id', '=', Number(order._id))
      .orderBy('id')
      .execute()
    expect(
      stamps.slice(1).every((s) => s.changed_by !== null && String(s.changed_by) !== asha.userId),
    ).toBe(true)

    const mails = (await mailsTo(t, asha.email)).filter((m) => m.subject.includes(order.orderId))
    expect(mails.map((m) => m.subject)).toEqual([
      `KapdaKart order ${order.orderId}: Placed`,
      `KapdaKart order ${order.orderId}: Confirmed`,
      `KapdaKart order ${order.orderId}: Shipped`,
      `KapdaKart order ${order.orderId}: Delivered`,
    ])
    expect(mails[0]?.text).toContain('to pay in cash on delivery')
    expect(mails[2]?.text).toContain('https://track.example.in/AWB123')

    const mine = (await asha.call('GET', `/orders/${order._id}`)).json().data
    expect(mine.status).toBe('Delivered')
  })

  it('refuses every move the workflow does not allow, and changes nothing', async () => {
    const { order } = await placeOrder()
    const refused: Array<[object, number, string]> = [
      [
        { status: 'Shipped', courierName: 'X', trackingUrl: 'https://t.in/1' },
        409,
        'cannot become Shipped',
      ],
      [{ status: 'Delivered' }, 409, 'An order that is Pending cannot become Delivered'],
      [{ status: 'Pending' }, 409, 'cannot become Pending'],
      [{ status: 'Lost' }, 400, 'status'],
      [{ status: 'Confirmed', extra: 1 }, 400, 'Unrecognized key'],
    ]
    for (const [body, status, message] of refused) {
      const res = await moveTo(order._id, body)
      expect(res.statusCode).toBe(status)
      expect(res.json().message).toContain(message)
    }
    await moveTo(order._id, { status: 'Confirmed' })
    const noTracking = await moveTo(order._id, { status: 'Shipped', courierName: 'Delhivery' })
    expect(noTracking.statusCode).toBe(400)
    expect(noTracking.json().message).toContain('courierName and trackingUrl are required')
    const badUrl = await moveTo(order._id, { ...shipping, trackingUrl: 'javascript:alert(1)' })
    expect(badUrl.statusCode).toBe(400)
    expect(await statusOf(order._id)).toBe('Confirmed')
    await moveTo(order._id, shipping)
    const late = await moveTo(order._id, { status: 'Cancelled' })
    expect(late.statusCode).toBe(409)
    expect(await statusOf(order._id)).toBe('Shipped')
    expect((await moveTo('999999', { status: 'Confirmed' })).statusCode).toBe(404)
  })

  it('returns the stock when an order is cancelled', async () => {
    const { order, product } = await placeOrder(3, 10)
    expect(await stockOf(product.id)).toBe(7)
    await moveTo(order._id, { status: 'Confirmed' })
    const res = await moveTo(order._id, { status: 'Cancelled' })
    expect(res.json().data.status).toBe('Cancelled')
    expect(await stockOf(product.id)).toBe(10)
    expect((await moveTo(order._id, { status: 'Cancelled' })).statusCode).toBe(409)
    expect(await stockOf(product.id)).toBe(10)
  })

  it('lets exactly one of a cancel and a ship racing on one order win', async () => {
    const { order, product } = await placeOrder(2, 10)
    await moveTo(order._id, { status: 'Confirmed' })
    const [cancel, ship] = await Promise.all([
      moveTo(order._id, { status: 'Cancelled' }),
      moveTo(order._id, shipping),
    ])
    expect([cancel.statusCode, ship.statusCode].sort()).toEqual([200, 409])
    const final = await statusOf(order._id)
    expect(final).toBe(cancel.statusCode === 200 ? 'Cancelled' : 'Shipped')
    expect(await stockOf(product.id)).toBe(final === 'Cancelled' ? 10 : 8)
  })

  it('answers 401 and 403 to non-admins on every admin call', async () => {
    const { order } = await placeOrder()
    for (const [method, url, body] of [
      ['GET', '/admin/orders', undefined],
      ['GET', `/admin/orders/${order._id}`, undefined],
      ['GET', '/admin/orders/export.csv', undefined],
      ['GET', '/admin/overview', undefined],
      ['PUT', `/admin/orders/${order._id}/status`, { status: 'Confirmed' }],
    ] as const) {
      expect((await asha.call(method, url, body)).statusCode).toBe(403)
      const anonymous = await t.app.inject({
        method,
        url: `/api/v1${url}`,
        ...(body ? { payload: body } : {}),
      })
      expect(anonymous.statusCode).toBe(401)
    }
    expect(await statusOf(order._id)).toBe('Pending')
  })
})

describe('a shopper cancelling', () => {
  it('cancels their own pending order and the stock returns', async () => {
    const { order, product } = await placeOrder(2, 5)
    const res = await asha.call('POST', `/orders/${order._id}/cancel`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.status).toBe('Cancelled')
    expect(await stockOf(product.id)).toBe(5)
  })

  it("cancels a confirmed order, but not someone else's order or one that has shipped", async () => {
    const { order } = await placeOrder()
    expect((await ravi.call('POST', `/orders/${order._id}/cancel`)).statusCode).toBe(404)
    await moveTo(order._id, { status: 'Confirmed' })
    await moveTo(order._id, {
      status: 'Shipped',
      courierName: 'Delhivery',
      trackingUrl: 'https://track.example/1',
    })
    const late = await asha.call('POST', `/orders/${order._id}/cancel`)
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe('Only an order not yet shipped can be cancelled')
    expect(await statusOf(order._id)).toBe('Shipped')

    const { order: confirmed } = await placeOrder()
    await moveTo(confirmed._id, { status: 'Confirmed' })
    const cancelled = await asha.call('POST', `/orders/${confirmed._id}/cancel`)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().data.status).toBe('Cancelled')
  })
})

describe('admin order list, export and overview', () => {
  it('lists newest first, filters by status, dates and text, and refuses bad filters', async () => {
    const { order: first } = await placeOrder()
    const { order: second } = await placeOrder()
    await moveTo(second._id, { status: 'Confirmed' })
    const all = (await admin.call('GET', '/admin/orders?page=1&limit=5')).json()
    expect(all.data[0]._id).toBe(second._id)
    expect(all.data[0].customer).toMatchObject({ name: 'Asha Rao', mobile: asha.phone })

    const confirmed = (await admin.call('GET', '/admin/orders?status=Confirmed&limit=100')).json()
    expect(confirmed.data.map((o: { _id: string }) => o._id)).toContain(second._id)
    expect(confirmed.data.map((o: { _id: string }) => o._id)).not.toContain(first._id)

    const byNumber = (
      await admin.call('GET', `/admin/orders?q=${first.orderId.toLowerCase()}`)
    ).json()
    expect(byNumber.data.map((o: { _id: string }) => o._id)).toEqual([first._id])
    const byMobile = (await admin.call('GET', `/admin/orders?q=${asha.phone}&limit=100`)).json()
    expect(byMobile.totalCount).toBeGreaterThanOrEqual(2)
    const byName = (await admin.call('GET', '/admin/orders?q=ravi')).json()
    expect(byName.data).toEqual([])
    const wild = (await admin.call('GET', '/admin/orders?q=%25')).json()
    expect(wild.data).toEqual([])

    const today = istDay()
    const dated = (
      await admin.call('GET', `/admin/orders?from=${today}&to=${today}&limit=100`)
    ).json()
    expect(dated.data.map((o: { _id: string }) => o._id)).toContain(first._id)
    const past = (await admin.call('GET', '/admin/orders?from=2020-01-01&to=2020-01-31')).json()
    expect(past.totalCount).toBe(0)

    for (const query of [
      'from=yesterday',
      'from=2026-13-45',
      'status=Lost',
      'from=2026-02-02&to=2026-02-01',
      'page=0',
    ]) {
      const res = await admin.call('GET', `/admin/orders?${query}`)
      expect(res.statusCode, query).toBe(400)
    }
  })

  it('exports the filtered orders as CSV, one row per line, safe in a spreadsheet', async () => {
    const product = await createProduct(t.db, {
      name: '=HYPERLINK("x") Kurta',
      sizes: ['M', 'L'],
      stock: 10,
    })
    const res0 = await asha.call('POST', '/orders/NewOrder', {
      orderItems: [
        { _id: String(product.id), quantity: 1, size: 'M' },
        { _id: String(product.id), quantity: 2, size: 'L' },
      ],
      addressid: ashaAddress,
      paymentMethod: 'Cash on Delivery',
      paymentby: 'Cash on Delivery',
    })
    const order = res0.json().data
    const res = await admin.call('GET', `/admin/orders/export.csv?q=${order.orderId}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^Order No,Date \(IST\),Status,Customer,Mobile/)
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`${order.orderId},`)
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Kurta"`)
    expect(lines[1]).toContain('"12 MG Road, Pune, Maharashtra, India - 411001"')
  })

  it('sums today, this month, statuses, best sellers and low stock from the orders', async () => {
    const before = (await admin.call('GET', '/admin/overview')).json().data
    const popular = await createProduct(t.db, {
      name: 'Popular Saree',
      stock: 20,
      sizes: [],
      pricePaise: 100_000,
    })
    const order = (quantity: number) =>
      asha.call('POST', '/orders/NewOrder', {
        orderItems: [{ _id: String(popular.id), quantity }],
        addressid: ashaAddress,
        paymentMethod: 'Cash on Delivery',
        paymentby: 'Cash on Delivery',
      })
    await order(9)
    await order(8)
    const cancelled = (await order(1)).json().data
    await moveTo(cancelled._id, { status: 'Cancelled' })

    const after = (await admin.call('GET', '/admin/overview')).json().data
    expect(after.today.orders - before.today.orders).toBe(2)
    expect(after.today.revenue - before.today.revenue).toBe(17_000)
    expect(after.month.revenue - before.month.revenue).toBe(17_000)
    expect(after.byStatus.Pending - before.byStatus.Pending).toBe(2)
    expect(after.byStatus.Cancelled - before.byStatus.Cancelled).toBe(1)
    expect(after.days).toHaveLength(30)
    expect(after.days.at(-1).revenue - before.days.at(-1).revenue).toBe(17_000)
    expect(after.bestSellers[0]).toEqual({
      _id: String(popular.id),
      name: 'Popular Saree',
      units: 17,
    })
    expect(after.lowStock).toContainEqual({
      _id: String(popular.id),
      name: 'Popular Saree',
      size: 'Free Size',
      stock: 3,
    })
  })
})
