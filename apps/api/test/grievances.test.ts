import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GRIEVANCE_LIMITS } from '@store/contract'
import { address, createProduct } from './factories.js'
import { createTestApp, mailsTo, multipart, type TestApp } from './helpers.js'
import { type Admin, type Shopper, logIn, signInAdmin, signUpShopper } from './sign-in.js'

// Grievances (decision 077): raised by a shopper about her own order or return, acknowledged by
// a person within 48 hours and resolved within a month, with the ages, the overdue filter and the
// monthly report counted on the faked clock.

let t: TestApp
let admin: Admin
let asha: Shopper
let ravi: Shopper

beforeAll(async () => {
  t = await createTestApp()
  admin = await signInAdmin(t)
  asha = await signUpShopper(t, 'Asha Rao')
  ravi = await signUpShopper(t, 'Ravi')
})
afterAll(async () => {
  vi.useRealTimers()
  await t.close()
})

type Order = { _id: string; orderId: string; orderItems: Array<{ _id: string }> }

async function placeOrder(who: Shopper) {
  const addressId = (await who.call('POST', '/addresss', address)).json().data._id as string
  const product = await createProduct(t.db, { sizeStock: { M: 5 }, pricePaise: 100_000 })
  const res = await who.call('POST', '/orders/NewOrder', {
    orderItems: [{ _id: String(product.id), quantity: 1, size: 'M' }],
    addressid: addressId,
    paymentMethod: 'Cash on Delivery',
    paymentby: 'Cash on Delivery',
  })
  expect(res.statusCode).toBe(201)
  return res.json().data as Order
}

async function returnOf(who: Shopper) {
  const order = await placeOrder(who)
  const move = (body: object) => admin.call('PUT', `/admin/orders/${order._id}/status`, body)
  await move({ status: 'Confirmed' })
  await move({ status: 'Shipped', courierName: 'Delhivery', trackingUrl: 'https://t.in/1' })
  expect((await move({ status: 'Delivered' })).statusCode).toBe(200)
  const res = await who.call('POST', `/orders/${order._id}/returns`, {
    items: [{ orderItemId: order.orderItems[0]?._id, quantity: 1 }],
    reason: 'size_small',
    resolution: 'store_credit',
    condition: true,
  })
  expect(res.statusCode).toBe(201)
  return { order, returnId: res.json().data._id as string }
}

// Images are kept by their content: each upload is a picture of its own.
let size = 20
const png = () =>
  sharp({ create: { width: ++size, height: 30, channels: 3, background: '#3355aa' } })
    .png()
    .toBuffer()

