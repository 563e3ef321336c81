import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { istDay } from '@store/contract'
import { checkoutSignature, hmacHex } from '../src/modules/payments/signatures.js'
import { address, createProduct } from './factories.js'
import { FAKE_KEYS, type FakeRazorpay, razorpayEnv, startFakeRazorpay } from './fake-razorpay.js'
import { createTestApp, mailsTo, multipart, type TestApp } from './helpers.js'
import { type Admin, type Shopper, signInAdmin, signUpShopper } from './sign-in.js'

// Online payment against a Razorpay on loopback (fake-razorpay.ts): checkout, the browser's
// proof, webhooks in any order and any number, expiry, reconciliation and refunds.

let fake: FakeRazorpay
let t: TestApp
let admin: Admin
let asha: Shopper
const addressOf = new Map<string, string>()

beforeAll(async () => {
  fake = await startFakeRazorpay()
  t = await createTestApp({
    env: {
      ...razorpayEnv(fake.url),
      PAYMENT_SWEEP_SECONDS: '0.1',
      PAYMENT_CHECK_AFTER_SECONDS: '3600',
      REFUND_RETRY_SECONDS: '0.1',
      REFUND_MAX_ATTEMPTS: '3',
    },
  })
  fake.deliverTo((body, headers) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/webhook',
      headers,
      payload: body,
    }),
  )
  admin = await signInAdmin(t)
  asha = await shopper('Asha Rao')
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

async function shopper(name: string) {
  const who = await signUpShopper(t, name)
  addressOf.set(who.userId, (await who.call('POST', '/addresss', address)).json().data._id)
  return who
}

type Answer = {
  orderId: string
  orderNumber: string
  razorpayOrderId: string
  amount: number
  currency: string
  keyId: string
}

const body = (who: Shopper, productId: number, quantity = 1, extra: object = {}) => ({
  orderItems: [{ _id: String(productId), quantity, size: 'M' }],
  addressid: addressOf.get(who.userId),
  paymentMethod: 'Online Payment',
  paymentby: 'Online Payment',
  ...extra,
})

/** A product of ₹1,000 with 5 in M, in the shopper's cart, checked out online. */
async function checkout(who: Shopper = asha, quantity = 1) {
  const product = await createProduct(t.db, { sizeStock: { M: 5 }, pricePaise: 100_000 })
  await who.call('POST', '/cart/create', { productId: String(product.id), size: 'M' })
  const res = await who.call('POST', '/order/checkout', body(who, product.id, quantity))
  expect(res.statusCode, res.body).toBe(201)
  return { answer: res.json<Answer>(), product }
}

const paymentOf = (orderId: string) =>
  t.db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', Number(orderId))
    .executeTakeFirstOrThrow()
const orderOf = async (who: Shopper, orderId: string) =>
  (await who.call('GET', `/orders/${orderId}`)).json().data
const stockOf = async (productId: number) =>
  (
    await t.db
      .selectFrom('product_variants')
      .select('stock')
      .where('product_id', '=', productId)
      .where('size', '=', 'M')
      .executeTakeFirstOrThrow()
  ).stock
const cartHolds = async (who: Shopper, productId: number) =>
  ((await who.call('GET', '/cart/get')).json().data as Array<{ productId: { _id: string } }>).some(
    (line) => line.productId._id === String(productId),
  )

const verify = (who: Shopper, proof: object) => who.call('POST', '/payments/verify', proof)

/** The shopper pays at the gateway; answers the payment and Checkout's proof. */
async function payAt(
  razorpayOrderId: string,
  outcome: Parameters<FakeRazorpay['gateway']['attempt']>[1] = { status: 'captured' },
) {
  const result = await fake.gateway.attempt(razorpayOrderId, outcome)
  if (!result) throw new Error('no such Razorpay order')
  return {
    payment: result.payment,
    order: result.order,
    proof: {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: result.payment.id,
      razorpay_signature: result.signature,
    },
  }
}

let eventNumber = 0
/** Delivers a signed webhook event, as Razorpay does. */
function webhook(
  event: string,
  entities: Record<string, object>,
  { eventId = `evt_${++eventNumber}`, createdAt = Math.floor(Date.now() / 1000) } = {},
) {
  const payload = Object.fromEntries(
    Object.entries(entities).map(([name, entity]) => [name, { entity }]),
  )
  const { body: raw, signature } = fake.signed({
    entity: 'event',
    event,
    contains: Object.keys(entities),
    payload,
    created_at: createdAt,
  })
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  })
}

