import { istMonth } from '@store/contract'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/schema.js'
import owners from '../src/db/table-owners.json' with { type: 'json' }
import { address, createProduct, newAccount } from './factories.js'
import { createTestApp, mailsTo, type TestApp } from './helpers.js'
import { type Admin, type Shopper, callAs, logIn, signInAdmin, signUpShopper } from './sign-in.js'

// Personal data through the API (decision 078): marketing consent and its history, the mail's
// unsubscribe link, the data export, erasure with an e-mailed code (open orders first, what the
// CGST Act keeps, what goes, on every table), and the admins' append-only audit log.

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
let ravi: Shopper

beforeAll(async () => {
  t = await createTestApp()
  admin = await signInAdmin(t)
  ravi = await signUpShopper(t, 'Ravi Kumar')
  expect((await admin.call('PUT', '/admin/settings', SETTINGS)).statusCode).toBe(200)
})
afterAll(async () => t.close())

const consentRows = (userId: string) =>
  t.db
    .selectFrom('consent_events')
    .select(['given', 'source'])
    .where('user_id', '=', Number(userId))
    .orderBy('id')
    .execute()

async function register(marketingConsent?: unknown) {
  const account = newAccount('Meera Iyer')
  const res = await callAs(t)('POST', '/auth/register', {
    ...account,
    ...(marketingConsent === undefined ? {} : { marketingConsent }),
  })
  return { account, res }
}

