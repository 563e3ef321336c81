import { istDay, istMonth } from '@store/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { address, createProduct } from './factories.js'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'
import { type Admin, type Shopper, signInAdmin, signUpShopper } from './sign-in.js'

// The kept sales figures against a recount of the orders themselves: after the migration fills
// them from an order book made by the previous schema, and after placements, moves and
// cancellations (some at the same moment) through the API. The admin list's pages and the
// month's export are checked against plain queries over the same orders.

const BEFORE = '2026_11_23_01_add_product_variants'
const STATUSES = ['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled']
const DAY_MS = 86_400_000
/** More orders than one step of the export, and several share their instant. */
const OLD_ORDERS = 1_300

async function fillOrderBook(db: EarlierDb) {
  const at = new Date().toISOString()
  const users: Array<{ id: number }> = []
  for (const [i, name] of ['Asha Rao', 'Ravi Kumar', 'Meera Iyer'].entries()) {
    users.push(
      await db
        .insertInto('users')
        .values({
          name,
          email: `old${i}@example.in`,
          mobile: `980000000${i}`,
          password_hash: 'x',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    )
  }
  const products: Array<{ id: number }> = []
  for (const name of ['Kurta', 'Saree', 'Jeans']) {
    products.push(
      await db
        .insertInto('products')
        .values({
          name,
          price_paise: 50_000,
          stock: 5,
          sizes: '["M"]',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    )
  }
  for (let i = 0; i < OLD_ORDERS; i += 100) {
    const batch = Array.from({ length: 100 }, (_, j) => {
      const n = i + j
      // Spread over 70 days, two orders to an instant.
      const createdAt = new Date(Date.now() - (Math.floor(n / 2) % 70) * DAY_MS - (n % 97) * 60_000)
      return {
        order_number: `KK-OLD-${String(n).padStart(6, '0')}`,
        user_id: users[n % 3]?.id,
        status: STATUSES[n % 5],
        total_paise: 10_000 + n * 7,
        consignee_name: 'Old Shopper',
        consignee_phone: `98000000${String(n % 100).padStart(2, '0')}`,
        shipping_address: 'Pune',
        payment_method: 'Cash on Delivery',
        payment_by: 'Cash on Delivery',
        payment_txn_no: 'N/A',
        payment_txn_status: 'Pending',
        delivery_instructions: '[]',
        created_at: createdAt.toISOString().replace(/\.\d+Z$/, '.000Z'),
        updated_at: at,
      }
    })
    const ids = await db.insertInto('orders').values(batch).returning('id').execute()
    await db
      .insertInto('order_items')
      .values(
        ids.flatMap(({ id }: { id: number }, j) =>
          Array.from({ length: 1 + ((i + j) % 2) }, (_, k) => ({
            order_id: id,
            product_id: products[(i + j + k) % 3]?.id,
            name: 'Old line',
            image: '',
            description: '',
            size: 'M',
            sku: null,
            quantity: 1 + k,
            unit_price_paise: 5_000,
            mrp_paise: 5_000,
            discount: 0,
          })),
        ),
      )
      .execute()
  }
}

type Figures = { days: string[]; units: string[] }

/** What the figures must be: counted from every order and line. */
async function recount(t: TestApp): Promise<Figures> {
  const orders = await t.db
    .selectFrom('orders')
    .select(['id', 'status', 'total_paise', 'created_at'])
    .execute()
  const days = new Map<string, { orders: number; revenue: number }>()
  for (const order of orders) {
    const key = `${istDay(order.created_at)} ${order.status}`
    const day = days.get(key) ?? { orders: 0, revenue: 0 }
    day.orders += 1
    day.revenue += order.total_paise
    days.set(key, day)
  }
  const cancelled = new Set(orders.filter((o) => o.status === 'Cancelled').map((o) => o.id))
  const units = new Map<number, number>()
  for (const line of await t.db
    .selectFrom('order_items')
    .select(['order_id', 'product_id', 'quantity'])
    .execute()) {
    if (cancelled.has(line.order_id)) continue
    units.set(line.product_id, (units.get(line.product_id) ?? 0) + line.quantity)
  }
  return {
    days: [...days].map(([key, d]) => `${key} ${d.orders} ${d.revenue}`).sort(),
    units: [...units].map(([id, n]) => `${id} ${n}`).sort(),
  }
}

/** What the store keeps, without rows that went back to nothing. */
async function kept(t: TestApp): Promise<Figures> {
  const days = await t.db.selectFrom('order_day_totals').selectAll().execute()
  const units = await t.db.selectFrom('product_sales').selectAll().execute()
  return {
    days: days
      .filter((d) => d.orders !== 0)
      .map((d) => `${d.day} ${d.status} ${d.orders} ${Number(d.revenue_paise)}`)
      .sort(),
    units: units
      .filter((u) => u.units !== 0)
      .map((u) => `${u.product_id} ${u.units}`)
      .sort(),
  }
}

describe('an order book made before the kept figures', () => {
  let t: TestApp
  let admin: Admin

  beforeAll(async () => {
    t = await createTestApp({ earlier: { migration: BEFORE, fill: fillOrderBook } })
    admin = await signInAdmin(t)
  })
  afterAll(async () => t.close())

  /** Ids of orders as a plain query pages them: newest first, ties by id. */
  const expectedPage = async (page: number, limit: number, status?: string) => {
    let query = t.db.selectFrom('orders').select('id')
    if (status) query = query.where('status', '=', status)
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute()
    return rows.map((row) => String(row.id))
  }

  it('is counted by the migration exactly as a recount counts it', async () => {
    expect(await kept(t)).toEqual(await recount(t))
  })

  it('pages the admin list as a plain query would, at every depth and with a status', async () => {
    for (const [page, status] of [
      [1, undefined],
      [2, undefined],
      [33, undefined],
      [65, undefined],
      [66, undefined],
      [1, 'Cancelled'],
      [7, 'Cancelled'],
      [13, 'Cancelled'],
    ] as const) {
      const res = await admin.call(
        'GET',
        `/admin/orders?page=${page}&limit=20${status ? `&status=${status}` : ''}`,
      )
      expect(res.statusCode).toBe(200)
      expect(res.json().data.map((o: { _id: string }) => o._id)).toEqual(
        await expectedPage(page, 20, status),
      )
      expect(res.json().totalCount).toBe(status ? OLD_ORDERS / 5 : OLD_ORDERS)
    }
  })

  it('finds orders by the start of their number and by mobile, exactly or by prefix', async () => {
    const byNumber = await admin.call('GET', '/admin/orders?q=kk-old-00012')
    expect(
      byNumber
        .json()
        .data.map((o: { orderId: string }) => o.orderId)
        .sort(),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `KK-OLD-00012${i}`))
    const exact = await admin.call('GET', '/admin/orders?q=KK-OLD-000123')
    expect(exact.json().totalCount).toBe(1)
    const byMobile = await admin.call('GET', '/admin/orders?q=9800000001&limit=50')
    expect(byMobile.json().totalCount).toBe(Math.ceil((OLD_ORDERS - 1) / 3))
    // As an admin may copy it from a call log: +91 and spaces.
    const written = await admin.call(
      'GET',
      `/admin/orders?q=${encodeURIComponent('+91 98000 00001')}`,
    )
    expect(written.json().totalCount).toBe(Math.ceil((OLD_ORDERS - 1) / 3))
    // The start of a number: all three shoppers' orders; its middle finds none.
    const byPrefix = await admin.call('GET', '/admin/orders?q=98000000')
    expect(byPrefix.json().totalCount).toBe(OLD_ORDERS)
    const byMiddle = await admin.call('GET', '/admin/orders?q=0000000')
    expect(byMiddle.json().totalCount).toBe(0)
  })

  it("exports a month's orders, each line of each order once and nothing else", async () => {
    const now = new Date()
    const month = istMonth(now)
    const from = `${month}-01`
    const to = istDay(now)
    const res = await admin.call('GET', `/admin/orders/export.csv?from=${from}&to=${to}`)
    expect(res.statusCode).toBe(200)
    const numbers = res.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0])
    const lines = await t.db
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select(['orders.order_number', 'orders.created_at'])
      .execute()
    const inMonth = lines.filter((line) => {
      const day = istDay(line.created_at)
      return day >= from && day <= to
    })
    expect(numbers.sort()).toEqual(inMonth.map((o) => o.order_number).sort())
  })
})

describe('figures kept as orders are placed and moved', () => {
  let t: TestApp
  let admin: Admin
  let asha: Shopper
  let addressId = ''

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAdmin(t)
    asha = await signUpShopper(t, 'Asha Rao')
    addressId = (await asha.call('POST', '/addresss', address)).json().data._id
  })
  afterAll(async () => t.close())

  const place = async (productIds: number[]) => {
    const res = await asha.call('POST', '/orders/NewOrder', {
      orderItems: productIds.map((id, i) => ({ _id: String(id), quantity: 1 + i })),
      addressid: addressId,
      paymentMethod: 'Cash on Delivery',
      paymentby: 'Cash on Delivery',
    })
    expect(res.statusCode).toBe(201)
    return res.json().data._id as string
  }
  const move = (id: string, status: string) =>
    admin.call('PUT', `/admin/orders/${id}/status`, {
      status,
      ...(status === 'Shipped'
        ? { courierName: 'Delhivery', trackingUrl: 'https://track.example.in/1' }
        : {}),
    })

  it('equal a recount after placements, moves and cancellations, some at the same moment', async () => {
    const kurta = await createProduct(t.db, { stock: 100, sizes: [], pricePaise: 50_000 })
    const saree = await createProduct(t.db, { stock: 100, sizes: [], pricePaise: 120_000 })
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => place(i % 2 ? [kurta.id, saree.id] : [saree.id])),
    )
    await Promise.all(ids.slice(0, 8).map((id) => move(id, 'Confirmed')))
    // The same order cancelled and shipped at once: one move wins, the figures follow it.
    const answers = await Promise.all([
      move(ids[0] ?? '', 'Cancelled'),
      move(ids[0] ?? '', 'Shipped'),
      asha.call('POST', `/orders/${ids[9] ?? ''}/cancel`),
      move(ids[1] ?? '', 'Shipped'),
      move(ids[2] ?? '', 'Cancelled'),
    ])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 409])
    await move(ids[1] ?? '', 'Delivered')

    expect(await kept(t)).toEqual(await recount(t))
    const overview = (await admin.call('GET', '/admin/overview')).json().data
    const sold = await t.db
      .selectFrom('orders')
      .select(['total_paise'])
      .where('status', '!=', 'Cancelled')
      .execute()
    // Placed just now, so "today", this month and the chart's last day are all India's today.
    expect(overview.today.orders).toBe(sold.length)
    expect(overview.month.orders).toBe(sold.length)
    expect(overview.days.at(-1)).toMatchObject({ date: istDay(), orders: sold.length })
    expect(overview.today.revenue).toBe(sold.reduce((s, o) => s + o.total_paise, 0) / 100)
    expect(Object.values(overview.byStatus).reduce((s: number, n) => s + Number(n), 0)).toBe(12)
  })
})