const historyOf = (orderId: string) =>
  t.db
    .selectFrom('order_status_history')
    .select('status')
    .where('order_id', '=', Number(orderId))
    .execute()

describe('checkout', () => {
  it('tells the browser how to pay, and never the secrets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' })
    expect(res.json().data).toEqual({ mode: 'razorpay', keyId: FAKE_KEYS.keyId })
    expect(res.body).not.toContain(FAKE_KEYS.keySecret)
    expect(res.body).not.toContain(FAKE_KEYS.webhookSecret)
    // With real keys, pages may load Razorpay Checkout.
    const page = await t.app.inject({ method: 'GET', url: '/checkout' })
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' https://checkout.razorpay.com",
    )
  })

  it('places a Pending order awaiting payment and opens a Razorpay order for the store’s amount', async () => {
    const { answer, product } = await checkout(asha, 2)
    expect(answer).toMatchObject({
      amount: 200_000,
      currency: 'INR',
      keyId: FAKE_KEYS.keyId,
      testPageUrl: null,
      prefill: { name: 'Asha Rao', email: asha.email, contact: `+91${asha.phone}` },
    })
    const rzp = await fake.gateway.order(answer.razorpayOrderId)
    expect(rzp).toMatchObject({ amount: 200_000, currency: 'INR', receipt: answer.orderNumber })
    expect(await stockOf(product.id)).toBe(3)
    const order = await orderOf(asha, answer.orderId)
    expect(order).toMatchObject({ status: 'Pending', paymentMethod: 'Online Payment' })
    expect(order.payment).toMatchObject({ status: 'awaiting', amount: 2000, paymentId: null })
    // The cart and the confirmation wait for the payment.
    expect(await cartHolds(asha, product.id)).toBe(true)
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', 'like', `%${answer.orderNumber}%`)
      .execute()
    expect(mail).toEqual([])
  })

  it('charges the server’s prices: a wrong total is refused and nothing is placed', async () => {
    const product = await createProduct(t.db, { sizeStock: { M: 5 }, pricePaise: 100_000 })
    const before = await t.db.selectFrom('payments').select('order_id').execute()
    const res = await asha.call('POST', '/order/checkout', {
      ...body(asha, product.id),
      totalPrice: 1,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('PRICE_CHANGED')
    expect(await t.db.selectFrom('payments').select('order_id').execute()).toEqual(before)
    expect(await stockOf(product.id)).toBe(5)
  })

  it('refuses to pay online for an order store credit pays in full, and holds nothing', async () => {
    const rich = await shopper('Rich Credit')
    await t.db
      .insertInto('store_credit_accounts')
      .values({
        user_id: Number(rich.userId),
        balance_paise: 200_000,
        updated_at: '2026-11-27T00:00:00.000Z',
      })
      .execute()
    const product = await createProduct(t.db, { sizeStock: { M: 5 }, pricePaise: 100_000 })
    const res = await rich.call('POST', '/order/checkout', {
      ...body(rich, product.id),
      useStoreCredit: true,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('PAID_BY_CREDIT')
    expect(await stockOf(product.id)).toBe(5)
    const holds = t.db.selectFrom('stock_holds').select('id').where('product_id', '=', product.id)
    expect(await holds.execute()).toEqual([])
    const orders = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', Number(rich.userId))
      .execute()
    expect(orders).toEqual([])
  })

  it('refuses a Cash on Delivery payload, and a shopper who is not logged in', async () => {
    const product = await createProduct(t.db, { sizeStock: { M: 5 } })
    const cod = await asha.call('POST', '/order/checkout', {
      ...body(asha, product.id),
      paymentMethod: 'Cash on Delivery',
    })
    expect(cod.statusCode).toBe(400)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/checkout',
      payload: body(asha, product.id),
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('cancels the order and frees its stock when Razorpay cannot be reached', async () => {
    const product = await createProduct(t.db, { sizeStock: { M: 5 } })
    fake.state.down = true
    try {
      const res = await asha.call('POST', '/order/checkout', body(asha, product.id))
      expect(res.statusCode).toBe(502)
    } finally {
      fake.state.down = false
    }
    expect(await stockOf(product.id)).toBe(5)
  })
})

describe('paying', () => {
  it('confirms the order when the browser brings a true proof: cart emptied, mail sent', async () => {
    const { answer, product } = await checkout()
    const { payment, proof } = await payAt(answer.razorpayOrderId)
    const res = await verify(asha, proof)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      status: 'Confirmed',
      paymentMethod: 'Online Payment (UPI)',
      payment: { status: 'paid', paymentId: payment.id, method: 'upi' },
    })
    expect(await cartHolds(asha, product.id)).toBe(false)
    await vi.waitFor(async () =>
      expect(
        (await mailsTo(t, asha.email)).find((m) =>
          m.subject.includes(`${answer.orderNumber}: Placed`),
        )?.text,
      ).toContain('paid online (UPI)'),
    )
    // Again: the same answer, nothing twice.
    expect((await verify(asha, proof)).statusCode).toBe(200)
    expect((await historyOf(answer.orderId)).map((h) => h.status)).toEqual(['Pending', 'Confirmed'])
  })

  it('captures an authorised payment before taking it', async () => {
    const { answer } = await checkout()
    const { payment, proof } = await payAt(answer.razorpayOrderId, { status: 'authorized' })
    expect((await verify(asha, proof)).statusCode).toBe(200)
    expect(await fake.gateway.payment(payment.id)).toMatchObject({ status: 'captured' })
    expect((await paymentOf(answer.orderId)).status).toBe('paid')
  })

  it('refuses a false proof with a 4xx and changes nothing', async () => {
    const { answer } = await checkout()
    const other = await checkout()
    const { proof } = await payAt(answer.razorpayOrderId)
    const { proof: otherProof } = await payAt(other.answer.razorpayOrderId)
    const wrongAmount = await payAt(answer.razorpayOrderId, { status: 'captured', amount: 100 })
    const wrongCurrency = await payAt(answer.razorpayOrderId, {
      status: 'captured',
      currency: 'USD',
    })
    const ravi = await shopper('Ravi')
    const cases: Array<[Shopper, object, number, string]> = [
      [asha, { ...proof, razorpay_signature: 'a'.repeat(64) }, 400, 'PAYMENT_INVALID'],
      [asha, { ...proof, razorpay_signature: 'not hex' }, 400, 'VALIDATION_FAILED'],
      // Another order's payment, signed for that order.
      [asha, { ...otherProof, razorpay_order_id: answer.razorpayOrderId }, 400, 'PAYMENT_INVALID'],
      [asha, wrongAmount.proof, 400, 'PAYMENT_INVALID'],
      [asha, wrongCurrency.proof, 400, 'PAYMENT_INVALID'],
      [
        asha,
        {
          ...proof,
          razorpay_payment_id: 'pay_Unknown0000001',
          razorpay_signature: checkoutSignature(
            FAKE_KEYS.keySecret,
            answer.razorpayOrderId,
            'pay_Unknown0000001',
          ),
        },
        400,
        'PAYMENT_INVALID',
      ],
      // Someone else's order.
      [ravi, proof, 404, 'NOT_FOUND'],
      [asha, { ...proof, extra: 1 }, 400, 'VALIDATION_FAILED'],
    ]
    for (const [who, attempt, status, code] of cases) {
      const res = await verify(who, attempt)
      expect(res.statusCode, JSON.stringify(attempt)).toBe(status)
      expect(res.json().code).toBe(code)
    }
    expect((await paymentOf(answer.orderId)).status).toBe('awaiting')
    expect((await orderOf(asha, answer.orderId)).status).toBe('Pending')
    expect(await t.db.selectFrom('stray_payments').selectAll().execute()).toEqual([])
  })
})

describe('the webhook', () => {
  it('pays an order whose shopper closed the tab after paying', async () => {
    const { answer } = await checkout()
    const { payment } = await payAt(answer.razorpayOrderId)
    const res = await webhook('payment.captured', { payment })
    expect(res.statusCode, res.body).toBe(200)
    expect(await orderOf(asha, answer.orderId)).toMatchObject({
      status: 'Confirmed',
      payment: { status: 'paid', paymentId: payment.id },
    })
  })

  it('pays once when 20 deliveries of one event and the browser’s proof arrive at once', async () => {
    const ravi = await shopper('Ravi Kumar')
    const { answer } = await checkout(ravi)
    const { payment, order, proof } = await payAt(answer.razorpayOrderId)
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        webhook('payment.captured', { payment }, { eventId: 'evt_same_captured' }),
      ),
      verify(ravi, proof),
      ...Array.from({ length: 10 }, () =>
        webhook('order.paid', { payment, order }, { eventId: 'evt_same_paid' }),
      ),
    ])
    expect(results.map((r) => r.statusCode)).toEqual(Array(21).fill(200))
    expect((await historyOf(answer.orderId)).map((h) => h.status)).toEqual(['Pending', 'Confirmed'])
    expect(await t.db.selectFrom('stray_payments').selectAll().execute()).toEqual([])
    await vi.waitFor(async () =>
      expect(
        (await mailsTo(t, ravi.email)).filter((m) =>
          m.subject.includes(`${answer.orderNumber}: Placed`),
        ),
      ).toHaveLength(1),
    )
  })

  it('refuses forged, unknown, oversized and replayed events, and changes nothing', async () => {
    const { answer } = await checkout()
    const { payment } = await payAt(answer.razorpayOrderId)
    const event = {
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: Math.floor(Date.now() / 1000),
    }
    const raw = JSON.stringify(event)
    const send = (payload: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/razorpay/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      })
    const forged = await send(raw, { 'x-razorpay-signature': hmacHex('wrong secret', raw) })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().code).toBe('PAYMENT_INVALID')
    expect((await send(raw, {})).statusCode).toBe(400)
    // The signature of another body.
    const other = JSON.stringify({ ...event, created_at: event.created_at + 1 })
    expect(
      (await send(raw, { 'x-razorpay-signature': hmacHex(FAKE_KEYS.webhookSecret, other) }))
        .statusCode,
    ).toBe(400)
    const unknown = await webhook('payment.dispute.created', { payment })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toContain('Unknown webhook event')
    const dayOld = await webhook(
      'payment.captured',
      { payment },
      { createdAt: Math.floor(Date.now() / 1000) - 24 * 60 * 60 },
    )
    expect(dayOld.statusCode).toBe(400)
    expect(dayOld.json().message).toContain('replay')
    const huge = JSON.stringify({ ...event, padding: 'x'.repeat(1024 * 1024) })
    const tooBig = await send(huge, {
      'x-razorpay-signature': hmacHex(FAKE_KEYS.webhookSecret, huge),
    })
    expect(tooBig.statusCode).toBe(413)
    expect((await paymentOf(answer.orderId)).status).toBe('awaiting')
    expect((await orderOf(asha, answer.orderId)).status).toBe('Pending')
  })

  it('answers a repeated event without changing anything twice', async () => {
    const { answer } = await checkout()
    const failed = await payAt(answer.razorpayOrderId, { status: 'failed' })
    const first = await webhook(
      'payment.failed',
      { payment: failed.payment },
      { eventId: 'evt_f1' },
    )
    expect(first.json().message).toBe('Event handled')
    const { payment } = await payAt(answer.razorpayOrderId)
    await webhook('payment.captured', { payment })
    // The failure again, after the payment: a repeat, and never unpays the order.
    const again = await webhook(
      'payment.failed',
      { payment: failed.payment },
      { eventId: 'evt_f1' },
    )
    expect(again.json().message).toBe('Event already handled')
    const late = await webhook('payment.failed', { payment: failed.payment })
    expect(late.statusCode).toBe(200)
    expect((await paymentOf(answer.orderId)).status).toBe('paid')
  })
})

