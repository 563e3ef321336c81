import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDay, istDay } from '@store/contract'
import { nowIso } from '../src/db/sql.js'
import { address, createProduct } from './factories.js'
import { createTestApp, mailsTo, multipart, type TestApp } from './helpers.js'
import { type Admin, type Shopper, signInAdmin, signUpShopper } from './sign-in.js'

let t: TestApp
let admin: Admin
let asha: Shopper
let ravi: Shopper
const addressOf = new Map<string, string>()

beforeAll(async () => {
  t = await createTestApp()
  admin = await signInAdmin(t)
  asha = await signUpShopper(t, 'Asha Rao')
  ravi = await signUpShopper(t, 'Ravi')
  for (const shopper of [asha, ravi]) {
    addressOf.set(
      shopper.userId,
      (await shopper.call('POST', '/addresss', address)).json().data._id,
    )
  }
})
afterAll(async () => t.close())

type Order = {
  _id: string
  orderId: string
  totalPrice: number
  paidByStoreCredit: number
  cashToCollect: number
  orderItems: Array<{ _id: string; size: string; quantity: number }>
}

const moveOrder = (id: string, body: object) =>
  admin.call('PUT', `/admin/orders/${id}/status`, body)

/** Places an order for `who` and moves it to Delivered. */
type OrderSetup = {
  quantity?: number
  size?: string
  sizeStock?: Record<string, number>
  returnable?: boolean
}

async function deliveredOrder(
  who: Shopper,
  {
    quantity = 1,
    size = 'M',
    sizeStock = { S: 5, M: 5, L: 5 },
    returnable = true,
  }: OrderSetup = {},
) {
  const product = await createProduct(t.db, { sizeStock, pricePaise: 100_000 })
  if (!returnable) {
    await t.db.updateTable('products').set({ returnable: 0 }).where('id', '=', product.id).execute()
  }
  const res = await who.call('POST', '/orders/NewOrder', {
    orderItems: [{ _id: String(product.id), quantity, size }],
    addressid: addressOf.get(who.userId),
    paymentMethod: 'Cash on Delivery',
    paymentby: 'Cash on Delivery',
  })
  expect(res.statusCode).toBe(201)
  const order = res.json().data as Order
  await moveOrder(order._id, { status: 'Confirmed' })
  await moveOrder(order._id, {
    status: 'Shipped',
    courierName: 'Delhivery',
    trackingUrl: 'https://track.example.in/1',
  })
  expect((await moveOrder(order._id, { status: 'Delivered' })).statusCode).toBe(200)
  return { order, product, line: order.orderItems[0] as Order['orderItems'][number] }
}

/** A new shopper with `credit` paise of store credit, who spends it on an order that is delivered. */
async function deliveredCreditOrder(
  name: string,
  credit: number,
  pricePaise: number,
  quantity: number,
  couponCode?: string,
) {
  const shopper = await signUpShopper(t, name)
  await t.db
    .insertInto('store_credit_accounts')
    .values({ user_id: Number(shopper.userId), balance_paise: credit, updated_at: nowIso() })
    .execute()
  addressOf.set(shopper.userId, (await shopper.call('POST', '/addresss', address)).json().data._id)
  const product = await createProduct(t.db, { sizeStock: { M: 5 }, pricePaise })
  const order = (
    await shopper.call('POST', '/orders/NewOrder', {
      orderItems: [{ _id: String(product.id), quantity, size: 'M' }],
      addressid: addressOf.get(shopper.userId),
      paymentMethod: 'Cash on Delivery',
      paymentby: 'Cash on Delivery',
      useStoreCredit: true,
      ...(couponCode ? { couponCode } : {}),
    })
  ).json().data as Order
  await moveOrder(order._id, { status: 'Confirmed' })
  await moveOrder(order._id, {
    status: 'Shipped',
    courierName: 'BlueDart',
    trackingUrl: 'https://t.in/9',
  })
  await moveOrder(order._id, { status: 'Delivered' })
  return { shopper, order }
}

const png = () =>
  sharp({ create: { width: 30, height: 30, channels: 3, background: '#aa3311' } })
    .png()
    .toBuffer()

async function uploadPhoto(who: Shopper) {
  const form = multipart('image', 'damage.png', await png())
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/returns/photos',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${who.token}` },
  })
  expect(res.statusCode).toBe(200)
  return res.json().data.url as string
}

const stockOf = async (productId: number, size: string) =>
  (
    await t.db
      .selectFrom('product_variants')
      .select('stock')
      .where('product_id', '=', productId)
      .where('size', '=', size)
      .executeTakeFirstOrThrow()
  ).stock
const returnCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('returns')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const ask = (who: Shopper, orderId: string, body: object, headers?: Record<string, string>) =>
  who.call('POST', `/orders/${orderId}/returns`, body, headers)
const moveReturn = (id: string, body: object) =>
  admin.call('PUT', `/admin/returns/${id}/status`, body)
