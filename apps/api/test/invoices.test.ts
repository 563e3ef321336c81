import { spawnSync } from 'node:child_process'
import { financialYear, istDay, istMonth } from '@store/contract'
import { unzipSync } from 'fflate'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { inTransaction } from '../src/db/transaction.js'
import { createInvoiceService } from '../src/modules/invoices/service.js'
import { createOrderService } from '../src/modules/orders/service.js'
import { createSettingsService } from '../src/modules/settings/service.js'
import { address, createProduct } from './factories.js'
import { createTestApp, mailsTo, type TestApp } from './helpers.js'
import { type Admin, type Shopper, callAs, signInAdmin, signUpShopper } from './sign-in.js'

// GST invoices end to end: settings, issuing on shipping (also before settings existed, and
// under 50 concurrent ship moves), the PDF read back, credit notes and the monthly summary.

const SETTINGS = {
  legalName: 'Kapda Retail Private Limited',
  tradeName: 'KapdaKart',
  gstin: '29AABCK1234L1ZI',
  address: '80 Feet Road, Koramangala, Bengaluru 560034',
  stateCode: '29',
  invoicePrefix: 'KK',
  returnWindowDays: 7,
}

let t: TestApp
let admin: Admin
let asha: Shopper
let ravi: Shopper
let inState = ''
let outOfState = ''

beforeAll(async () => {
  t = await createTestApp()
  admin = await signInAdmin(t)
  asha = await signUpShopper(t, 'Asha Rao')
  ravi = await signUpShopper(t, 'Ravi')
  inState = (
    await asha.call('POST', '/addresss', {
      ...address,
      city: 'Mysuru',
      state: 'Karnataka',
      zip: '570001',
    })
  ).json().data._id
  outOfState = (await asha.call('POST', '/addresss', address)).json().data._id
})
afterAll(async () => t.close())

async function product(pricePaise: number, hsn: string, discount = 0) {
  const row = await createProduct(t.db, { stock: 500, sizes: [], pricePaise, discount })
  await t.db.updateTable('products').set({ hsn_code: hsn }).where('id', '=', row.id).execute()
  return row
}

async function placeOrder(
  lines: Array<{ id: number; quantity: number }>,
  addressId = inState,
  extra: object = {},
  shopper: Shopper = asha,
) {
  const res = await shopper.call('POST', '/orders/NewOrder', {
    orderItems: lines.map((l) => ({ _id: String(l.id), quantity: l.quantity })),
    addressid: addressId,
    paymentMethod: 'Cash on Delivery',
    paymentby: 'Cash on Delivery',
    ...extra,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as {
    _id: string
    orderId: string
    totalPrice: number
    orderItems: Array<{ _id: string }>
  }
}

const move = (id: string, body: object) => admin.call('PUT', `/admin/orders/${id}/status`, body)
const ship = async (id: string) => {
  expect((await move(id, { status: 'Confirmed' })).statusCode).toBe(200)
  const res = await move(id, {
    status: 'Shipped',
    courierName: 'Delhivery',
    trackingUrl: 'https://track.example.in/AWB1',
  })
  expect(res.statusCode, res.body).toBe(200)
}
const invoiceOf = (orderId: string) =>
  t.db.selectFrom('invoices').selectAll().where('order_id', '=', Number(orderId)).executeTakeFirst()

async function pdfText(body: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(body) })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}

function services() {
  const db = t.db
  const orders = createOrderService({
    db,
    contacts: async () => [],
    payments: async () => new Map(),
  })
  const settings = createSettingsService({ db, config: t.config })
  return createInvoiceService({
    db,
    orderFacts: (ids) => orders.facts(ids),
    storeSettings: (trx) => settings.current(trx),
  })
}