describe('unpaid orders', () => {
  it('lets the shopper try again after a failure, then pay', async () => {
    const { answer } = await checkout()
    const failed = await payAt(answer.razorpayOrderId, { status: 'failed' })
    await webhook('payment.failed', { payment: failed.payment })
    const order = await orderOf(asha, answer.orderId)
    expect(order.payment).toMatchObject({
      status: 'failed',
      failureReason: 'Payment failed (TEST)',
    })
    const again = await asha.call('POST', `/orders/${answer.orderId}/pay`)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({
      razorpayOrderId: answer.razorpayOrderId,
      amount: answer.amount,
    })
    const { proof } = await payAt(answer.razorpayOrderId)
    expect((await verify(asha, proof)).statusCode).toBe(200)
    const paidAgain = await asha.call('POST', `/orders/${answer.orderId}/pay`)
    expect(paidAgain.statusCode).toBe(409)
    expect(paidAgain.json().code).toBe('PAYMENT_STATE_CONFLICT')
  })

  it('switches to Cash on Delivery: the order is placed, the payment closed', async () => {
    const { answer, product } = await checkout()
    const res = await asha.call('POST', `/orders/${answer.orderId}/pay-on-delivery`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      status: 'Pending',
      paymentMethod: 'Cash on Delivery',
      payment: null,
      user: { paymentCOD: true },
    })
    expect((await paymentOf(answer.orderId)).status).toBe('cancelled')
    expect(await cartHolds(asha, product.id)).toBe(false)
    expect((await asha.call('POST', `/orders/${answer.orderId}/pay-on-delivery`)).statusCode).toBe(
      409,
    )
  })

  it('refuses to switch to Cash on Delivery where its rules do not allow it, and changes nothing', async () => {
    const { answer } = await checkout()
    const settings = (await admin.call('GET', '/admin/delivery-settings')).json().data
    await admin.call('PUT', '/admin/delivery-settings', { ...settings, codLimit: 999 })
    const res = await asha.call('POST', `/orders/${answer.orderId}/pay-on-delivery`)
    await admin.call('PUT', '/admin/delivery-settings', settings)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'COD_NOT_AVAILABLE',
      message: expect.stringContaining('orders up to ₹999'),
    })
    expect((await paymentOf(answer.orderId)).status).toBe('awaiting')
    expect((await orderOf(asha, answer.orderId)).paymentMethod).toBe('Online Payment')
  })

  it('charges the Cash on Delivery fee when an unpaid order switches to paying on delivery', async () => {
    const { answer } = await checkout()
    const settings = (await admin.call('GET', '/admin/delivery-settings')).json().data
    await admin.call('PUT', '/admin/delivery-settings', { ...settings, codFee: 49 })
    const res = await asha.call('POST', `/orders/${answer.orderId}/pay-on-delivery`)
    await admin.call('PUT', '/admin/delivery-settings', settings)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ totalPrice: 1049, codFee: 49, cashToCollect: 1049 })
  })

  it('refuses online payment where the courier takes only Cash on Delivery, or nothing', async () => {
    const product = await createProduct(t.db, { sizeStock: { M: 5 }, pricePaise: 100_000 })
    const list = 'pincode,deliveryDays,cod,prepaid\n411001,3,Y,N\n'
    const form = multipart('file', 'pincodes.csv', Buffer.from(list), 'text/csv')
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/pincodes',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${admin.token}` },
    })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const codOnly = await asha.call('POST', '/order/checkout', body(asha, product.id))
    await t.db.deleteFrom('delivery_pincodes').execute()
    expect(codOnly.statusCode).toBe(409)
    expect(codOnly.json()).toMatchObject({
      code: 'NOT_DELIVERABLE',
      message: 'Only Cash on Delivery is available for 411001',
    })
    expect(await stockOf(product.id)).toBe(5)
  })

  it('will not let an admin confirm an order that awaits its payment', async () => {
    const { answer } = await checkout()
    const res = await admin.call('PUT', `/admin/orders/${answer.orderId}/status`, {
      status: 'Confirmed',
    })
    expect(res.statusCode).toBe(409)
    expect((await orderOf(asha, answer.orderId)).status).toBe('Pending')
  })

  it('cancels an order unpaid past its expiry, frees its stock, and refunds a capture that comes later', async () => {
    const { answer, product } = await checkout()
    expect(await stockOf(product.id)).toBe(4)
    const past = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString()
    await t.db
      .updateTable('payments')
      .set({ created_at: past, expires_at: past })
      .where('order_id', '=', Number(answer.orderId))
      .execute()
    await vi.waitFor(async () => expect((await paymentOf(answer.orderId)).status).toBe('cancelled'))
    expect((await orderOf(asha, answer.orderId)).status).toBe('Cancelled')
    expect(await stockOf(product.id)).toBe(5)

    const { payment } = await payAt(answer.razorpayOrderId)
    expect((await webhook('payment.captured', { payment })).statusCode).toBe(200)
    expect((await orderOf(asha, answer.orderId)).status).toBe('Cancelled')
    const stray = await admin.call('GET', '/admin/payments?state=mismatched')
    expect(stray.json().data).toEqual([
      expect.objectContaining({
        paymentId: payment.id,
        orderNumber: answer.orderNumber,
        note: 'Arrived after the order was cancelled',
      }),
    ])
    // Refunded in full, automatically.
    await vi.waitFor(async () => {
      const refunds = await fake.gateway.api.paymentRefunds(payment.id)
      expect((refunds.body as { items: unknown[] }).items).toEqual([
        expect.objectContaining({ amount: 100_000 }),
      ])
    })
  })

  it('asks Razorpay about an order whose webhook was lost, and pays it', async () => {
    const { answer } = await checkout()
    await payAt(answer.razorpayOrderId)
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString()
    await t.db
      .updateTable('payments')
      .set({ created_at: old })
      .where('order_id', '=', Number(answer.orderId))
      .execute()
    await vi.waitFor(async () => expect((await paymentOf(answer.orderId)).status).toBe('paid'))
    expect((await orderOf(asha, answer.orderId)).status).toBe('Confirmed')
  })
})