const upi = { upi: 'asha.rao@okaxis' }

describe('asking for a return', () => {
  it('takes a damaged item with a photo and a UPI refund, masked for the shopper and in full for admins', async () => {
    const { order, line } = await deliveredOrder(asha)
    const photo = await uploadPhoto(asha)
    const res = await ask(asha, order._id, {
      items: [{ orderItemId: line._id, quantity: 1 }],
      reason: 'damaged',
      comment: 'Torn at the seam',
      photos: [photo],
      resolution: 'refund',
      refundTo: upi,
      condition: true,
    })
    expect(res.statusCode).toBe(201)
    const ret = res.json().data
    expect(ret).toMatchObject({
      status: 'Requested',
      reason: 'damaged',
      resolution: 'refund',
      amount: 1000,
      photos: [photo],
      orderNumber: order.orderId,
      refundTo: { kind: 'upi', label: 'UPI as******@okaxis' },
    })
    expect(ret.refundTo.upi).toBeUndefined()
    expect(ret.expected.reviewBy).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const full = (await admin.call('GET', `/admin/returns/${ret._id}`)).json().data
    expect(full.refundTo).toMatchObject({ kind: 'upi', upi: 'asha.rao@okaxis' })
    expect(full.customer.mobile).toBe(asha.phone)
    const mine = (await asha.call('GET', '/returns')).json().data
    expect(mine.map((r: { _id: string }) => r._id)).toContain(ret._id)
    expect((await mailsTo(t, asha.email)).at(-1)?.subject).toBe(
      `KapdaKart return for order ${order.orderId}: Requested`,
    )
  })

  it('refuses what the policy does not allow, with a clear 4xx, and stores nothing', async () => {
    const { order, line } = await deliveredOrder(asha, { quantity: 2 })
    const photo = await uploadPhoto(asha)
    const base = {
      items: [{ orderItemId: line._id, quantity: 1 }],
      reason: 'damaged',
      photos: [photo],
      resolution: 'refund',
      refundTo: upi,
      condition: true,
    }
    const refused: Array<[object, number, string, string]> = [
      [{ ...base, photos: [] }, 400, 'PHOTOS_REQUIRED', 'Add 1 to 3 photos'],
      [
        { ...base, photos: ['/images/000000000000000000000000.webp'] },
        400,
        'BAD_REQUEST',
        'photos you uploaded',
      ],
      [{ ...base, photos: ['https://evil.example/x.png'] }, 400, 'VALIDATION_FAILED', 'photos'],
      [
        { ...base, photos: [photo, photo, photo, photo] },
        400,
        'VALIDATION_FAILED',
        'photos must be at most 3',
      ],
      [
        { ...base, items: [{ orderItemId: line._id, quantity: 3 }] },
        409,
        'RETURN_QUANTITY',
        'Only 2',
      ],
      [
        { ...base, items: [{ orderItemId: '999999', quantity: 1 }] },
        400,
        'BAD_REQUEST',
        'not a line of this order',
      ],
      [{ ...base, refundTo: undefined }, 400, 'BAD_REQUEST', 'refundTo is required'],
      [{ ...base, refundTo: { upi: 'not-an-upi' } }, 400, 'VALIDATION_FAILED', 'name@bank'],
      [
        {
          ...base,
          refundTo: { accountName: 'Asha', accountNumber: '12345678901', ifsc: 'SBIN1234567' },
        },
        400,
        'VALIDATION_FAILED',
        'ifsc',
      ],
      [
        { ...base, refundTo: { accountName: 'Asha', accountNumber: '12ab', ifsc: 'SBIN0001234' } },
        400,
        'VALIDATION_FAILED',
        'accountNumber',
      ],
      [{ ...base, condition: false }, 400, 'VALIDATION_FAILED', 'unused, unwashed and tagged'],
      [{ ...base, reason: 'changed_mind' }, 400, 'VALIDATION_FAILED', 'reason'],
      [
        { ...base, resolution: 'store_credit' },
        400,
        'BAD_REQUEST',
        'refundTo is only for a refund',
      ],
      [
        { ...base, reason: 'size_small', resolution: 'refund' },
        400,
        'RETURN_OUTCOME_NOT_ALLOWED',
        'while another size is in stock',
      ],
      [
        {
          ...base,
          reason: 'size_small',
          resolution: 'exchange',
          refundTo: undefined,
          exchangeSize: 'XXL',
        },
        400,
        'RETURN_OUTCOME_NOT_ALLOWED',
        'exchangeSize must be one of',
      ],
      [
        {
          ...base,
          reason: 'wrong_item',
          resolution: 'exchange',
          refundTo: undefined,
          exchangeSize: 'L',
        },
        400,
        'RETURN_OUTCOME_NOT_ALLOWED',
        'not available',
      ],
    ]
    for (const [body, status, code, message] of refused) {
      const res = await ask(asha, order._id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().code).toBe(code)
      expect(res.json().message).toContain(message)
    }
    // Another shopper's order is not there for them.
    const theirs = await ask(ravi, order._id, base)
    expect(theirs.statusCode).toBe(404)
    expect(
      await t.db
        .selectFrom('returns')
        .select('id')
        .where('order_id', '=', Number(order._id))
        .execute(),
    ).toEqual([])
    expect(
      await t.db
        .selectFrom('return_claims')
        .selectAll()
        .where('order_item_id', '=', Number(line._id))
        .execute(),
    ).toEqual([])
  })

  it('refuses an order that is not delivered, after the window, a non-returnable product, and the same unit twice', async () => {
    const product = await createProduct(t.db, { sizeStock: { M: 5 } })
    const pending = (
      await asha.call('POST', '/orders/NewOrder', {
        orderItems: [{ _id: String(product.id), quantity: 1, size: 'M' }],
        addressid: addressOf.get(asha.userId),
        paymentMethod: 'Cash on Delivery',
        paymentby: 'Cash on Delivery',
      })
    ).json().data as Order
    const body = (orderItemId: string) => ({
      items: [{ orderItemId, quantity: 1 }],
      reason: 'size_large',
      resolution: 'store_credit',
      condition: true,
    })
    const notDelivered = await ask(asha, pending._id, body(pending.orderItems[0]?._id ?? ''))
    expect(notDelivered.statusCode).toBe(409)
    expect(notDelivered.json().code).toBe('RETURN_WINDOW_CLOSED')

    const late = await deliveredOrder(asha, { sizeStock: { M: 3 } })
    await t.db
      .updateTable('order_status_history')
      .set({ created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where('order_id', '=', Number(late.order._id))
      .where('status', '=', 'Delivered')
      .execute()
    const closed = await ask(asha, late.order._id, body(late.line._id))
    expect(closed.statusCode).toBe(409)
    expect(closed.json()).toMatchObject({ code: 'RETURN_WINDOW_CLOSED' })
    expect(closed.json().message).toContain('7-day return window')
    const options = (await asha.call('GET', `/orders/${late.order._id}/return-options`)).json().data
    expect(options.lines[0].quantity).toBe(0)

    const innerwear = await deliveredOrder(asha, { sizeStock: { M: 3 }, returnable: false })
    const personal = await ask(asha, innerwear.order._id, body(innerwear.line._id))
    expect(personal.statusCode).toBe(409)
    expect(personal.json().code).toBe('NOT_RETURNABLE')

    // Only size M exists, so a size issue may take store credit; the unit can be asked for once.
    const once = await deliveredOrder(asha, { sizeStock: { M: 3 } })
    expect((await ask(asha, once.order._id, body(once.line._id))).statusCode).toBe(201)
    const twice = await ask(asha, once.order._id, body(once.line._id))
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({
      code: 'RETURN_QUANTITY',
      message: expect.stringContaining('already in a return'),
    })
  })

  it('makes one return of a double click and of two requests racing for the same unit', async () => {
    const { order, line } = await deliveredOrder(asha, { sizeStock: { M: 4 } })
    const body = {
      items: [{ orderItemId: line._id, quantity: 1 }],
      reason: 'size_small',
      resolution: 'store_credit',
      condition: true,
    }
    const before = await returnCount()
    const key = { 'idempotency-key': 'return-click-0001' }
    const clicks = await Promise.all([
      ask(asha, order._id, body, key),
      ask(asha, order._id, body, key),
    ])
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 201])
    expect(new Set(clicks.map((r) => r.json().data._id)).size).toBe(1)
    expect(await returnCount()).toBe(before + 1)

    const other = await deliveredOrder(asha, { sizeStock: { M: 4 } })
    const otherBody = { ...body, items: [{ orderItemId: other.line._id, quantity: 1 }] }
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => ask(asha, other.order._id, otherBody)),
    )
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(racing.filter((r) => r.statusCode === 409)).toHaveLength(4)
    expect(await returnCount()).toBe(before + 2)
  })

  it('scopes an Idempotency-Key to its order, and refuses it with another body', async () => {
    const first = await deliveredOrder(asha, { sizeStock: { M: 4 } })
    const second = await deliveredOrder(asha, { sizeStock: { M: 4 } })
    const bodyFor = (line: { _id: string }) => ({
      items: [{ orderItemId: line._id, quantity: 1 }],
      reason: 'size_small',
      resolution: 'store_credit',
      condition: true,
    })
    const key = { 'idempotency-key': 'return-key-shared-01' }
    const a = await ask(asha, first.order._id, bodyFor(first.line), key)
    expect(a.statusCode).toBe(201)
    // The same key on another order is that order's own return.
    const b = await ask(asha, second.order._id, bodyFor(second.line), key)
    expect(b.statusCode, b.body).toBe(201)
    expect(b.json().data._id).not.toBe(a.json().data._id)
    expect(b.json().data.orderId).toBe(second.order._id)

    // The same key on the same order with another body: refused, nothing made.
    const before = await returnCount()
    const changed = await ask(
      asha,
      first.order._id,
      { ...bodyFor(first.line), comment: 'more' },
      key,
    )
    expect(changed.statusCode).toBe(422)
    expect(changed.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await returnCount()).toBe(before)
    // And the same request again is answered with its return.
    const again = await ask(asha, first.order._id, bodyFor(first.line), key)
    expect(again.statusCode).toBe(200)
    expect(again.json().data._id).toBe(a.json().data._id)
  })

  it('limits photo uploads per shopper and refuses what is not an image', async () => {
    const form = multipart('image', 'x.png', Buffer.from('not an image at all'))
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/returns/photos',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${ravi.token}` },
    })
    expect(res.statusCode).toBe(415)
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/returns/photos', ...form })
    expect(anonymous.statusCode).toBe(401)
    const now = new Date().toISOString()
    await t.db
      .insertInto('return_photos')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          user_id: Number(ravi.userId),
          url: `/images/${i}.webp`,
          created_at: now,
        })),
      )
      .execute()
    const form2 = multipart('image', 'd.png', await png())
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/returns/photos',
      payload: form2.payload,
      headers: { ...form2.headers, authorization: `Bearer ${ravi.token}` },
    })
    expect(limited.statusCode).toBe(429)
  })

  it('holds the daily limit for uploads at once, each of the same picture kept, none a false 415', async () => {
    const shopper = await signUpShopper(t, 'Dev')
    const picture = await png()
    const uploads = await Promise.all(
      Array.from({ length: 30 }, () => {
        const form = multipart('image', 'same.png', picture)
        return t.app.inject({
          method: 'POST',
          url: '/api/v1/returns/photos',
          payload: form.payload,
          headers: { ...form.headers, authorization: `Bearer ${shopper.token}` },
        })
      }),
    )
    const statuses = uploads.map((res) => res.statusCode).sort()
    expect(statuses).toEqual([...Array(20).fill(200), ...Array(10).fill(429)])
    const urls = new Set(uploads.filter((r) => r.statusCode === 200).map((r) => r.json().data.url))
    expect(urls.size).toBe(1)
    const rows = await t.db
      .selectFrom('return_photos')
      .select('url')
      .where('user_id', '=', Number(shopper.userId))
      .execute()
    expect(rows.map((row) => row.url)).toEqual(Array(20).fill([...urls][0]))
  })
})

