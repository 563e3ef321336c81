import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MESSAGES } from '@store/contract'
import { address, createProduct } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { type Shopper, signUpShopper } from './sign-in.js'

// The demo's built-in TEST gateway: with no Razorpay keys a newcomer still pays, on a page
// plainly marked TEST, through the same API, signatures and webhooks as Razorpay's. Without the
// demo, online payment is off and says so.

let t: TestApp
let asha: Shopper
let addressId: string

async function checkout() {
  const product = await createProduct(t.db, { sizeStock: { M: 5 }, pricePaise: 59_900 })
  const res = await asha.call('POST', '/order/checkout', {
    orderItems: [{ _id: String(product.id), quantity: 1, size: 'M' }],
    addressid: addressId,
    paymentMethod: 'Online Payment',
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

/** The shopper presses a button on the TEST page; answers where the browser is sent. */
async function press(pageUrl: string, outcome: 'success' | 'fail' | 'close') {
  const page = new URL(pageUrl, 'http://store')
  const res = await t.app.inject({
    method: 'POST',
    url: page.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      outcome,
      order: page.searchParams.get('order') ?? '',
    }).toString(),
  })
  expect(res.statusCode).toBe(303)
  return new URL(String(res.headers.location), 'http://store')
}

const orderOf = async (id: string) => (await asha.call('GET', `/orders/${id}`)).json().data

describe('the TEST gateway', () => {
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true', PAYMENT_SWEEP_SECONDS: '0.1' } })
    asha = await signUpShopper(t, 'Asha')
    addressId = (await asha.call('POST', '/addresss', address)).json().data._id
  })
  afterAll(async () => t.close())

  it('is the demo’s way to pay, with a page marked TEST', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' })).json()
    expect(config.data).toEqual({ mode: 'test', keyId: 'rzp_test_KapdaKartTEST' })
    const answer = await checkout()
    expect(answer.testPageUrl).toBe(
      `/test-gateway/pay/${answer.razorpayOrderId}?order=${answer.orderId}`,
    )
    // The TEST gateway is the store's own page: Razorpay's origins stay out of the CSP.
    const checkoutPage = await t.app.inject({ method: 'GET', url: '/checkout' })
    expect(checkoutPage.headers['content-security-policy']).not.toContain('razorpay')
    const page = await t.app.inject({ method: 'GET', url: answer.testPageUrl })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    for (const text of [
      'TEST MODE',
      'Pay by UPI (success)',
      'Fail',
      'Close without paying',
      '₹599.00',
    ]) {
      expect(page.body).toContain(text)
    }
  })

  it('pays: the page hands back a signed proof the store verifies', async () => {
    const answer = await checkout()
    const back = await press(answer.testPageUrl, 'success')
    expect(back.pathname).toBe('/payment/return')
    expect(back.searchParams.get('order')).toBe(answer.orderId)
    const proof = Object.fromEntries(
      ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'].map((name) => [
        name,
        back.searchParams.get(name),
      ]),
    )
    const verified = await asha.call('POST', '/payments/verify', proof)
    expect(verified.statusCode, verified.body).toBe(200)
    expect(verified.json().data).toMatchObject({
      status: 'Confirmed',
      paymentMethod: 'Online Payment (UPI)',
    })
  })

  it('fails: the webhook marks the payment failed and the shopper may try again', async () => {
    const answer = await checkout()
    const back = await press(answer.testPageUrl, 'fail')
    expect(back.searchParams.get('error')).toBe('Payment failed (TEST)')
    await vi.waitFor(async () =>
      expect((await orderOf(answer.orderId)).payment.status).toBe('failed'),
    )
    const closed = await press(answer.testPageUrl, 'close')
    expect(closed.searchParams.get('closed')).toBe('1')
    expect((await asha.call('POST', `/orders/${answer.orderId}/pay`)).statusCode).toBe(200)
  })

  it('refunds a cancelled paid order, settled by its webhook', async () => {
    const answer = await checkout()
    const back = await press(answer.testPageUrl, 'success')
    await asha.call('POST', '/payments/verify', {
      razorpay_order_id: back.searchParams.get('razorpay_order_id'),
      razorpay_payment_id: back.searchParams.get('razorpay_payment_id'),
      razorpay_signature: back.searchParams.get('razorpay_signature'),
    })
    expect((await asha.call('POST', `/orders/${answer.orderId}/cancel`)).statusCode).toBe(200)
    // Sent on the sweeper's next pass, answered pending, settled by webhook a moment later.
    await vi.waitFor(
      async () =>
        expect((await orderOf(answer.orderId)).payment).toMatchObject({
          status: 'refunded',
          refunds: [expect.objectContaining({ amount: 599, status: 'processed' })],
        }),
      { timeout: 5000 },
    )
  })

  it('answers its API only with its keys', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test-gateway/v1/orders', payload: {} })
    expect(res.statusCode).toBe(401)
  })
})

describe('without keys or the demo', () => {
  it('keeps the checkout’s message: online payment is not available', async () => {
    const off = await createTestApp()
    try {
      const config = await off.app.inject({ method: 'GET', url: '/api/v1/payments/config' })
      expect(config.json().data).toEqual({ mode: 'off', keyId: null })
      const shopper = await signUpShopper(off)
      const res = await shopper.call('POST', '/order/checkout', {
        orderItems: [{ _id: '1', quantity: 1, size: 'M' }],
        addressid: '1',
        paymentMethod: 'Online Payment',
      })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({
        code: 'PAYMENTS_OFF',
        message: MESSAGES.onlinePaymentSoon,
      })
      expect(
        (await off.app.inject({ method: 'GET', url: '/test-gateway/pay/order_x' })).statusCode,
      ).toBe(404)
    } finally {
      await off.close()
    }
  })
})