describe('refunds to the original method', () => {
  async function paidOrder(who: Shopper = asha) {
    const { answer, product } = await checkout(who)
    const { payment, proof } = await payAt(answer.razorpayOrderId)
    expect((await verify(who, proof)).statusCode).toBe(200)
    return { answer, payment, product }
  }
  const refundsAt = async (paymentId: string) =>
    ((await fake.gateway.api.paymentRefunds(paymentId)).body as { items: Array<{ id: string }> })
      .items

  it('refunds a paid order in full when the shopper cancels it, and follows the webhooks', async () => {
    const { answer, payment, product } = await paidOrder()
    const res = await asha.call('POST', `/orders/${answer.orderId}/cancel`)
    expect(res.statusCode).toBe(200)
    expect(await stockOf(product.id)).toBe(5)
    await vi.waitFor(async () => expect(await refundsAt(payment.id)).toHaveLength(1))
    const [sent] = await refundsAt(payment.id)
    let order = await orderOf(asha, answer.orderId)
    expect(order.payment.refunds).toEqual([
      expect.objectContaining({
        amount: 1000,
        status: 'pending',
        reason: 'cancelled',
        refundId: sent?.id,
      }),
    ])
    await fake.gateway.settleRefund(String(sent?.id), 'processed')
    order = await orderOf(asha, answer.orderId)
    expect(order.payment).toMatchObject({
      status: 'refunded',
      refunds: [expect.objectContaining({ status: 'processed' })],
    })
    // A retry of the sender never refunds twice.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await refundsAt(payment.id)).toHaveLength(1)
  })

  it('refunds a paid order in full when its parcel comes back to the shop (RTO)', async () => {
    const { answer, payment, product } = await paidOrder()
    const move = (status: object) =>
      admin.call('PUT', `/admin/orders/${answer.orderId}/status`, status)
    expect(
      (
        await move({
          status: 'Shipped',
          courierName: 'Delhivery',
          trackingUrl: 'https://track.example.in/AWB9',
        })
      ).statusCode,
    ).toBe(200)
    expect((await move({ status: 'RTO' })).statusCode).toBe(200)
    expect(await stockOf(product.id)).toBe(5)
    await vi.waitFor(async () => expect(await refundsAt(payment.id)).toHaveLength(1))
    expect((await orderOf(asha, answer.orderId)).payment.refunds).toEqual([
      expect.objectContaining({ amount: 1000, reason: 'cancelled' }),
    ])
  })

  it('retries a refund Razorpay could not take, shows it failed meanwhile, and an admin may retry it', async () => {
    const { answer, payment } = await paidOrder()
    fake.state.down = true
    try {
      await asha.call('POST', `/orders/${answer.orderId}/cancel`)
      await vi.waitFor(async () => {
        const [refund] = (await orderOf(asha, answer.orderId)).payment.refunds
        expect(refund).toMatchObject({ status: 'failed' })
        expect(refund.lastError).toBeTruthy()
      })
      // The tries run out while Razorpay is down (the last one answered, not still under way).
      await vi.waitFor(async () => {
        const row = await t.db
          .selectFrom('payment_refunds')
          .select(['attempts', 'claimed_until'])
          .where('order_id', '=', Number(answer.orderId))
          .executeTakeFirstOrThrow()
        expect(row).toEqual({ attempts: 3, claimed_until: null })
      })
    } finally {
      fake.state.down = false
    }
    const failed = await admin.call('GET', '/admin/payments?state=paid')
    const listed = failed.json().data.find((p: { orderId: string }) => p.orderId === answer.orderId)
    expect(listed.refunds[0]).toMatchObject({ status: 'failed' })
    const refundId = listed.refunds[0]._id
    expect((await asha.call('POST', `/admin/payments/refunds/${refundId}/retry`)).statusCode).toBe(
      403,
    )
    const retried = await admin.call('POST', `/admin/payments/refunds/${refundId}/retry`)
    expect(retried.statusCode).toBe(200)
    await vi.waitFor(async () => expect(await refundsAt(payment.id)).toHaveLength(1))
    expect((await admin.call('POST', `/admin/payments/refunds/${refundId}/retry`)).statusCode).toBe(
      409,
    )
  })

  it('sends a new refund after Razorpay reports one failed', async () => {
    const { answer, payment } = await paidOrder()
    await asha.call('POST', `/orders/${answer.orderId}/cancel`)
    await vi.waitFor(async () => expect(await refundsAt(payment.id)).toHaveLength(1))
    const [first] = await refundsAt(payment.id)
    await fake.gateway.settleRefund(String(first?.id), 'failed')
    await vi.waitFor(async () => expect(await refundsAt(payment.id)).toHaveLength(2))
    const [refund] = (await orderOf(asha, answer.orderId)).payment.refunds
    expect(refund.refundId).not.toBe(first?.id)
  })

  it('refunds a prepaid return’s line to the original method, without asking for bank details', async () => {
    const { answer, payment } = await paidOrder()
    const move = (body: object) => admin.call('PUT', `/admin/orders/${answer.orderId}/status`, body)
    await move({ status: 'Shipped', courierName: 'Delhivery', trackingUrl: 'https://t.in/1' })
    await move({ status: 'Delivered' })
    const order = await orderOf(asha, answer.orderId)
    const asked = await asha.call('POST', `/orders/${answer.orderId}/returns`, {
      items: [{ orderItemId: order.orderItems[0]._id, quantity: 1 }],
      reason: 'size_small',
      resolution: 'refund',
      condition: true,
    })
    // Size small asks for an exchange while another size is in stock; this product has only M.
    expect(asked.statusCode, asked.body).toBe(201)
    const ret = asked.json().data
    expect(ret.refundTo).toMatchObject({ kind: 'source', label: 'Original payment method' })
    const moveReturn = (body: object) => admin.call('PUT', `/admin/returns/${ret._id}/status`, body)
    await moveReturn({ status: 'Approved', pickupDate: istDay() })
    await moveReturn({ status: 'PickedUp' })
    await moveReturn({ status: 'Received', qc: 'passed' })
    const refunded = await moveReturn({ status: 'Refunded' })
    expect(refunded.statusCode, refunded.body).toBe(200)
    await vi.waitFor(async () => expect(await refundsAt(payment.id)).toHaveLength(1))
    const refunds = (await orderOf(asha, answer.orderId)).payment.refunds
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 1000, reason: 'returned', returnId: ret._id }),
    ])
  })
})