const tokenIn = (text: string) => /token=([^\s"&]+)/.exec(text)?.[1] ?? ''

describe('marketing consent', () => {
  it('starts unticked: no consent and no history unless she ticks the box', async () => {
    const { account, res } = await register()
    expect(res.statusCode).toBe(201)
    const shopper = await logIn(t, account)
    const consent = await shopper.call('GET', '/account/marketing')
    expect(consent.json().data).toEqual({ marketing: false, history: [] })
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', account.email)
      .execute()
    expect(mail).toEqual([])
  })

  it('records a ticked box at registration and welcomes her with the unsubscribe link', async () => {
    const { account, res } = await register(true)
    expect(res.statusCode).toBe(201)
    const shopper = await logIn(t, account)
    const consent = (await shopper.call('GET', '/account/marketing')).json().data
    expect(consent).toMatchObject({
      marketing: true,
      history: [{ purpose: 'marketing', given: true, source: 'registration' }],
    })
    const [welcome] = await mailsTo(t, account.email)
    expect(welcome?.text).toContain('/marketing/unsubscribe?token=')
    const row = await t.db
      .selectFrom('consent_events')
      .select(['ip', 'created_at'])
      .where('user_id', '=', Number(shopper.userId))
      .executeTakeFirstOrThrow()
    expect(row.ip).toBeTruthy()
  })

  it('refuses a consent that is not a yes or no, and creates no account', async () => {
    const { account, res } = await register('yes')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', account.phone)
      .executeTakeFirst()
    expect(row).toBeUndefined()
  })

  it('is withdrawn and given again from the account, each change in the history once', async () => {
    const { account } = await register(true)
    const shopper = await logIn(t, account)
    const off = await shopper.call('PUT', '/account/marketing', { marketing: false })
    expect(off.statusCode).toBe(200)
    expect(off.json().data.marketing).toBe(false)
    await shopper.call('PUT', '/account/marketing', { marketing: false })
    const on = await shopper.call('PUT', '/account/marketing', { marketing: true })
    expect(on.json().data.marketing).toBe(true)
    expect(await consentRows(shopper.userId)).toEqual([
      { given: 1, source: 'registration' },
      { given: 0, source: 'account' },
      { given: 1, source: 'account' },
    ])
  })

  it.each([[{ marketing: 'no' }], [{}], [{ marketing: false, extra: 1 }]])(
    'refuses %o with a 400 and records nothing',
    async (body) => {
      const { account } = await register(true)
      const shopper = await logIn(t, account)
      const res = await shopper.call('PUT', '/account/marketing', body)
      expect(res.statusCode).toBe(400)
      expect(await consentRows(shopper.userId)).toEqual([{ given: 1, source: 'registration' }])
    },
  )

  it('needs a login to read or change', async () => {
    expect((await callAs(t)('GET', '/account/marketing')).statusCode).toBe(401)
    const res = await callAs(t)('PUT', '/account/marketing', { marketing: true })
    expect(res.statusCode).toBe(401)
  })

  it('is withdrawn by the link in the mail without a login; a forged link is refused', async () => {
    const { account } = await register(true)
    const shopper = await logIn(t, account)
    const [welcome] = await mailsTo(t, account.email)
    const token = decodeURIComponent(tokenIn(welcome?.text ?? ''))
    const [id, signature] = token.split('.')

    for (const forged of [
      `${id}.${'A'.repeat(43)}`,
      `${ravi.userId}.${signature}`,
      'not-a-token',
      `${id}.${signature}x`,
    ]) {
      const res = await callAs(t)('POST', '/account/marketing/unsubscribe', { token: forged })
      expect(res.statusCode, forged).toBe(400)
      expect(res.json().code).toBe('TOKEN_INVALID')
    }
    expect(await consentRows(shopper.userId)).toEqual([{ given: 1, source: 'registration' }])
    expect(await consentRows(ravi.userId)).toEqual([])

    const res = await callAs(t)('POST', '/account/marketing/unsubscribe', { token })
    expect(res.statusCode).toBe(200)
    const again = await callAs(t)('POST', '/account/marketing/unsubscribe', { token })
    expect(again.statusCode).toBe(200)
    expect(await consentRows(shopper.userId)).toEqual([
      { given: 1, source: 'registration' },
      { given: 0, source: 'mail-link' },
    ])
  })
})

type Order = { _id: string; orderId: string }

async function placeOrder(shopper: Shopper, addressId: string, productId: number) {
  const res = await shopper.call('POST', '/orders/NewOrder', {
    orderItems: [{ _id: String(productId), quantity: 1, size: 'M' }],
    addressid: addressId,
    paymentMethod: 'Cash on Delivery',
    paymentby: 'Cash on Delivery',
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as Order
}

const move = async (id: string, status: string) => {
  const res = await admin.call('PUT', `/admin/orders/${id}/status`, {
    status,
    ...(status === 'Shipped'
      ? { courierName: 'Delhivery', trackingUrl: 'https://track.example.in/AWB1' }
      : {}),
  })
  expect(res.statusCode, res.body).toBe(200)
}

/** A shopper with a unique address line and phone, an order delivered and a wishlist. */
async function busyShopper(name: string, line: string, phone: string) {
  const shopper = await signUpShopper(t, name)
  const addressId = (
    await shopper.call('POST', '/addresss', { ...address, name: line, phone })
  ).json().data._id as string
  const kurta = await createProduct(t.db, { stock: 50, sizes: ['M'], pricePaise: 99_900 })
  const order = await placeOrder(shopper, addressId, kurta.id)
  await shopper.call('POST', '/wishlist', { productId: String(kurta.id) })
  expect(
    (await shopper.call('POST', '/cart/create', { productId: String(kurta.id), size: 'M' }))
      .statusCode,
  ).toBe(200)
  return { shopper, addressId, order, kurta }
}

describe('download my data', () => {
  it('is a JSON file of her own data, and nobody else’s', async () => {
    const other = await busyShopper('Zoya Sheikh', '7 Zoya Lane', '9123400001')
    const { shopper, order } = await busyShopper('Lata Menon', '21 Lata Street', '9123400002')
    await shopper.call('PUT', '/account/marketing', { marketing: true })

    const res = await shopper.call('GET', '/account/export')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/)
    const data = res.json()
    expect(Object.keys(data).sort()).toEqual(
      [
        'addresses',
        'alerts',
        'cart',
        'consent',
        'exportedAt',
        'grievances',
        'orders',
        'profile',
        'returns',
        'reviews',
        'storeCredit',
        'wishlist',
      ].sort(),
    )
    expect(data.reviews).toEqual([])
    expect(data.grievances).toEqual([])
    expect(data.profile).toMatchObject({ name: 'Lata Menon', email: shopper.email })
    expect(data.profile).not.toHaveProperty('password_hash')
    expect(data.addresses).toMatchObject([{ name: '21 Lata Street', phone: '9123400002' }])
    expect(data.orders.map((o: Order) => o.orderId)).toEqual([order.orderId])
    expect(data.wishlist).toHaveLength(1)
    expect(data.consent.history).toHaveLength(1)
    for (const theirs of [
      other.shopper.email,
      other.shopper.phone,
      '7 Zoya Lane',
      '9123400001',
      other.order.orderId,
    ]) {
      expect(res.body).not.toContain(theirs)
    }
    expect((await callAs(t)('GET', '/account/export')).statusCode).toBe(401)
  })
})

async function codeOf(email: string) {
  const mails = await mailsTo(t, email)
  const last = mails.filter((m) => m.subject.includes('deletion code')).at(-1)
  return /is (\d{6})\./.exec(last?.text ?? '')?.[1] ?? ''
}

/** Every row of every table, as text: what the erasure must leave no trace of her in. */
async function everyRow(except: string[] = []) {
  const tables = Object.values(owners)
    .flat()
    .filter((table) => !except.includes(table))
  return Promise.all(
    tables.map(async (table) => {
      const rows = await t.db
        .selectFrom(table as keyof Database)
        .selectAll()
        .execute()
      return `${table}: ${JSON.stringify(rows)}`
    }),
  )
}

async function pdfText(body: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(body) })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}

describe('delete my account', () => {
  it('needs a login', async () => {
    expect((await callAs(t)('POST', '/account/delete')).statusCode).toBe(401)
    const res = await callAs(t)('POST', '/account/delete/confirm', { otp: '123456' })
    expect(res.statusCode).toBe(401)
  })

  it('waits for open orders and returns, naming them, and sends no code', async () => {
    const { shopper, order } = await busyShopper('Nisha Rao', '3 Nisha Road', '9123400003')
    const res = await shopper.call('POST', '/account/delete')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'OPEN_ORDERS' })
    expect(res.json().message).toContain(order.orderId)
    expect(res.json().message).toContain('Pending')
    expect(await codeOf(shopper.email)).toBe('')
    await move(order._id, 'Cancelled')
    expect((await shopper.call('POST', '/account/delete')).statusCode).toBe(200)
  })

  it('refuses a wrong, malformed, expired or overused code and changes nothing', async () => {
    const { shopper, order } = await busyShopper('Kavya Das', '9 Kavya Nagar', '9123400004')
    await move(order._id, 'Cancelled')
    // Asking for codes writes only the codes and their mail.
    const moving = ['account_deletion_codes', 'mail_outbox', 'admin_audit']
    const before = await everyRow(moving)
    const none = await shopper.call('POST', '/account/delete/confirm', { otp: '123456' })
    expect(none.statusCode).toBe(400)
    expect(none.json().code).toBe('OTP_INVALID')

    expect((await shopper.call('POST', '/account/delete')).statusCode).toBe(200)
    const code = await codeOf(shopper.email)
    expect(code).toMatch(/^\d{6}$/)
    const wrong = code === '000000' ? '000001' : '000000'
    for (const otp of ['12345', 'abcdef', '']) {
      const res = await shopper.call('POST', '/account/delete/confirm', { otp })
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    }
    const res = await shopper.call('POST', '/account/delete/confirm', { otp: wrong })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('OTP_INVALID')

    await t.db
      .updateTable('account_deletion_codes')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('user_id', '=', Number(shopper.userId))
      .execute()
    const expired = await shopper.call('POST', '/account/delete/confirm', { otp: code })
    expect(expired.statusCode).toBe(400)

    expect((await shopper.call('POST', '/account/delete')).statusCode).toBe(200)
    const fresh = await codeOf(shopper.email)
    const other = fresh === '000000' ? '000001' : '000000'
    for (let i = 0; i < 5; i++)
      await shopper.call('POST', '/account/delete/confirm', { otp: other })
    const spent = await shopper.call('POST', '/account/delete/confirm', { otp: fresh })
    expect(spent.statusCode).toBe(400)

    expect((await shopper.call('GET', '/account/marketing')).statusCode).toBe(200)
    const user = await t.db
      .selectFrom('users')
      .select(['name', 'status'])
      .where('id', '=', Number(shopper.userId))
      .executeTakeFirstOrThrow()
    expect(user).toEqual({ name: 'Kavya Das', status: 'Active' })
    expect(await everyRow(moving)).toEqual(before)
  })

  it('erases her at once, keeps the invoice with its legal fields, and frees her phone and e-mail', async () => {
    const line = '44 Priya Enclave, Indiranagar'
    const phone = '9123400005'
    const { shopper, order, addressId, kurta } = await busyShopper('Priya Nair', line, phone)
    await shopper.call('PUT', '/account/marketing', { marketing: true })
    const second = await placeOrder(
      shopper,
      addressId,
      (await createProduct(t.db, { sizes: ['M'] })).id,
    )
    await move(second._id, 'Cancelled')
    for (const status of ['Confirmed', 'Shipped', 'Delivered']) await move(order._id, status)
    const invoiceBefore = await admin.call('GET', `/orders/${order._id}/invoice`)
    expect(await pdfText(invoiceBefore.rawPayload)).toContain(phone)
    const review = await shopper.call('POST', `/products/${kurta.id}/reviews`, {
      stars: 4,
      text: 'Priya here: the kurta fits well.',
    })
    expect(review.statusCode, review.body).toBe(201)
    const grievance = await shopper.call('POST', '/grievances', {
      type: 'payment',
      text: 'Priya Nair writing about a payment.',
    })
    expect(grievance.statusCode, grievance.body).toBe(201)

    expect((await shopper.call('POST', '/account/delete')).statusCode).toBe(200)
    const code = await codeOf(shopper.email)
    const res = await shopper.call('POST', '/account/delete/confirm', { otp: code })
    expect(res.statusCode, res.body).toBe(200)

    // Logged out everywhere, and no login with her details.
    expect((await shopper.call('GET', '/account/marketing')).statusCode).toBe(401)
    const refresh = await callAs(t)('POST', '/user/refresh-token', {
      refreshToken: shopper.refreshToken,
    })
    expect(refresh.statusCode).toBe(401)

    // No trace of her contact details in any table; her name only where the invoice prints it.
    const rows = await everyRow()
    for (const gone of [shopper.email, shopper.phone, line, phone])
      expect(rows.filter((dump) => dump.includes(gone))).toEqual([])
    const id = Number(shopper.userId)
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(user).toMatchObject({ name: 'Erased account', status: 'Erased', password_hash: '' })
    // Her review stays with the product, signed by nobody; her grievance stays counted, unworded.
    const reviews = (await callAs(t)('GET', `/products/${kurta.id}/reviews`)).json().data
    expect(reviews.reviews).toMatchObject([{ author: 'A shopper', stars: 4 }])
    const kept = await t.db
      .selectFrom('grievances')
      .select('text')
      .where('user_id', '=', id)
      .execute()
    expect(kept).toEqual([{ text: '(Removed when the shopper deleted her account.)' }])
    for (const table of [
      'addresses',
      'cart_items',
      'wishlist_items',
      'stock_alerts',
      'consent_events',
      'refresh_tokens',
      'password_resets',
      'account_deletion_codes',
    ] as const) {
      const left = await t.db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', id)
        .execute()
      expect(left, table).toEqual([])
    }
    const orders = await t.db
      .selectFrom('orders')
      .select(['id', 'consignee_name', 'consignee_phone', 'shipping_address', 'delivery_state'])
      .where('user_id', '=', id)
      .orderBy('id')
      .execute()
    expect(orders).toEqual([
      {
        id: Number(order._id),
        consignee_name: 'Priya Nair',
        consignee_phone: '',
        shipping_address: '',
        delivery_state: 'Maharashtra',
      },
      {
        id: Number(second._id),
        consignee_name: '',
        consignee_phone: '',
        shipping_address: '',
        delivery_state: 'Maharashtra',
      },
    ])
    const invoice = await t.db
      .selectFrom('invoices')
      .select(['buyer', 'place_of_supply'])
      .where('order_id', '=', Number(order._id))
      .executeTakeFirstOrThrow()
    expect(JSON.parse(invoice.buyer)).toEqual({
      name: 'Priya Nair',
      phone: '',
      address: '',
      gstin: null,
    })
    expect(invoice.place_of_supply).toBe('Maharashtra')

    // The admin still downloads the invoice, with the name and the place of supply.
    const pdf = await admin.call('GET', `/orders/${order._id}/invoice`)
    expect(pdf.statusCode).toBe(200)
    const text = await pdfText(pdf.rawPayload)
    expect(text).toContain('Priya Nair')
    expect(text).toContain('Maharashtra')
    expect(text).not.toContain(phone)

    // A login with her details fails (and counts, as any wrong login does).
    const login = await callAs(t)('POST', '/auth/login', {
      phone: shopper.phone,
      password: shopper.password,
    })
    expect(login.statusCode).toBe(401)

    // Her mobile number and e-mail register again, as a new account.
    const again = await callAs(t)('POST', '/auth/register', {
      name: 'Priya N',
      email: shopper.email,
      phone: shopper.phone,
      password: shopper.password,
      confirmPassword: shopper.password,
    })
    expect(again.statusCode, again.body).toBe(201)
    expect(again.json().data._id).not.toBe(shopper.userId)

    // The admin sees the erasure with dates and counts, never the erased data.
    const erasures = await admin.call('GET', '/admin/erasures')
    expect(erasures.statusCode).toBe(200)
    const entry = erasures
      .json()
      .data.find((e: { accountId: string }) => e.accountId === shopper.userId)
    expect(entry).toMatchObject({ ordersKept: 2, invoicesKept: 1 })
    expect(entry.erasedAt >= entry.requestedAt).toBe(true)
    expect(erasures.body).not.toContain('Priya')
    expect((await shopper.call('GET', '/admin/erasures')).statusCode).toBe(401)
    expect((await ravi.call('GET', '/admin/erasures')).statusCode).toBe(403)
  })
})