async function uploadPhoto(who: Shopper, url = '/api/v1/grievances/photos') {
  const form = multipart('image', 'parcel.png', await png())
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${who.token}` },
  })
}

const stored = async () => ({
  grievances: await t.db.selectFrom('grievances').selectAll().execute(),
  messages: await t.db.selectFrom('grievance_messages').selectAll().execute(),
})
const raise = (who: Shopper | Admin, body: object) => who.call('POST', '/grievances', body)
const act = (ticket: string, body: object) => admin.call('PUT', `/admin/grievances/${ticket}`, body)

describe('raising a grievance', () => {
  it('answers a ticket number, keeps the order and photo, and mails the acknowledgement with the grievance officer at once', async () => {
    const saved = await admin.call('PUT', '/admin/seller-contacts', {
      careEmail: 'care@shop.example.in',
      carePhone: '08047192000',
      careHours: 'Mon-Sat, 10 AM-6 PM',
      grievanceOfficer: {
        name: 'Meera Iyer',
        designation: 'Grievance Officer',
        phone: '08047192010',
        email: 'grievance@shop.example.in',
      },
    })
    expect(saved.statusCode).toBe(200)
    const order = await placeOrder(asha)
    const photo = (await uploadPhoto(asha)).json().data.url as string
    const res = await raise(asha, {
      type: 'order_delivery',
      text: 'The parcel arrived open.\nThe box was torn.',
      orderId: order._id,
      photos: [photo],
    })
    expect(res.statusCode).toBe(201)
    const { ticket } = res.json().data as { ticket: string }
    expect(ticket).toMatch(/^GRV-20[0-9]{2}-[0-9]{6}$/)

    const mine = (await asha.call('GET', `/grievances/${ticket}`)).json().data
    expect(mine).toMatchObject({
      ticket,
      type: 'order_delivery',
      status: 'open',
      text: 'The parcel arrived open.\nThe box was torn.',
      orderId: order._id,
      orderNumber: order.orderId,
      returnId: null,
      photos: [photo],
      messages: [],
    })
    expect(Date.parse(mine.acknowledgeBy) - Date.parse(mine.createdAt)).toBe(48 * 3_600_000)
    expect(
      (await asha.call('GET', '/grievances')).json().data.map((g: { ticket: string }) => g.ticket),
    ).toContain(ticket)

    const mail = (await mailsTo(t, asha.email)).find((m) => m.subject.includes(ticket))
    expect(mail?.subject).toBe(`We received your grievance ${ticket}`)
    expect(mail?.text).toContain(
      'Meera Iyer, Grievance Officer, 08047192010, grievance@shop.example.in',
    )
    expect(mail?.text).toContain(`/dashboard/mygrievances/${ticket}`)
  })

  it('takes a return of the caller, with its order, and a grievance about nothing in particular', async () => {
    const { order, returnId } = await returnOf(ravi)
    const res = await raise(ravi, { type: 'return_refund', text: 'No pickup yet', returnId })
    expect(res.statusCode).toBe(201)
    const got = (await ravi.call('GET', `/grievances/${res.json().data.ticket}`)).json().data
    expect(got).toMatchObject({ returnId, orderId: order._id, orderNumber: order.orderId })
    const plain = await raise(ravi, { type: 'account_data', text: 'Please correct my name' })
    expect(plain.statusCode).toBe(201)
  })

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const before = await stored()
    const ashaOrder = await placeOrder(asha)
    const { returnId: ravisReturn } = await returnOf(ravi)
    const ravisPhoto = (await uploadPhoto(ravi)).json().data.url as string
    const returnPhoto = (await uploadPhoto(asha, '/api/v1/returns/photos')).json().data
      .url as string
    const own = (await uploadPhoto(asha)).json().data.url as string
    const long = 'x'.repeat(GRIEVANCE_LIMITS.textMax + 1)
    const cases: Array<[object, number, string]> = [
      [{ type: 'rude_staff', text: 'Bad' }, 400, 'type must be one of'],
      [{ text: 'No type' }, 400, 'type must be one of'],
      [{ type: 'other', text: '' }, 400, 'text is required'],
      [{ type: 'other', text: '   ' }, 400, 'text is required'],
      [{ type: 'other' }, 400, 'text is required'],
      [{ type: 'other', text: long }, 400, 'text must be at most 2000 characters'],
      [{ type: 'other', text: 'bell \u0007' }, 400, 'text must be plain text'],
      [{ type: 'other', text: 'Hi', orderId: 'abc' }, 400, 'must be a numeric id'],
      [{ type: 'other', text: 'Hi', extra: 1 }, 400, 'extra'],
      [{ type: 'other', text: 'Not mine', returnId: ravisReturn }, 404, 'Return not found'],
      [{ type: 'other', text: 'Nobody', orderId: '987654' }, 404, 'No order data found.'],
      [
        { type: 'other', text: 'Foreign photo', photos: [ravisPhoto] },
        400,
        'photos must be photos you uploaded for a grievance',
      ],
      [
        { type: 'other', text: 'Return photo', photos: [returnPhoto] },
        400,
        'photos must be photos you uploaded for a grievance',
      ],
      [
        { type: 'other', text: 'Any URL', photos: ['https://evil.example/x.png'] },
        400,
        'photos must be',
      ],
      [
        { type: 'other', text: 'Too many', photos: [own, own, own, own] },
        400,
        'photos must be at most 3',
      ],
    ]
    const { order: ravisOrder } = await returnOf(ravi)
    cases.push([
      { type: 'other', text: 'Not mine', orderId: ravisOrder._id },
      404,
      'No order data found.',
    ])
    cases.push([
      { type: 'other', text: 'Mixed', orderId: ashaOrder._id, returnId: ravisReturn },
      404,
      'Return not found',
    ])
    for (const [body, status, message] of cases) {
      const res = await raise(asha, body)
      expect([res.statusCode, body]).toEqual([status, body])
      expect(res.json().message).toContain(message)
    }
    const ravisOwnOrderReturn = await returnOf(ravi)
    const mismatch = await raise(ravi, {
      type: 'other',
      text: 'Mismatch',
      orderId: ravisOrder._id,
      returnId: ravisOwnOrderReturn.returnId,
    })
    expect(mismatch.statusCode).toBe(400)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/grievances',
          payload: { type: 'other', text: 'x' },
        })
      ).statusCode,
    ).toBe(401)
    expect(await stored()).toEqual(before)
  })

  it('keeps photo uploads to 20 a day per shopper and refuses what is not an image', async () => {
    const shopper = await signUpShopper(t, 'Uploader')
    const form = multipart('image', 'note.txt', Buffer.from('not an image'), 'text/plain')
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/grievances/photos',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${shopper.token}` },
    })
    expect(bad.statusCode).toBe(415)
    for (let i = 0; i < GRIEVANCE_LIMITS.photoUploadsPerDay; i += 1) {
      expect((await uploadPhoto(shopper)).statusCode).toBe(200)
    }
    const over = await uploadPhoto(shopper)
    expect([over.statusCode, over.json().code]).toEqual([429, 'TOO_MANY_REQUESTS'])
  })
})