describe('the admin’s payments', () => {
  it('lists payments by state with counts, finds by order number, and is for admins only', async () => {
    const { answer } = await checkout()
    const counts = (await admin.call('GET', '/admin/payments/counts')).json().data
    expect(counts.awaiting).toBeGreaterThan(0)
    const found = await admin.call(
      'GET',
      `/admin/payments?state=awaiting&q=${encodeURIComponent(answer.orderNumber)}`,
    )
    expect(found.json().data).toEqual([
      expect.objectContaining({
        orderId: answer.orderId,
        razorpayOrderId: answer.razorpayOrderId,
        amount: 1000,
        state: 'awaiting',
      }),
    ])
    expect((await asha.call('GET', '/admin/payments')).statusCode).toBe(403)
    expect((await admin.call('GET', '/admin/payments?state=lost')).statusCode).toBe(400)
  })

  it('splits the overview and the CSV into prepaid and cash', async () => {
    const overview = (await admin.call('GET', '/admin/overview')).json().data
    expect(overview.prepaid.today.orders).toBeGreaterThan(0)
    expect(overview.prepaid.month.revenue).toBeGreaterThan(0)
    const csv = await admin.call('GET', `/admin/orders/export.csv?from=${istDay()}&to=${istDay()}`)
    expect(csv.body).toContain('Prepaid')
  })
})