describe('audit log', () => {
  it('records the tagged admin calls, never a shopper’s own, and filters them', async () => {
    const { shopper, order } = await busyShopper('Anu Paul', '5 Anu Street', '9123400006')
    for (const status of ['Confirmed', 'Shipped']) await move(order._id, status)
    await shopper.call('GET', `/orders/${order._id}/invoice`)
    await admin.call('GET', `/orders/${order._id}/invoice`)
    await admin.call('GET', `/admin/orders/${order._id}`)
    await admin.call('GET', '/admin/orders')

    const entries = await t.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('record', '=', `orderId=${order._id}`)
      .orderBy('id')
      .execute()
    expect(entries.map((e) => e.action)).toEqual([
      'orders.move',
      'orders.move',
      'invoices.read',
      'orders.read',
    ])
    expect(entries[3]).toMatchObject({
      admin_id: Number(admin.userId),
      method: 'GET',
      path: `/api/v1/admin/orders/${order._id}`,
      status: 200,
    })
    expect(entries[3]?.ip).toBeTruthy()

    const read = await admin.call('GET', '/admin/audit?action=orders.read')
    expect(read.statusCode).toBe(200)
    expect(read.json().data[0]).toMatchObject({
      action: 'orders.read',
      adminId: admin.userId,
      record: `orderId=${order._id}`,
    })
    expect(read.json().data.every((e: { action: string }) => e.action === 'orders.read')).toBe(true)
    const byAdmin = await admin.call('GET', `/admin/audit?adminId=${admin.userId}&limit=2`)
    expect(byAdmin.json().data).toHaveLength(2)
    expect(byAdmin.json().totalCount).toBeGreaterThan(4)
    const past = await admin.call('GET', '/admin/audit?from=2020-01-01&to=2020-01-31')
    expect(past.json()).toMatchObject({ data: [], totalCount: 0 })
    const recent = await admin.call('GET', `/admin/audit?from=${istMonth()}-01`)
    expect(recent.json().totalCount).toBeGreaterThan(0)
  })

  it.each([
    ['action=orders.delete', /action/],
    ['from=26-11-2026', /from/],
    ['adminId=abc', /adminId/],
    ['page=0', /page/],
  ])('refuses ?%s with a 400', async (query, message) => {
    const before = await t.db.selectFrom('admin_audit').select('id').execute()
    const res = await admin.call('GET', `/admin/audit?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(message)
    // A refused read of the log is itself recorded, as every admin call to it is.
    expect((await t.db.selectFrom('admin_audit').select('id').execute()).length).toBe(
      before.length + 1,
    )
  })

  it('is for admins only, and nothing changes or deletes an entry', async () => {
    expect((await ravi.call('GET', '/admin/audit')).statusCode).toBe(403)
    expect((await callAs(t)('GET', '/admin/audit')).statusCode).toBe(401)
    const [first] = await t.db
      .selectFrom('admin_audit')
      .selectAll()
      .orderBy('id')
      .limit(1)
      .execute()
    expect(first).toBeDefined()
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await admin.call(method, '/admin/audit', {})
      expect(res.statusCode).toBe(404)
    }
    await expect(
      t.db
        .updateTable('admin_audit')
        .set({ action: 'orders.list' })
        .where('id', '=', first?.id ?? 0)
        .execute(),
    ).rejects.toThrow(/append-only/)
    await expect(
      t.db
        .deleteFrom('admin_audit')
        .where('id', '=', first?.id ?? 0)
        .execute(),
    ).rejects.toThrow(/append-only/)
    const still = await t.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('id', '=', first?.id ?? 0)
      .executeTakeFirst()
    expect(still).toEqual(first)
  })
})