describe('the admin moves a return', () => {
  it('approves, picks up, receives (stock back on sale), refunds and closes, mailing each step', async () => {
    const { order, line, product } = await deliveredOrder(asha)
    const photo = await uploadPhoto(asha)
    const ret = (
      await ask(asha, order._id, {
        items: [{ orderItemId: line._id, quantity: 1 }],
        reason: 'defective',
        photos: [photo],
        resolution: 'refund',
        refundTo: { accountName: 'Asha Rao', accountNumber: '123456789012', ifsc: 'sbin0001234' },
        condition: true,
      })
    ).json().data
    expect(ret.refundTo.label).toBe('Bank account XXXXXXXX9012 (SBIN0001234), Asha Rao')
    const stock = await stockOf(product.id, 'M')

    const noDate = await moveReturn(ret._id, { status: 'Approved' })
    expect(noDate.statusCode).toBe(400)
    expect(noDate.json().message).toContain('pickupDate is required')
    const skip = await moveReturn(ret._id, { status: 'Received', qc: 'passed' })
    expect(skip.statusCode).toBe(409)
    expect(skip.json().code).toBe('RETURN_STATUS_CONFLICT')
    expect(
      (
        await ravi.call('PUT', `/admin/returns/${ret._id}/status`, {
          status: 'Rejected',
          note: 'x',
        })
      ).statusCode,
    ).toBe(403)

    const pickupDate = istDay(Date.now() + 2 * 86_400_000)
    const approved = await moveReturn(ret._id, { status: 'Approved', pickupDate })
    expect(approved.json().data).toMatchObject({ status: 'Approved', pickupDate })
    expect(approved.json().data.expected.refundBy).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // The admin's toast and any refusal name statuses in words, never as 'PickedUp'.
    expect(approved.json().message).toBe('Return Approved')
    const pickedUp = await moveReturn(ret._id, { status: 'PickedUp' })
    expect(pickedUp.statusCode).toBe(200)
    expect(pickedUp.json().message).toBe('Return Picked up')
    const again = await moveReturn(ret._id, { status: 'Approved', pickupDate })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('A return that is Picked up cannot become Approved')
    const noQc = await moveReturn(ret._id, { status: 'Received' })
    expect(noQc.statusCode).toBe(400)
    expect((await moveReturn(ret._id, { status: 'Received', qc: 'passed' })).statusCode).toBe(200)
    expect(await stockOf(product.id, 'M')).toBe(stock + 1)
    const noRef = await moveReturn(ret._id, { status: 'Refunded' })
    expect(noRef.statusCode).toBe(400)
    expect(noRef.json().message).toContain('refundReference is required')
    const refunded = await moveReturn(ret._id, {
      status: 'Refunded',
      refundReference: 'NEFT-99881',
    })
    expect(refunded.json().data).toMatchObject({
      status: 'Refunded',
      refundReference: 'NEFT-99881',
    })
    expect((await moveReturn(ret._id, { status: 'Closed' })).statusCode).toBe(200)

    const seen = (await asha.call('GET', `/returns/${ret._id}`)).json().data
    expect(seen.history.map((h: { status: string }) => h.status)).toEqual([
      'Requested',
      'Approved',
      'PickedUp',
      'Received',
      'Refunded',
      'Closed',
    ])
    const subjects = (await mailsTo(t, asha.email))
      .map((m) => m.subject)
      .filter((s) => s.startsWith(`KapdaKart return for order ${order.orderId}`))
    expect(subjects.map((s) => s.split(': ')[1])).toEqual([
      'Requested',
      'Approved',
      'Picked up',
      'Received',
      'Refunded',
      'Closed',
    ])
    // Dates in the mail are written as on the pages: '28 Nov 2026', not '2026-11-28'.
    const approvedMail = (await mailsTo(t, asha.email)).find(
      (m) => m.subject === `KapdaKart return for order ${order.orderId}: Approved`,
    )
    expect(approvedMail?.text).toContain(`pick the item up on ${formatDay(pickupDate)};`)
    expect(formatDay(pickupDate)).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/)
    expect(approvedMail?.text).not.toContain(pickupDate)
    expect((await ravi.call('GET', `/returns/${ret._id}`)).statusCode).toBe(404)
  })

  it('exchanges M for L: L is reserved at once, a replacement order follows, M goes back on sale', async () => {
    const { order, line, product } = await deliveredOrder(ravi, { sizeStock: { M: 2, L: 2 } })
    const options = (await ravi.call('GET', `/orders/${order._id}/return-options`)).json().data
    expect(options.lines[0]).toMatchObject({ exchangeSizes: ['L'], quantity: 1, returnable: true })
    const refund = await ask(ravi, order._id, {
      items: [{ orderItemId: line._id, quantity: 1 }],
      reason: 'size_small',
      resolution: 'refund',
      refundTo: { upi: 'ravi@ybl' },
      condition: true,
    })
    expect(refund.json().code).toBe('RETURN_OUTCOME_NOT_ALLOWED')
    const res = await ask(ravi, order._id, {
      items: [{ orderItemId: line._id, quantity: 1 }],
      reason: 'size_small',
      resolution: 'exchange',
      exchangeSize: 'L',
      condition: true,
    })
    expect(res.statusCode).toBe(201)
    const ret = res.json().data
    expect(await stockOf(product.id, 'L')).toBe(1)
    await moveReturn(ret._id, {
      status: 'Approved',
      pickupDate: istDay(),
    })
    await moveReturn(ret._id, { status: 'PickedUp' })
    await moveReturn(ret._id, { status: 'Received', qc: 'passed' })
    expect(await stockOf(product.id, 'M')).toBe(2)
    const refunded = await moveReturn(ret._id, { status: 'Refunded', refundReference: 'X1' })
    expect(refunded.statusCode).toBe(409)
    const exchanged = (await moveReturn(ret._id, { status: 'Exchanged' })).json().data
    expect(exchanged.replacementOrderId).toBeTruthy()
    const replacement = (await ravi.call('GET', `/orders/${exchanged.replacementOrderId}`)).json()
      .data
    expect(replacement).toMatchObject({ status: 'Pending', totalPrice: 0, replacementFor: ret._id })
    expect(replacement.orderItems[0]).toMatchObject({ size: 'L', quantity: 1 })
    expect(await stockOf(product.id, 'L')).toBe(1)
    // Nothing to pay, for the shopper and the admin alike; the first order was Cash on Delivery.
    expect(replacement).toMatchObject({
      paymentMethod: 'Replacement (no charge)',
      payment: null,
      cashToCollect: 0,
      user: { paymentCOD: false },
    })
    const forAdmin = (await admin.call('GET', `/admin/orders/${replacement._id}`)).json().data
    expect(forAdmin.paymentMethod).toBe('Replacement (no charge)')
    const csv = await admin.call('GET', `/admin/orders/export.csv?q=${replacement.orderId}`)
    expect(csv.body).toContain('Replacement (no charge)')
    expect(csv.body).not.toContain('Cash on Delivery')
    // The shopper cannot cancel what a return sends; it stays as it was.
    const cancel = await ravi.call('POST', `/orders/${replacement._id}/cancel`)
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json()).toMatchObject({
      code: 'ORDER_STATUS_CONFLICT',
      message: expect.stringContaining('replacement order cannot be cancelled'),
    })
    expect((await ravi.call('GET', `/orders/${replacement._id}`)).json().data.status).toBe(
      'Pending',
    )
    // The replacement follows the normal flow.
    expect((await moveOrder(replacement._id, { status: 'Confirmed' })).statusCode).toBe(200)
  })

  it('releases an exchange’s reserved size on rejection and on a failed check, which closes the return', async () => {
    for (const outcome of ['rejected', 'failed'] as const) {
      const { order, line, product } = await deliveredOrder(ravi, { sizeStock: { M: 2, L: 1 } })
      const ret = (
        await ask(ravi, order._id, {
          items: [{ orderItemId: line._id, quantity: 1 }],
          reason: 'size_small',
          resolution: 'exchange',
          exchangeSize: 'L',
          condition: true,
        })
      ).json().data
      expect(await stockOf(product.id, 'L')).toBe(0)
      const mStock = await stockOf(product.id, 'M')
      if (outcome === 'rejected') {
        expect((await moveReturn(ret._id, { status: 'Rejected' })).statusCode).toBe(400)
        const rejected = await moveReturn(ret._id, {
          status: 'Rejected',
          note: 'Tags removed in photo',
        })
        expect(rejected.json().data.history.at(-1)).toMatchObject({
          status: 'Rejected',
          note: 'Tags removed in photo',
        })
      } else {
        await moveReturn(ret._id, {
          status: 'Approved',
          pickupDate: istDay(),
        })
        await moveReturn(ret._id, { status: 'PickedUp' })
        const failed = await moveReturn(ret._id, {
          status: 'Received',
          qc: 'failed',
          note: 'Item was washed',
        })
        expect(failed.json().data).toMatchObject({ status: 'Closed', qc: 'failed' })
        expect(
          failed
            .json()
            .data.history.slice(-2)
            .map((h: { status: string }) => h.status),
        ).toEqual(['Received', 'Closed'])
      }
      expect(await stockOf(product.id, 'L')).toBe(1)
      expect(await stockOf(product.id, 'M')).toBe(mStock)
    }
  })

  it('lists the queue with filters and shows the return rate and top reasons', async () => {
    const all = (await admin.call('GET', '/admin/returns?limit=100')).json()
    expect(all.totalCount).toBeGreaterThan(3)
    const requested = (await admin.call('GET', '/admin/returns?status=Requested')).json().data
    expect(requested.every((r: { status: string }) => r.status === 'Requested')).toBe(true)
    const first = all.data[0]
    const byNumber = (await admin.call('GET', `/admin/returns?q=${first.orderNumber}`)).json().data
    expect(byNumber.map((r: { _id: string }) => r._id)).toContain(first._id)
    // The last six characters find it too, as an admin reads them off a parcel or hears them.
    const tail = first.orderNumber.slice(-6)
    for (const q of [tail, tail.toLowerCase()]) {
      const byTail = (await admin.call('GET', `/admin/returns?q=${q}`)).json().data
      expect(byTail.map((r: { _id: string }) => r._id)).toContain(first._id)
      expect(byTail.every((r: { orderNumber: string }) => r.orderNumber.endsWith(tail))).toBe(true)
    }
    expect((await admin.call('GET', '/admin/returns?q=ZZZZZZ')).json().data).toEqual([])
    const byPhone = (await admin.call('GET', `/admin/returns?q=${ravi.phone}`)).json().data
    expect(byPhone.length).toBeGreaterThan(0)
    expect(
      byPhone.every((r: { customer: { mobile: string } }) => r.customer.mobile === ravi.phone),
    ).toBe(true)
    expect((await admin.call('GET', '/admin/returns?from=2026-13-01')).statusCode).toBe(400)
    expect((await asha.call('GET', '/admin/returns')).statusCode).toBe(403)

    const old = all.data.find((r: { status: string }) => r.status === 'Requested')
    await t.db
      .updateTable('returns')
      .set({ created_at: new Date(Date.now() - 10 * 86_400_000).toISOString() })
      .where('id', '=', Number(old._id))
      .execute()
    const overdue = (await admin.call('GET', `/admin/returns/${old._id}`)).json().data
    expect(overdue.overdue).toBe(true)

    const overview = (await admin.call('GET', '/admin/returns/overview')).json().data
    expect(overview.delivered).toBeGreaterThan(0)
    expect(overview.requested).toBeGreaterThan(0)
    expect(overview.returnedUnits).toBeLessThanOrEqual(overview.deliveredUnits)
    expect(overview.returnRate).toBeCloseTo(
      (overview.returnedUnits / overview.deliveredUnits) * 100,
      0,
    )
    expect(overview.topReasons[0].count).toBeGreaterThanOrEqual(overview.topReasons.at(-1).count)
  })
})