describe('store settings', () => {
  it('starts with none, and only an admin reads or saves them', async () => {
    const res = await admin.call('GET', '/admin/settings')
    expect(res.statusCode).toBe(200)
    expect(res.json().data.settings).toBeNull()
    expect(res.json().data.states).toContainEqual({ code: '29', name: 'Karnataka' })
    expect((await asha.call('GET', '/admin/settings')).statusCode).toBe(403)
    expect((await asha.call('PUT', '/admin/settings', SETTINGS)).statusCode).toBe(403)
    expect((await callAs(t)('GET', '/admin/settings')).statusCode).toBe(401)
  })

  it.each([
    [{ gstin: '29AABCK1234L1ZJ' }, /check character/],
    [{ gstin: '29AABCK1234L1Z' }, /15 characters/],
    [{ gstin: '27AAPFU0939F1ZV' }, /state code 29/],
    [{ stateCode: '28' }, /state code/],
    [{ invoicePrefix: 'KK/1' }, /invoicePrefix/],
    [{ returnWindowDays: -1 }, /returnWindowDays/],
    [{ returnWindowDays: 7.5 }, /returnWindowDays/],
    [{ legalName: '  ' }, /legalName/],
    [{ extra: 'field' }, /extra/],
  ])('refuses %o with a clear 400 and stores nothing', async (change, message) => {
    const res = await admin.call('PUT', '/admin/settings', { ...SETTINGS, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(res.json().message).toMatch(message)
    expect(await t.db.selectFrom('store_settings').selectAll().execute()).toEqual([])
  })
})

describe('invoices', () => {
  let early: Awaited<ReturnType<typeof placeOrder>>

  it('ships without an invoice while there are no settings, and issues it once they are saved', async () => {
    const tee = await product(104_900, '6109')
    early = await placeOrder([{ id: tee.id, quantity: 1 }])
    await ship(early._id)
    expect(await invoiceOf(early._id)).toBeUndefined()
    const pending = await asha.call('GET', `/orders/${early._id}/invoice`)
    expect(pending.statusCode).toBe(409)

    const saved = await admin.call('PUT', '/admin/settings', {
      ...SETTINGS,
      gstin: SETTINGS.gstin.toLowerCase(),
      invoicePrefix: 'kk',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toMatchObject({
      invoicesIssued: 1,
      settings: {
        gstin: '29AABCK1234L1ZI',
        invoicePrefix: 'KK',
        state: 'Karnataka',
        source: 'saved',
      },
    })
    const invoice = await invoiceOf(early._id)
    expect(invoice).toMatchObject({
      sequence: 1,
      place_of_supply: 'Karnataka',
      intra_state: 1,
      taxable_paise: 99_905,
      cgst_paise: 2_498,
      sgst_paise: 2_497,
      igst_paise: 0,
      total_paise: 104_900,
    })
    expect(invoice?.number).toBe(`KK/${financialYear(istDay())}/000001`)
    expect(invoice?.month).toBe(istMonth())
  })

  it('issues the invoice in the ship move, e-mails its number, and the PDF holds every Rule 46 field', async () => {
    const jacket = await product(354_000, '6201')
    const kurta = await product(277_700, '6211', 10) // ₹2,499 after 10% off (sale prices are whole rupees)
    const order = await placeOrder(
      [
        { id: jacket.id, quantity: 1 },
        { id: kurta.id, quantity: 2 },
      ],
      outOfState,
      { buyerGstin: '27aapfu0939f1zv' },
    )
    const before = await asha.call('GET', `/orders/${order._id}/invoice`)
    expect(before.statusCode).toBe(404)
    await ship(order._id)
    const invoice = await invoiceOf(order._id)
    expect(invoice).toMatchObject({
      sequence: 2,
      place_of_supply: 'Maharashtra',
      place_of_supply_code: '27',
      intra_state: 0,
      buyer_gstin: '27AAPFU0939F1ZV',
      total_paise: Math.round(order.totalPrice * 100),
    })
    const lines = await t.db
      .selectFrom('invoice_lines')
      .selectAll()
      .where('invoice_id', '=', invoice?.id as number)
      .orderBy('id')
      .execute()
    expect(lines.map((l) => [l.hsn, l.rate, l.taxable_paise, l.igst_paise, l.total_paise])).toEqual(
      [
        ['6201', 18, 300_000, 54_000, 354_000],
        ['6211', 5, 476_000, 23_800, 499_800],
      ],
    )
    expect(lines.reduce((sum, l) => sum + l.taxable_paise + l.igst_paise, 0)).toBe(
      invoice?.total_paise,
    )

    const mail = (await mailsTo(t, asha.email)).find((m) =>
      m.subject.endsWith(`${order.orderId}: Shipped`),
    )
    expect(mail?.text).toContain(`Your tax invoice ${invoice?.number} is ready`)
    expect(mail?.text).toContain(`/dashboard/orderdetail/${order._id}#invoice`)

    const res = await asha.call('GET', `/orders/${order._id}/invoice`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain(
      `${invoice?.number.replaceAll('/', '-')}.pdf`,
    )
    const text = await pdfText(res.rawPayload)
    for (const field of [
      'TAX INVOICE',
      'KapdaKart',
      'Kapda Retail Private Limited',
      '80 Feet Road, Koramangala, Bengaluru 560034',
      'GSTIN: 29AABCK1234L1ZI',
      'State: Karnataka, State code: 29',
      `${invoice?.number}`,
      'Invoice date',
      order.orderId,
      'Asha Rao',
      '12 MG Road, Pune, Maharashtra, India - 411001',
      'State: Maharashtra, State code: 27',
      'Place of supply',
      'Maharashtra (27)',
      'Buyer GSTIN: 27AAPFU0939F1ZV',
      'HSN',
      '6201',
      '6211',
      'PCS',
      'Taxable',
      '3,000.00',
      '4,760.00',
      '529.52',
      '18%',
      '5%',
      'IGST',
      '540.00',
      '238.00',
      '₹ 8,538.00',
      'Rupees Eight Thousand Five Hundred Thirty-Eight Only',
      'Tax is payable on reverse charge: No',
      'Authorised signatory',
    ]) {
      expect(text).toContain(field)
    }
  })

  it('lets only the order’s owner or an admin download it', async () => {
    const [order] = (await asha.call('GET', `/orders/OrdersByUser/${asha.userId}`)).json().orders
    const shipped = (await asha.call('GET', `/orders/OrdersByUser/${asha.userId}`))
      .json()
      .orders.find((o: { status: string }) => o.status === 'Shipped')
    expect(order).toBeDefined()
    expect((await admin.call('GET', `/orders/${shipped._id}/invoice`)).statusCode).toBe(200)
    expect((await ravi.call('GET', `/orders/${shipped._id}/invoice`)).statusCode).toBe(404)
    expect((await callAs(t)('GET', `/orders/${shipped._id}/invoice`)).statusCode).toBe(401)
    expect((await asha.call('GET', '/orders/abc/invoice')).statusCode).toBe(400)
    expect((await asha.call('GET', '/orders/999999/invoice')).statusCode).toBe(404)
    const docs = await asha.call('GET', `/orders/${shipped._id}/tax-documents`)
    expect(docs.json().data.invoice.number).toMatch(/^KK\//)
  })

  it('numbers 50 concurrent ship moves on two server instances without a gap or a repeat', async () => {
    // A second instance of the store on the same database, as behind a load balancer.
    const other = await buildApp(t.config, { logger: false })
    await other.ready()
    const tee = await product(49_900, '6109')
    const orders = []
    for (let i = 0; i < 50; i++) orders.push(await placeOrder([{ id: tee.id, quantity: 1 }]))
    for (const order of orders)
      expect((await move(order._id, { status: 'Confirmed' })).statusCode).toBe(200)
    const before = await t.db.selectFrom('invoices').select('sequence').execute()
    const results = await Promise.all(
      orders.map((order, i) =>
        (i % 2 === 0 ? t.app : other).inject({
          method: 'PUT',
          url: `/api/v1/admin/orders/${order._id}/status`,
          headers: { authorization: `Bearer ${admin.token}` },
          payload: {
            status: 'Shipped',
            courierName: 'Delhivery',
            trackingUrl: 'https://track.example.in/AWB2',
          },
        }),
      ),
    )
    await other.close()
    expect(results.map((r) => r.statusCode)).toEqual(orders.map(() => 200))
    const sequences = (await t.db.selectFrom('invoices').select('sequence').execute())
      .map((row) => row.sequence)
      .sort((a, b) => a - b)
    expect(sequences).toEqual(Array.from({ length: before.length + 50 }, (_, i) => i + 1))
    const numbers = await t.db.selectFrom('invoices').select('number').execute()
    expect(new Set(numbers.map((n) => n.number)).size).toBe(numbers.length)
    for (const { number } of numbers) {
      expect(number.length).toBeLessThanOrEqual(16)
      expect(number).toMatch(/^[A-Z0-9/-]+$/)
    }
  })
})

describe('credit notes and the monthly summary', () => {
  it('credits returned pieces with the invoice’s split, in parts that add up to the line', async () => {
    const invoices = services()
    const saree = await product(400_000, '5208')
    const tee = await product(104_900, '6109')
    const order = await placeOrder([
      { id: saree.id, quantity: 3 },
      { id: tee.id, quantity: 1 },
    ])
    await ship(order._id)
    const sareeLine = Number(order.orderItems[0]?._id)
    const first = await inTransaction(t.db, (trx) =>
      invoices.issueCreditNote(trx, {
        orderId: Number(order._id),
        lines: [{ orderItemId: sareeLine, quantity: 1 }],
      }),
    )
    const second = await inTransaction(t.db, (trx) =>
      invoices.issueCreditNote(trx, {
        orderId: Number(order._id),
        lines: [{ orderItemId: sareeLine, quantity: 2 }],
      }),
    )
    expect(first.number).toMatch(/^KKC\/\d\d-\d\d\/00001$/)
    expect(second.number).toMatch(/^KKC\/\d\d-\d\d\/00002$/)
    const credited = await t.db
      .selectFrom('credit_note_lines')
      .select(['taxable_paise', 'cgst_paise', 'sgst_paise', 'total_paise'])
      .orderBy('id')
      .execute()
    const line = await t.db
      .selectFrom('invoice_lines')
      .selectAll()
      .where('order_item_id', '=', sareeLine)
      .executeTakeFirstOrThrow()
    for (const key of ['taxable_paise', 'cgst_paise', 'sgst_paise', 'total_paise'] as const) {
      expect(credited.reduce((sum, c) => sum + c[key], 0)).toBe(line[key])
    }
    // ₹4,000 at 5% within the state: 3809.52 + 95.24 + 95.24
    expect(credited[0]).toEqual({
      taxable_paise: 380_952,
      cgst_paise: 9_524,
      sgst_paise: 9_524,
      total_paise: 400_000,
    })

    // Nothing left to credit on that line; a line not on the invoice; no invoice at all.
    const refused = [
      { orderId: Number(order._id), lines: [{ orderItemId: sareeLine, quantity: 1 }] },
      { orderId: Number(order._id), lines: [{ orderItemId: 999_999, quantity: 1 }] },
      {
        orderId: Number((await placeOrder([{ id: tee.id, quantity: 1 }]))._id),
        lines: [{ orderItemId: sareeLine, quantity: 1 }],
      },
    ]
    const notesBefore = await t.db.selectFrom('credit_notes').select('id').execute()
    for (const request of refused) {
      await expect(
        inTransaction(t.db, (trx) => invoices.issueCreditNote(trx, request)),
      ).rejects.toMatchObject({
        statusCode: expect.any(Number),
      })
    }
    expect(await t.db.selectFrom('credit_notes').select('id').execute()).toEqual(notesBefore)
    const counter = await t.db
      .selectFrom('document_counters')
      .select('last_number')
      .where('series', '=', 'credit-note')
      .executeTakeFirstOrThrow()
    expect(counter.last_number).toBe(2)

    const pdf = await asha.call('GET', `/orders/${order._id}/credit-notes/${first.id}`)
    expect(pdf.statusCode).toBe(200)
    const text = await pdfText(pdf.rawPayload)
    const invoice = await invoiceOf(order._id)
    for (const field of [
      'CREDIT NOTE',
      first.number,
      `${invoice?.number}`,
      'Goods returned',
      '5208',
      '₹ 4,000.00',
    ]) {
      expect(text).toContain(field)
    }
    expect(
      (await ravi.call('GET', `/orders/${order._id}/credit-notes/${first.id}`)).statusCode,
    ).toBe(404)
  })

  it('invoices a discounted order after its discount, each slab on the price after it', async () => {
    const invoices = services()
    const kurta = await product(280_000, '6211')
    const tee = await product(104_900, '6109')
    const coupon = await admin.call('POST', '/admin/coupons', {
      code: 'INVOICE10',
      kind: 'percent',
      value: 10,
      active: true,
    })
    expect(coupon.statusCode, coupon.body).toBe(200)
    const order = await placeOrder(
      [
        { id: kurta.id, quantity: 1 },
        { id: tee.id, quantity: 3 },
      ],
      inState,
      { couponCode: 'INVOICE10' },
    )
    // 10% of ₹5,947: ₹594.70, shared 280.00 / 314.70 by value.
    expect(order.totalPrice).toBe(5352.3)
    await ship(order._id)
    const invoice = await invoiceOf(order._id)
    expect(invoice?.total_paise).toBe(535_230)
    const lines = await t.db
      .selectFrom('invoice_lines')
      .selectAll()
      .where('invoice_id', '=', Number(invoice?.id))
      .orderBy('id')
      .execute()
    // The kurta at ₹2,800 is 18%; after ₹280 off it is ₹2,520, worth ₹2,400 before GST: 5%.
    expect(lines[0]).toMatchObject({
      rate: 5,
      bag_discount_paise: 28_000,
      taxable_paise: 240_000,
      total_paise: 252_000,
    })
    expect(lines[1]).toMatchObject({ rate: 5, quantity: 3, bag_discount_paise: 31_470 })
    for (const line of lines) {
      expect(line.taxable_paise + line.cgst_paise + line.sgst_paise + line.igst_paise).toBe(
        line.total_paise,
      )
    }
    const teeLine = Number(order.orderItems[1]?._id)
    for (const quantity of [1, 2]) {
      await inTransaction(t.db, (trx) =>
        invoices.issueCreditNote(trx, {
          orderId: Number(order._id),
          lines: [{ orderItemId: teeLine, quantity }],
        }),
      )
    }
    const credited = await t.db
      .selectFrom('credit_note_lines')
      .select(['taxable_paise', 'total_paise'])
      .where('order_item_id', '=', teeLine)
      .execute()
    expect(credited.reduce((sum, c) => sum + c.total_paise, 0)).toBe(lines[1]?.total_paise)
    expect(credited.reduce((sum, c) => sum + c.taxable_paise, 0)).toBe(lines[1]?.taxable_paise)
  })

  it('sums the month’s invoices less its credit notes, to the paisa, as JSON and CSV', async () => {
    const month = (await t.db.selectFrom('invoices').select('month').executeTakeFirstOrThrow())
      .month
    const res = await admin.call('GET', `/admin/reports/gst?month=${month}`)
    expect(res.statusCode, res.body).toBe(200)
    const report = res.json().data
    const paise = (rupees: number) => Math.round(rupees * 100)
    const sum = async (
      table: 'invoices' | 'credit_notes',
      column: 'taxable_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise' | 'total_paise',
    ) =>
      (await t.db.selectFrom(table).select(column).where('month', '=', month).execute()).reduce(
        (total, row) => total + Number((row as Record<string, number>)[column]),
        0,
      )
    for (const [key, column] of [
      ['taxableValue', 'taxable_paise'],
      ['cgst', 'cgst_paise'],
      ['sgst', 'sgst_paise'],
      ['igst', 'igst_paise'],
    ] as const) {
      const net = (await sum('invoices', column)) - (await sum('credit_notes', column))
      expect(paise(report.totals[key])).toBe(net)
      const rows = [...report.b2c, ...report.b2b]
      expect(
        rows.reduce(
          (total: number, r: Record<string, number>) => total + paise(r[key] as number),
          0,
        ),
      ).toBe(net)
      expect(
        report.hsn.reduce(
          (total: number, r: Record<string, number>) => total + paise(r[key] as number),
          0,
        ),
      ).toBe(net)
    }
    expect(paise(report.totals.totalValue)).toBe(
      (await sum('invoices', 'total_paise')) - (await sum('credit_notes', 'total_paise')),
    )
    expect(report.creditNotes.count).toBe(4)
    expect(report.b2b).toEqual([
      expect.objectContaining({
        buyerGstin: '27AAPFU0939F1ZV',
        rate: 5,
        taxableValue: 4760,
        igst: 238,
      }),
      expect.objectContaining({
        buyerGstin: '27AAPFU0939F1ZV',
        stateCode: '27',
        rate: 18,
        taxableValue: 3000,
        igst: 540,
      }),
    ])
    const saree = report.hsn.find((h: { hsn: string }) => h.hsn === '5208')
    expect(saree).toMatchObject({ quantity: 0, taxableValue: 0 })

    const csv = await admin.call('GET', `/admin/reports/gst?month=${month}&format=csv`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body).toContain('B2C supplies (net of credit notes)')
    expect(csv.body).toContain('Karnataka,29,5,')
    expect(csv.body).toContain('HSN summary (net of credit notes)')

    const empty = await admin.call('GET', '/admin/reports/gst?month=2031-01')
    expect(empty.json().data).toMatchObject({ b2c: [], hsn: [], invoices: { count: 0 } })
    for (const bad of ['2026-13', '26-11', '', '2026-11&format=xml']) {
      const refused = await admin.call('GET', `/admin/reports/gst?month=${bad}`)
      expect(refused.statusCode).toBe(400)
    }
    expect((await asha.call('GET', `/admin/reports/gst?month=${month}`)).statusCode).toBe(403)
  })

  // It draws every PDF of the month (about 60 here), which takes a while on a busy machine.
  it('zips the month’s invoices and credit notes', async () => {
    const month = (await t.db.selectFrom('invoices').select('month').executeTakeFirstOrThrow())
      .month
    const res = await admin.call('GET', `/admin/invoices/export.zip?month=${month}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    const files = unzipSync(new Uint8Array(res.rawPayload))
    const names = Object.keys(files)
    const invoices = await t.db
      .selectFrom('invoices')
      .select('number')
      .where('month', '=', month)
      .execute()
    expect(names.filter((n) => n.startsWith('invoices/'))).toHaveLength(invoices.length)
    expect(names.filter((n) => n.startsWith('credit-notes/'))).toHaveLength(4)
    const first = files[names[0] as string] as Uint8Array
    expect(Buffer.from(first.slice(0, 5)).toString()).toBe('%PDF-')
    expect((await asha.call('GET', `/admin/invoices/export.zip?month=${month}`)).statusCode).toBe(
      403,
    )
    expect((await admin.call('GET', '/admin/invoices/export.zip?month=2026-1')).statusCode).toBe(
      400,
    )
  }, 90_000)
})

describe('HSN codes in the catalogue', () => {
  it('keeps a product’s and a sub-category’s own HSN and refuses a malformed one', async () => {
    const categories = await admin.call('POST', '/category/add-category', {
      name: `HSN Category ${Date.now()}`,
      image: '/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
    })
    const categoryId = categories.json().data._id
    const base = {
      name: 'Handloom Saree',
      description: 'Cotton handloom saree.',
      image: ['/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp'],
      category: [categoryId],
      unit: 'piece',
      stock: 3,
      price: 4000,
      discount: 0,
    }
    const before = await t.db.selectFrom('products').select('id').execute()
    for (const hsnCode of ['52A8', '520', '5208123', 5208]) {
      const res = await admin.call('POST', '/product/create', { ...base, hsnCode })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/hsnCode/)
    }
    expect(await t.db.selectFrom('products').select('id').execute()).toEqual(before)
    const created = await admin.call('POST', '/product/create', { ...base, hsnCode: '52081190' })
    expect(created.json().data.hsnCode).toBe('52081190')

    const sub = await admin.call('POST', '/subcategory/create', {
      name: `Sarees ${Date.now()}`,
      image: '/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
      category: [{ _id: categoryId }],
      hsnCode: '5208',
    })
    expect(sub.statusCode, sub.body).toBe(200)
    expect(sub.json().data.hsnCode).toBe('5208')
    const bad = await admin.call('POST', '/subcategory/create', {
      name: `Odd ${Date.now()}`,
      image: '/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
      category: [{ _id: categoryId }],
      hsnCode: 'ABCD',
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('names and addresses in the scripts of India', () => {
  /** The text poppler's pdftotext reads (pdf-parse splits a conjunct such as फ्ल across lines). */
  function pdftotext(pdf: Buffer) {
    const run = spawnSync('/usr/bin/pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    return run.stdout
  }

  it.each([
    { name: 'राजेश कुमार', street: 'फ्लैट 12, गांधी नगर' },
    { name: 'முருகன்', street: 'கதவு 5, மயிலாப்பூர்' },
    // Shaping draws ৌ as ে before its consonant and ৗ after it, and ি before its consonant:
    // pdftotext reads the letters in the order they are drawn in.
    { name: 'সৌমিত্র', street: 'বাসা 7, কসবা', read: 'েসৗিমত্র' },
  ])('prints $name and the address on the invoice', async ({ name, street, read = name }) => {
    const shopper = await signUpShopper(t, name)
    const home = await shopper.call('POST', '/addresss', {
      ...address,
      name: street,
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560001',
    })
    expect(home.statusCode, home.body).toBe(200)
    const tee = await product(49_900, '6109')
    const order = await placeOrder([{ id: tee.id, quantity: 1 }], home.json().data._id, {}, shopper)
    await ship(order._id)

    const res = await shopper.call('GET', `/orders/${order._id}/invoice`)
    expect(res.statusCode).toBe(200)
    const text = pdftotext(res.rawPayload)
    expect(text).toContain(read)
    expect(text).toContain(`${street}, Bengaluru, Karnataka, India - 560001`)
    expect(text).toContain('Rupees Four Hundred Ninety-Nine Only')
  })
})
