import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { address, createProduct } from './factories.js'
import { createTestApp, mailsTo, multipart, type TestApp } from './helpers.js'
import { type Admin, type Shopper, callAs, signInAdmin, signUpShopper } from './sign-in.js'

// Where the store delivers and by when, and Cash on Delivery's fee, limit and refused parcels
// (decision 072), through the API on a store that keeps its own Cash on Delivery rules.

let t: TestApp
let admin: Admin
let asha: Shopper
let bengaluru = ''

beforeAll(async () => {
  t = await createTestApp({ codRules: 'store' })
  admin = await signInAdmin(t)
  asha = await signUpShopper(t, 'Asha')
  bengaluru = (
    await asha.call('POST', '/addresss', {
      ...address,
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560001',
    })
  ).json().data._id
})
afterAll(async () => t.close())
afterEach(() => vi.useRealTimers())

const anyone = () => callAs(t)
const csv = (text: string) => multipart('file', 'pincodes.csv', Buffer.from(text), 'text/csv')
const upload = (text: string, dryRun = false) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/pincodes?dryRun=${dryRun}`,
    ...csv(text),
    headers: { ...csv(text).headers, authorization: `Bearer ${admin.token}` },
  })
const pincodes = () => t.db.selectFrom('delivery_pincodes').selectAll().orderBy('pincode').execute()
const HEADER = 'pincode,deliveryDays,cod,prepaid\n'
const BENGALURU_LIST = `${HEADER}560001,2,Y,Y\n560003,2,N,Y\n560037,3,N,N\n500001,4,Y,Y\n`

/** Sets the clock to a moment in India; it keeps running from there. */
const clockAt = (iso: string) =>
  vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'], shouldAdvanceTime: true })

async function product(rupees: number, stock = 50) {
  return createProduct(t.db, { pricePaise: rupees * 100, stock, sizes: [] })
}

async function order(
  shopper: Shopper,
  addressId: string,
  productId: number,
  { quantity = 1, method = 'Cash on Delivery', extra = {} } = {},
) {
  const online = method !== 'Cash on Delivery'
  return shopper.call('POST', online ? '/order/checkout' : '/orders/NewOrder', {
    orderItems: [{ _id: String(productId), quantity }],
    addressid: addressId,
    paymentMethod: method,
    paymentby: method,
    ...extra,
  })
}

describe('the PIN directory', () => {
  it("answers a PIN's district and state, as the GST list names them", async () => {
    const cases = [
      ['560001', 'Bangalore', 'Karnataka'],
      ['500001', 'Hyderabad', 'Telangana'],
      ['194101', 'Leh', 'Ladakh'],
      ['605001', 'Pondicherry', 'Puducherry'],
      ['744101', 'South Andaman', 'Andaman and Nicobar Islands'],
    ]
    for (const [pincode, district, state] of cases) {
      const res = await anyone()('GET', `/pincodes/${pincode}`)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data).toEqual({
        pincode,
        district,
        state,
        serviceable: true,
        cod: true,
        prepaid: true,
        deliveryDays: 5,
      })
    }
  })

  it('answers 404 for a PIN that does not exist and 400 for one that is not six digits', async () => {
    for (const pincode of ['999999', '000000']) {
      const res = await anyone()('GET', `/pincodes/${pincode}`)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: expect.stringContaining(pincode),
      })
    }
    for (const pincode of ['56001', '5600011', 'abcdef']) {
      const res = await anyone()('GET', `/pincodes/${pincode}`)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/pincode/)
    }
  })

  it('refuses an address whose PIN does not exist or lies in another state, and stores nothing', async () => {
    const before = await t.db.selectFrom('addresses').selectAll().execute()
    const unknown = await asha.call('POST', '/addresss', { ...address, zip: '999999' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'pincode 999999 does not exist',
    })
    const elsewhere = await asha.call('POST', '/addresss', {
      ...address,
      state: 'Karnataka',
      zip: '411001',
    })
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.json().message).toBe('state must be Maharashtra for pincode 411001')
    const update = await asha.call('PUT', `/addresss/${bengaluru}`, { ...address, zip: '560001' })
    expect(update.statusCode).toBe(400)
    expect(update.json().message).toBe('state must be Karnataka for pincode 560001')
    expect(await t.db.selectFrom('addresses').selectAll().execute()).toEqual(before)
  })

  it("takes the state's other spellings, and either state of a PIN on a border", async () => {
    for (const [zip, state] of [
      ['605001', 'Pondicherry'],
      ['605001', 'puducherry'],
      ['140119', 'Punjab'],
      ['140119', 'Chandigarh'],
    ]) {
      const res = await asha.call('POST', '/addresss', { ...address, city: 'Town', zip, state })
      expect(res.statusCode, `${zip} ${state}: ${res.body}`).toBe(200)
    }
  })
})

describe("the courier's PIN list", () => {
  it('previews a list with its counts and every bad line, and replaces nothing', async () => {
    const res = await upload(
      `${HEADER}560001,2,Y,Y\n56001,2,Y,Y\n999999,2,Y,Y\n560003,0,Y,Y\n560037,2,maybe,Y\n560001,3,Y,N\n500001,4,N,Y\n`,
      true,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      dryRun: true,
      total: 2,
      prepaid: 2,
      cod: 1,
      notServed: 0,
      updatedAt: null,
      errorCount: 5,
      errors: [
        { line: 3, message: 'pincode "56001" is not six digits' },
        { line: 4, message: 'pincode 999999 does not exist' },
        { line: 5, message: 'deliveryDays "0" must be a whole number of days from 1 to 30' },
        { line: 6, message: 'cod and prepaid must each be Y or N' },
        { line: 7, message: 'pincode 560001 is already on line 2' },
      ],
    })
    expect(await pincodes()).toEqual([])
  })

  it('refuses a list with bad lines, a missing column or no lines at all, changing nothing', async () => {
    for (const [text, message] of [
      [`${HEADER}560001,2,Y,Y\n56001,2,Y,Y\n`, /line 3: pincode "56001" is not six digits/],
      ['pincode,days,cod\n560001,2,Y\n', /missing: prepaid/],
      ['\n', /empty/],
    ] as const) {
      const res = await upload(text)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().message).toMatch(message)
    }
    expect(await pincodes()).toEqual([])
    expect((await admin.call('GET', '/admin/pincodes')).json().data).toEqual({
      total: 0,
      prepaid: 0,
      cod: 0,
      notServed: 0,
      updatedAt: null,
    })
  })

  it('lets only an admin see or upload it', async () => {
    expect((await asha.call('GET', '/admin/pincodes')).statusCode).toBe(403)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/pincodes',
      ...csv(BENGALURU_LIST),
      headers: { ...csv(BENGALURU_LIST).headers, authorization: `Bearer ${asha.token}` },
    })
    expect(res.statusCode).toBe(403)
    expect(await pincodes()).toEqual([])
  })

  it("replaces the list, reads the couriers' column names and Y/N spellings, and exports it", async () => {
    const res = await upload(
      'Pincode,Delivery Days,COD,Prepaid\r\n560001,2,yes,Yes\r\n560003,2,no,true\r\n560037,3,N,N\r\n500001,4,1,1\r\n',
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      dryRun: false,
      total: 4,
      cod: 2,
      prepaid: 3,
      notServed: 1,
    })
    expect(await pincodes()).toEqual([
      { pincode: '500001', delivery_days: 4, cod: 1, prepaid: 1 },
      { pincode: '560001', delivery_days: 2, cod: 1, prepaid: 1 },
      { pincode: '560003', delivery_days: 2, cod: 0, prepaid: 1 },
      { pincode: '560037', delivery_days: 3, cod: 0, prepaid: 0 },
    ])
    const exported = await admin.call('GET', '/admin/pincodes/export.csv')
    expect(exported.headers['content-type']).toMatch(/text\/csv/)
    expect(exported.body).toBe(
      '\uFEFFpincode,deliveryDays,cod,prepaid\r\n500001,4,Y,Y\r\n560001,2,Y,Y\r\n560003,2,N,Y\r\n560037,3,N,N\r\n',
    )
    // What it exports, it takes back.
    expect((await upload(exported.body)).json().data.total).toBe(4)
  })

  it('answers where it delivers, prepaid or on delivery, and where not yet', async () => {
    const served = (await anyone()('GET', '/pincodes/560003')).json().data
    expect(served).toMatchObject({ serviceable: true, cod: false, prepaid: true, deliveryDays: 2 })
    const off = (await anyone()('GET', '/pincodes/560037')).json().data
    expect(off).toMatchObject({ serviceable: false, cod: false, prepaid: false })
    const unlisted = (await anyone()('GET', '/pincodes/110001')).json().data
    expect(unlisted).toMatchObject({ serviceable: false, cod: false, prepaid: false })
    const estimate = await anyone()('GET', '/delivery/estimate?pincode=110001')
    expect(estimate.json().data).toEqual({
      pincode: '110001',
      serviceable: false,
      cod: false,
      prepaid: false,
      deliveryBy: null,
      codFee: 49,
      codLimit: 10_000,
    })
  })
})

describe('the promised day', () => {
  it('counts working days from dispatch: the cut-off, Sunday and a holiday', async () => {
    await upload(BENGALURU_LIST)
    const estimate = async (pincode = '560001') =>
      (await anyone()('GET', `/delivery/estimate?pincode=${pincode}`)).json().data.deliveryBy
    // Thursday 26 November 2026, before and after 14:00 in India.
    clockAt('2026-11-26T13:59:00+05:30')
    expect(await estimate()).toBe('2026-11-28')
    clockAt('2026-11-26T14:00:00+05:30')
    expect(await estimate()).toBe('2026-11-30')
    expect(await estimate('500001')).toBe('2026-12-02')
    const settings = (await admin.call('GET', '/admin/delivery-settings')).json().data
    const saved = await admin.call('PUT', '/admin/delivery-settings', {
      ...settings,
      cutoffTime: '16:30',
      holidays: ['2026-11-27'],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    // Before the new cut-off, but the next working day is a holiday.
    expect(await estimate()).toBe('2026-11-30')
    await admin.call('PUT', '/admin/delivery-settings', settings)
  })

  it('refuses settings that make no sense, and a product that does not exist', async () => {
    const settings = (await admin.call('GET', '/admin/delivery-settings')).json().data
    for (const change of [
      { cutoffTime: '25:00' },
      { workingDays: [] },
      { workingDays: [1, 1] },
      { holidays: ['2026-13-01'] },
      { codFee: -1 },
      { codFee: 49.5 },
      { shipFromPincode: '999999' },
      { rtoLimit: 0 },
    ]) {
      const res = await admin.call('PUT', '/admin/delivery-settings', { ...settings, ...change })
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
    }
    expect((await admin.call('GET', '/admin/delivery-settings')).json().data).toEqual(settings)
    expect((await asha.call('PUT', '/admin/delivery-settings', settings)).statusCode).toBe(403)
    const missing = await anyone()('GET', '/delivery/estimate?pincode=560001&productId=999999')
    expect(missing.statusCode).toBe(404)
  })
})

describe('Cash on Delivery', () => {
  it('adds the fee as its own part of the total, and promises the day', async () => {
    await upload(BENGALURU_LIST)
    const shirt = await product(999)
    const res = await order(asha, bengaluru, shirt.id)
    expect(res.statusCode, res.body).toBe(201)
    const placed = res.json().data
    expect(placed).toMatchObject({
      totalPrice: 1_048,
      codFee: 49,
      cashToCollect: 1_048,
      deliveryBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    const mail = (await mailsTo(t, asha.email)).at(-1)
    expect(mail?.text).toContain('Total ₹1,048 (with the Cash on Delivery fee of ₹49)')
    expect(mail?.text).toMatch(/Delivery by \w{3}, \d{1,2} \w{3}\./)
  })

  it('refuses an order over the limit, to a PIN without it, or where the store does not deliver', async () => {
    await upload(BENGALURU_LIST)
    const [dear, shirt] = [await product(10_001), await product(999)]
    const prepaidOnly = (
      await asha.call('POST', '/addresss', { ...address, state: 'Karnataka', zip: '560003' })
    ).json().data._id
    const nowhere = (
      await asha.call('POST', '/addresss', { ...address, state: 'Karnataka', zip: '560037' })
    ).json().data._id
    const stock = () =>
      t.db.selectFrom('product_variants').select(['product_id', 'stock']).execute()
    const [ordersBefore, stockBefore] = [
      await t.db.selectFrom('orders').selectAll().execute(),
      await stock(),
    ]
    const cases: Array<[string, number, number, string, RegExp]> = [
      [bengaluru, dear.id, 409, 'COD_NOT_AVAILABLE', /orders up to ₹10,000/],
      [prepaidOnly, shirt.id, 409, 'COD_NOT_AVAILABLE', /not available for 560003/],
      [nowhere, shirt.id, 409, 'NOT_DELIVERABLE', /We do not deliver to 560037 yet/],
    ]
    for (const [addressId, productId, status, code, message] of cases) {
      const res = await order(asha, addressId, productId)
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json()).toMatchObject({ code, message: expect.stringMatching(message) })
    }
    expect(await t.db.selectFrom('orders').selectAll().execute()).toEqual(ordersBefore)
    expect(await stock()).toEqual(stockBefore)
    // Exactly the limit is allowed.
    const limit = await product(10_000)
    expect((await order(asha, bengaluru, limit.id)).statusCode).toBe(201)
  })

  it('charges nothing more when the fee is set to ₹0', async () => {
    const settings = (await admin.call('GET', '/admin/delivery-settings')).json().data
    await admin.call('PUT', '/admin/delivery-settings', { ...settings, codFee: 0 })
    const shirt = await product(500)
    const placed = (await order(asha, bengaluru, shirt.id)).json().data
    expect(placed).toMatchObject({ totalPrice: 500, codFee: 0 })
    await admin.call('PUT', '/admin/delivery-settings', settings)
  })
})

describe('parcels returned to origin', () => {
  const move = (id: string, body: object) => admin.call('PUT', `/admin/orders/${id}/status`, body)
  const ship = async (id: string) => {
    expect((await move(id, { status: 'Confirmed' })).statusCode).toBe(200)
    const shipped = await move(id, {
      status: 'Shipped',
      courierName: 'Delhivery',
      trackingUrl: 'https://track.example.in/AWB1',
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
  }

  it('restocks a parcel that came back, credits its invoice with the fee, and counts it', async () => {
    await upload(BENGALURU_LIST)
    await admin.call('PUT', '/admin/settings', {
      legalName: 'Kapda Retail Private Limited',
      tradeName: 'KapdaKart',
      gstin: '29AABCK1234L1ZI',
      address: '80 Feet Road, Koramangala, Bengaluru 560034',
      stateCode: '29',
      invoicePrefix: 'KK',
      returnWindowDays: 7,
    })
    const ravi = await signUpShopper(t, 'Ravi')
    const home = (
      await ravi.call('POST', '/addresss', { ...address, state: 'Karnataka', zip: '560001' })
    ).json().data._id
    const shirt = await product(1_049, 10)
    const placed = (await order(ravi, home, shirt.id, { quantity: 2 })).json().data
    await ship(placed._id)

    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('order_id', '=', Number(placed._id))
      .executeTakeFirstOrThrow()
    expect(invoice.total_paise).toBe(2 * 104_900 + 4_900)
    const lines = await t.db
      .selectFrom('invoice_lines')
      .select(['kind', 'rate', 'taxable_paise', 'cgst_paise', 'sgst_paise', 'total_paise'])
      .where('invoice_id', '=', invoice.id)
      .orderBy('id')
      .execute()
    // ₹49 at the shirt's 5%: 4900 x 100 / 105 = 4666.67 -> 4667; tax 233 -> 117 + 116.
    expect(lines[1]).toEqual({
      kind: 'cod_fee',
      rate: 5,
      taxable_paise: 4_667,
      cgst_paise: 117,
      sgst_paise: 116,
      total_paise: 4_900,
    })

    expect(
      (await ravi.call('PUT', `/admin/orders/${placed._id}/status`, { status: 'RTO' })).statusCode,
    ).toBe(403)
    const back = await move(placed._id, { status: 'RTO', note: 'Refused at the door' })
    expect(back.statusCode, back.body).toBe(200)
    expect(back.json().data.status).toBe('RTO')
    const stock = await t.db
      .selectFrom('product_variants')
      .select('stock')
      .where('product_id', '=', shirt.id)
      .executeTakeFirstOrThrow()
    expect(stock.stock).toBe(10)
    const note = await t.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('order_id', '=', Number(placed._id))
      .executeTakeFirstOrThrow()
    expect(note).toMatchObject({ total_paise: invoice.total_paise, reason: 'Returned to origin' })
    expect((await mailsTo(t, ravi.email)).at(-1)?.text).toContain('came back to us undelivered')
    expect((await move(placed._id, { status: 'Delivered' })).statusCode).toBe(409)

    const standing = await admin.call('GET', `/admin/customers/${ravi.userId}/cod`)
    expect(standing.json().data).toEqual({ rtoCount: 1, allowed: true, reinstatedAt: null })
  })

  it('offers only prepaid payment after two refused parcels, until an admin allows it again', async () => {
    await upload(BENGALURU_LIST)
    const meera = await signUpShopper(t, 'Meera')
    const home = (
      await meera.call('POST', '/addresss', { ...address, state: 'Karnataka', zip: '560001' })
    ).json().data._id
    const shirt = await product(700)
    for (let i = 0; i < 2; i++) {
      const placed = (await order(meera, home, shirt.id)).json().data
      await ship(placed._id)
      expect((await move(placed._id, { status: 'RTO' })).statusCode).toBe(200)
    }
    const standing = await meera.call('GET', '/delivery/cod-standing')
    expect(standing.json().data).toEqual({
      allowed: false,
      reason:
        'Cash on Delivery is not available on your account: 2 recent parcels came back to us undelivered. Please pay online.',
    })
    const refused = await order(meera, home, shirt.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'COD_NOT_AVAILABLE',
      message: standing.json().data.reason,
    })
    expect((await meera.call('POST', `/admin/customers/${meera.userId}/cod`)).statusCode).toBe(403)
    const lifted = await admin.call('POST', `/admin/customers/${meera.userId}/cod`)
    expect(lifted.statusCode).toBe(200)
    expect(lifted.json().data).toMatchObject({ rtoCount: 0, allowed: true })
    expect((await order(meera, home, shirt.id)).statusCode).toBe(201)
    expect((await admin.call('POST', '/admin/customers/999999/cod')).statusCode).toBe(404)
  })

  it('lists the orders on their way past their promised day', async () => {
    await upload(BENGALURU_LIST)
    const shirt = await product(600)
    const place = async () => (await order(asha, bengaluru, shirt.id)).json().data._id as string
    const [late, delivered, onTime] = [await place(), await place(), await place()]
    await t.db
      .updateTable('orders')
      .set({ delivery_by: '2026-01-05' })
      .where('id', 'in', [Number(late), Number(delivered)])
      .execute()
    await ship(delivered)
    expect((await move(delivered, { status: 'Delivered' })).statusCode).toBe(200)
    const res = await admin.call('GET', '/admin/orders?late=true&limit=100')
    expect(res.statusCode, res.body).toBe(200)
    const ids = (res.json().data as Array<{ _id: string }>).map((o) => o._id)
    expect(ids).toContain(late)
    expect(ids).not.toContain(delivered)
    expect(ids).not.toContain(onTime)
    expect(res.json().totalCount).toBe(ids.length)
    expect((await admin.call('GET', '/admin/orders?late=yes')).statusCode).toBe(400)
  })

  it('shows the RTO rate and the Cash on Delivery share on the overview', async () => {
    const overview = (await admin.call('GET', '/admin/overview')).json().data
    expect(overview.delivery.rtoOrders).toBeGreaterThanOrEqual(3)
    expect(overview.delivery.rtoRate).toBe(
      Math.round(
        (overview.delivery.rtoOrders * 1000) /
          (overview.delivery.rtoOrders + overview.delivery.deliveredOrders),
      ) / 10,
    )
    expect(overview.delivery.codOrders).toBe(overview.delivery.orders)
    expect(overview.delivery.codShare).toBe(100)
    expect(overview.byStatus.RTO).toBeGreaterThanOrEqual(3)
  })
})