describe('store credit', () => {
  it('is earned by a refunded return and spent exactly once at checkout, the rest in cash', async () => {
    const shopper = await signUpShopper(t, 'Meera')
    addressOf.set(
      shopper.userId,
      (await shopper.call('POST', '/addresss', address)).json().data._id,
    )
    const { order, line } = await deliveredOrder(shopper, { sizeStock: { M: 3 } })
    const ret = (
      await ask(shopper, order._id, {
        items: [{ orderItemId: line._id, quantity: 1 }],
        reason: 'size_large',
        resolution: 'store_credit',
        condition: true,
      })
    ).json().data
    for (const step of [
      { status: 'Approved', pickupDate: istDay() },
      { status: 'PickedUp' },
      { status: 'Received', qc: 'passed' },
    ]) {
      expect((await moveReturn(ret._id, step)).statusCode).toBe(200)
    }
    // Twenty admins press Refunded at once: one refund, and every other a plain 409.
    const refunds = await Promise.all(
      Array.from({ length: 20 }, () => moveReturn(ret._id, { status: 'Refunded' })),
    )
    expect(refunds.map((res) => res.statusCode).sort()).toEqual([200, ...Array(19).fill(409)])
    expect(refunds.filter((res) => res.statusCode === 409)[0]?.json().code).toBe(
      'RETURN_STATUS_CONFLICT',
    )
    const credit = (await shopper.call('GET', '/store-credit')).json().data
    expect(credit.balance).toBe(1000)
    expect(credit.ledger).toHaveLength(1)
    expect(credit.ledger[0]).toMatchObject({ kind: 'refund', amount: 1000, returnId: ret._id })
    // Refunding again later is refused too.
    expect((await moveReturn(ret._id, { status: 'Refunded' })).statusCode).toBe(409)

    // ₹1,000 of credit on a ₹1,500 order: ₹500 collected in cash. Two tabs at once spend it once.
    const product = await createProduct(t.db, { sizeStock: { M: 10 }, pricePaise: 150_000 })
    const place = () =>
      shopper.call('POST', '/orders/NewOrder', {
        orderItems: [{ _id: String(product.id), quantity: 1, size: 'M' }],
        addressid: addressOf.get(shopper.userId),
        paymentMethod: 'Cash on Delivery',
        paymentby: 'Cash on Delivery',
        useStoreCredit: true,
      })
    const placed = await Promise.all([place(), place()])
    const orders = placed.filter((r) => r.statusCode === 201).map((r) => r.json().data as Order)
    const used = orders.map((o) => o.paidByStoreCredit).sort()
    expect(used.reduce((a, b) => a + b, 0)).toBe(1000)
    const paid = orders.find((o) => o.paidByStoreCredit === 1000)
    expect(paid).toMatchObject({ totalPrice: 1500, paidByStoreCredit: 1000, cashToCollect: 500 })
    const after = (await shopper.call('GET', '/store-credit')).json().data
    expect(after.balance).toBe(0)
    expect(after.ledger.filter((e: { kind: string }) => e.kind === 'spent')).toHaveLength(1)

    // A cancelled order gives its credit back.
    const cancel = await shopper.call('POST', `/orders/${paid?._id}/cancel`)
    expect(cancel.statusCode).toBe(200)
    const restored = (await shopper.call('GET', '/store-credit')).json().data
    expect(restored.balance).toBe(1000)
    expect(restored.ledger[0]).toMatchObject({ kind: 'restored', amount: 1000 })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/store-credit' })).statusCode).toBe(
      401,
    )
  })

  it('refunds the credit share of an order part-paid by credit back as credit, the rest in cash', async () => {
    const { shopper, order } = await deliveredCreditOrder('Kiran', 50_000, 100_000, 2)
    expect(order).toMatchObject({ totalPrice: 2000, paidByStoreCredit: 500, cashToCollect: 1500 })
    const photo = await uploadPhoto(shopper)
    const ret = (
      await ask(shopper, order._id, {
        items: [{ orderItemId: order.orderItems[0]?._id, quantity: 1 }],
        reason: 'wrong_item',
        photos: [photo],
        resolution: 'refund',
        refundTo: { upi: 'kiran@paytm' },
        condition: true,
      })
    ).json().data
    for (const step of [
      { status: 'Approved', pickupDate: istDay() },
      { status: 'PickedUp' },
      { status: 'Received', qc: 'passed' },
      { status: 'Refunded', refundReference: 'UPI-1234' },
    ]) {
      expect((await moveReturn(ret._id, step)).statusCode).toBe(200)
    }
    const credit = (await shopper.call('GET', '/store-credit')).json().data
    expect(credit.balance).toBe(250)
  })

  it('gives back exactly the credit and the cash paid when 3 × ₹333 come back one at a time', async () => {
    const { shopper, order } = await deliveredCreditOrder('Tara', 40_000, 33_300, 3)
    expect(order).toMatchObject({ totalPrice: 999, paidByStoreCredit: 400, cashToCollect: 599 })

    const ids: string[] = []
    for (let unit = 1; unit <= 3; unit++) {
      const asked = await ask(shopper, order._id, {
        items: [{ orderItemId: order.orderItems[0]?._id, quantity: 1 }],
        reason: 'wrong_item',
        photos: [await uploadPhoto(shopper)],
        resolution: 'refund',
        refundTo: { upi: 'tara@okicici' },
        condition: true,
      })
      expect(asked.statusCode, asked.body).toBe(201)
      ids.push(asked.json().data._id)
      // The admin sees what to transfer before marking it refunded.
      const shown = (await admin.call('GET', `/admin/returns/${asked.json().data._id}`)).json()
      expect(shown.data.refundSplit).toEqual(
        unit === 2 ? { credit: 133.34, cash: 199.66 } : { credit: 133.33, cash: 199.67 },
      )
      for (const step of [
        { status: 'Approved', pickupDate: istDay() },
        { status: 'PickedUp' },
        { status: 'Received', qc: 'passed' },
        { status: 'Refunded', refundReference: `UPI-${unit}` },
      ]) {
        expect((await moveReturn(asked.json().data._id, step)).statusCode).toBe(200)
      }
    }
    const splits = await Promise.all(
      ids.map(
        async (id) => (await admin.call('GET', `/admin/returns/${id}`)).json().data.refundSplit,
      ),
    )
    expect(splits.map((split) => split.cash)).toEqual([199.67, 199.66, 199.67])
    const credit = (await shopper.call('GET', '/store-credit')).json().data
    expect(credit.balance).toBe(400)
    const refunds = credit.ledger
      .filter((entry: { kind: string }) => entry.kind === 'refund')
      .map((entry: { amount: number }) => entry.amount)
    expect(refunds.sort()).toEqual([133.33, 133.33, 133.34])
    // What went back in cash: ₹999 returned less ₹400 of credit is the ₹599 collected.
    expect(Math.round(999 * 100 - refunds.reduce((a: number, b: number) => a + b * 100, 0))).toBe(
      59_900,
    )
  })
})