describe('handling a grievance', () => {
  it('acknowledges, replies and resolves, each mailed; the shopper sees the thread and replies', async () => {
    const shopper = await signUpShopper(t, 'Kavya')
    const { ticket } = (
      await raise(shopper, { type: 'product_quality', text: 'Colour ran' })
    ).json().data
    const ack = await act(ticket, { action: 'acknowledge' })
    expect(ack.statusCode).toBe(200)
    expect(ack.json().data).toMatchObject({ status: 'acknowledged', customer: { name: 'Kavya' } })

    const reply = await act(ticket, { action: 'reply', text: 'Sorry! Could you send a photo?' })
    expect(reply.json().data.messages).toEqual([
      expect.objectContaining({ from: 'store', text: 'Sorry! Could you send a photo?' }),
    ])
    const back = await shopper.call('POST', `/grievances/${ticket}/replies`, {
      text: 'It ran in the first wash.',
    })
    expect(back.statusCode).toBe(200)
    expect(back.json().data.messages.map((m: { from: string }) => m.from)).toEqual([
      'store',
      'shopper',
    ])

    const resolved = await act(ticket, {
      action: 'resolve',
      resolution: 'Refunded ₹999 to store credit.',
    })
    expect(resolved.json().data).toMatchObject({
      status: 'resolved',
      resolution: 'Refunded ₹999 to store credit.',
    })
    const seen = (await shopper.call('GET', `/grievances/${ticket}`)).json().data
    expect(seen).toMatchObject({ status: 'resolved', resolution: 'Refunded ₹999 to store credit.' })

    const subjects = (await mailsTo(t, shopper.email)).map((m) => m.subject)
    expect(subjects).toEqual([
      `We received your grievance ${ticket}`,
      `Reply to your grievance ${ticket}`,
      `Your grievance ${ticket} is resolved`,
    ])
    const mails = await mailsTo(t, shopper.email)
    expect(mails[1]?.text).toContain('Sorry! Could you send a photo?')
    expect(mails[2]?.text).toContain('National Consumer Helpline (1915)')
  })

  it('refuses moves its status does not allow, and other people, with nothing stored', async () => {
    const { ticket } = (await raise(asha, { type: 'payment', text: 'Charged twice' })).json().data
    expect(
      (await act(ticket, { action: 'reply', text: 'Looking into it' })).json().data.status,
    ).toBe('acknowledged')
    await act(ticket, { action: 'resolve', resolution: 'One charge was refunded.' })
    const before = await stored()
    const refused: Array<
      [Promise<{ statusCode: number; json: () => { code: string } }>, number, string]
    > = [
      [act(ticket, { action: 'acknowledge' }), 409, 'GRIEVANCE_STATUS_CONFLICT'],
      [act(ticket, { action: 'reply', text: 'More' }), 409, 'GRIEVANCE_STATUS_CONFLICT'],
      [act(ticket, { action: 'resolve', resolution: 'Again' }), 409, 'GRIEVANCE_STATUS_CONFLICT'],
      [
        asha.call('POST', `/grievances/${ticket}/replies`, { text: 'Thanks' }),
        409,
        'GRIEVANCE_STATUS_CONFLICT',
      ],
      [act(ticket, { action: 'close' }), 400, 'VALIDATION_FAILED'],
      [act(ticket, { action: 'resolve' }), 400, 'VALIDATION_FAILED'],
      [act(ticket, { action: 'resolve', resolution: ' ' }), 400, 'VALIDATION_FAILED'],
      [act('GRV-2026-999999', { action: 'acknowledge' }), 404, 'NOT_FOUND'],
      [act('not-a-ticket', { action: 'acknowledge' }), 400, 'VALIDATION_FAILED'],
      [
        asha.call('PUT', `/admin/grievances/${ticket}`, { action: 'acknowledge' }),
        403,
        'FORBIDDEN',
      ],
      [asha.call('GET', '/admin/grievances'), 403, 'FORBIDDEN'],
      [asha.call('GET', `/admin/grievances/${ticket}`), 403, 'FORBIDDEN'],
      [asha.call('GET', '/admin/grievances/report?month=2026-11'), 403, 'FORBIDDEN'],
      [ravi.call('GET', `/grievances/${ticket}`), 404, 'NOT_FOUND'],
      [ravi.call('POST', `/grievances/${ticket}/replies`, { text: 'Me too' }), 404, 'NOT_FOUND'],
      [admin.call('GET', '/admin/grievances?status=closed'), 400, 'VALIDATION_FAILED'],
      [admin.call('GET', '/admin/grievances?overdue=yes'), 400, 'VALIDATION_FAILED'],
      [admin.call('GET', '/admin/grievances/report?month=2026-13'), 400, 'VALIDATION_FAILED'],
    ]
    for (const [call, status, code] of refused) {
      const res = await call
      expect([res.statusCode, res.json().code]).toEqual([status, code])
    }
    expect(await stored()).toEqual(before)
  })
})