describe('returns after a coupon', () => {
  it('refunds what each unit paid after its share of the discount, never clawing it back', async () => {
    const coupon = await admin.call('POST', '/admin/coupons', {
      code: 'RETURN100',
      kind: 'flat',
      value: 100,
      minBag: 999,
      active: true,
    })
    expect(coupon.statusCode, coupon.body).toBe(200)
    const { shopper, order } = await deliveredCreditOrder('Meera', 40_000, 33_300, 3, 'RETURN100')
    expect(order).toMatchObject({ totalPrice: 899, paidByStoreCredit: 400, cashToCollect: 499 })
    const amounts: number[] = []
    for (let unit = 1; unit <= 3; unit++) {
      const asked = await ask(shopper, order._id, {
        items: [{ orderItemId: order.orderItems[0]?._id, quantity: 1 }],
        reason: 'wrong_item',
        photos: [await uploadPhoto(shopper)],
        resolution: 'refund',
        refundTo: { upi: 'meera@okicici' },
        condition: true,
      })
      expect(asked.statusCode, asked.body).toBe(201)
      // Two units left are worth ₹666, below the coupon's ₹999: the rest still pay after it.
      amounts.push(asked.json().data.amount)
      for (const step of [
        { status: 'Approved', pickupDate: istDay() },
        { status: 'PickedUp' },
        { status: 'Received', qc: 'passed' },
        { status: 'Refunded', refundReference: `UPI-C${unit}` },
      ]) {
        expect((await moveReturn(asked.json().data._id, step)).statusCode).toBe(200)
      }
    }
    // ₹100 off 3 units: 33.33, 33.34 and 33.33 of it come back with them.
    expect(amounts).toEqual([299.67, 299.66, 299.67])
    const credit = (await shopper.call('GET', '/store-credit')).json().data
    expect(credit.balance).toBe(400)
  })
})

describe('the NUL character', () => {
  it('is refused with a 400 in a return comment and in admin searches, changing nothing', async () => {
    const { order, line } = await deliveredOrder(asha)
    const before = await returnCount()
    const res = await ask(asha, order._id, {
      items: [{ orderItemId: line._id, quantity: 1 }],
      reason: 'damaged',
      comment: 'Torn\u0000 at the seam',
      photos: [await uploadPhoto(asha)],
      resolution: 'refund',
      refundTo: upi,
      condition: true,
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/NUL/),
    })
    expect(await returnCount()).toBe(before)

    for (const url of [
      '/admin/orders?q=a%00b',
      '/admin/returns?q=%00',
      '/admin/orders/export.csv?q=x%00',
      `/admin/orders/${order._id}%00`,
    ]) {
      const refused = await admin.call('GET', url)
      expect(refused.statusCode, url).toBe(400)
      expect(refused.json().code, url).toBe('VALIDATION_FAILED')
    }
  })
})