describe('ages, the overdue queue and the monthly report on the clock', () => {
  const HOUR = 3_600_000
  const MINUTE = 60_000
  // 10:00 IST on 10 January 2027.
  const start = Date.parse('2027-01-10T04:30:00.000Z')

  /** Moves the clock, and signs both sides in again so their tokens are of that time. */
  async function at(instant: number) {
    vi.useFakeTimers({
      now: instant,
      toFake: ['Date'],
      shouldAdvanceTime: true,
      advanceTimeDelta: 5,
    })
    return {
      shopper: await logIn(t, shopperAccount),
      desk: await logIn(t, { phone: '9911111111', password: 'owner password' }),
    }
  }
  let shopperAccount: { phone: string; password: string }

  it('marks tickets past 48 hours unacknowledged or a month unresolved, and counts a month in India', async () => {
    shopperAccount = await signUpShopper(t, 'Clock')
    let { shopper, desk } = await at(start)
    const ticketOf = async (type: string) =>
      (await shopper.call('POST', '/grievances', { type, text: 'On the clock' })).json().data
        .ticket as string
    const first = await ticketOf('order_delivery')
    const second = await ticketOf('order_delivery')
    const third = await ticketOf('payment')
    const view = async (ticket: string) =>
      (await desk.call('GET', `/admin/grievances/${ticket}`)).json().data
    const overdue = async () =>
      (await desk.call('GET', '/admin/grievances?overdue=true&limit=100'))
        .json()
        .data.map((g: { ticket: string }) => g.ticket)

    ;({ shopper, desk } = await at(start + 47 * HOUR + MINUTE))
    expect(
      (await desk.call('PUT', `/admin/grievances/${first}`, { action: 'acknowledge' })).statusCode,
    ).toBe(200)
    expect(await view(second)).toMatchObject({
      ageHours: 47,
      acknowledgeOverdue: false,
      resolveOverdue: false,
    })
    expect(await overdue()).not.toContain(second)

    ;({ shopper, desk } = await at(start + 49 * HOUR + MINUTE))
    expect(await view(second)).toMatchObject({
      ageHours: 49,
      acknowledgeOverdue: true,
      resolveOverdue: false,
    })
    expect(await view(first)).toMatchObject({ acknowledgeOverdue: false })
    const late = await overdue()
    expect(late).toEqual(expect.arrayContaining([second, third]))
    expect(late).not.toContain(first)
    const open = (await desk.call('GET', '/admin/grievances?status=open&limit=100')).json().data
    expect(open.map((g: { ticket: string }) => g.ticket)).toEqual(
      expect.arrayContaining([second, third]),
    )

    ;({ shopper, desk } = await at(start + 50 * HOUR))
    await desk.call('PUT', `/admin/grievances/${second}`, {
      action: 'resolve',
      resolution: 'Redelivered.',
    })

    // 10:00 IST on 10 February: one month after receipt, plus an hour.
    ;({ shopper, desk } = await at(Date.parse('2027-02-10T05:30:00.000Z')))
    expect(await view(first)).toMatchObject({ acknowledgeOverdue: false, resolveOverdue: true })
    expect(await view(third)).toMatchObject({ acknowledgeOverdue: true, resolveOverdue: true })
    expect(await view(second)).toMatchObject({ resolveOverdue: false })
    expect(await overdue()).toEqual(expect.arrayContaining([first, third]))
    expect(await overdue()).not.toContain(second)

    // 00:10 IST on 1 February is still 31 January in UTC: February's.
    ;({ shopper, desk } = await at(Date.parse('2027-01-31T18:40:00.000Z')))
    const february = await ticketOf('other')
    expect(february).toMatch(/^GRV-2027-/)

    ;({ shopper, desk } = await at(Date.parse('2027-02-12T05:30:00.000Z')))
    const january = (await desk.call('GET', '/admin/grievances/report?month=2027-01')).json().data
    expect(january).toMatchObject({
      month: '2027-01',
      received: 3,
      acknowledgedInTime: 1,
      resolvedInTime: 1,
      pending: 2,
    })
    expect(january.byType.find((r: { type: string }) => r.type === 'order_delivery')).toEqual({
      type: 'order_delivery',
      received: 2,
      acknowledgedInTime: 1,
      resolvedInTime: 1,
      pending: 1,
    })
    expect(january.byType.find((r: { type: string }) => r.type === 'payment')).toMatchObject({
      received: 1,
      pending: 1,
    })
    const feb = (await desk.call('GET', '/admin/grievances/report?month=2027-02')).json().data
    expect(feb).toMatchObject({ received: 1, pending: 1 })
    expect(feb.byType.find((r: { type: string }) => r.type === 'other').received).toBe(1)
  })
})
