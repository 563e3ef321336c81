import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CheckoutAnswer } from '@store/contract'
import { CHECKOUT_SCRIPT, openGateway } from './open-gateway'

const answer: CheckoutAnswer = {
  success: true,
  error: false,
  message: '',
  orderId: '77',
  orderNumber: 'KK-261126-PAYME1',
  razorpayOrderId: 'order_LIVE123',
  amount: 179800,
  currency: 'INR',
  keyId: 'rzp_live_kapdakart',
  testPageUrl: null,
  prefill: { name: 'Asha', email: 'asha@example.in', contact: '9876543210' },
}

type Options = {
  handler: (response: Record<string, string>) => void
  modal: { ondismiss: () => void }
} & Record<string, unknown>

/** Razorpay Checkout as the page sees it once its script has loaded. */
function fakeRazorpay() {
  const made: Array<{ options: Options; failed?: (r: unknown) => void; open: number }> = []
  const close = vi.fn()
  class Razorpay {
    entry: (typeof made)[number]
    constructor(options: Options) {
      this.entry = { options, open: 0 }
      made.push(this.entry)
    }
    on(_event: string, handler: (r: unknown) => void) {
      this.entry.failed = handler
    }
    open() {
      this.entry.open += 1
    }
    close() {
      close()
      // Razorpay tells the page its window closed, as it does when the shopper closes it.
      this.entry.options.modal.ondismiss()
    }
  }
  vi.stubGlobal('Razorpay', Razorpay)
  return { made, close }
}

afterEach(() => vi.unstubAllGlobals())

describe('the payment gateway', () => {
  it("opens Razorpay Checkout for the server's order, and takes a payment to the return page", async () => {
    const { made } = fakeRazorpay()
    const go = vi.fn()
    await openGateway(answer, go)
    expect(made).toHaveLength(1)
    expect(made[0]?.open).toBe(1)
    expect(made[0]?.options).toMatchObject({
      key: 'rzp_live_kapdakart',
      amount: 179800,
      currency: 'INR',
      order_id: 'order_LIVE123',
      name: 'KapdaKart',
      description: 'Order KK-261126-PAYME1',
      prefill: answer.prefill,
      theme: { color: '#16a34a' },
    })
    made[0]?.options.handler({
      razorpay_order_id: 'order_LIVE123',
      razorpay_payment_id: 'pay_LIVE456',
      razorpay_signature: 'f'.repeat(64),
    })
    expect(go).toHaveBeenCalledWith(
      `/payment/return?razorpay_order_id=order_LIVE123&order=77&razorpay_payment_id=pay_LIVE456&razorpay_signature=${'f'.repeat(64)}`,
    )
  })

  it('takes a failed payment to the return page with its reason, once', async () => {
    const { made, close } = fakeRazorpay()
    const go = vi.fn()
    await openGateway(answer, go)
    made[0]?.failed?.({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment declined' } })
    expect(close).toHaveBeenCalled()
    expect(go).toHaveBeenCalledTimes(1)
    expect(go).toHaveBeenCalledWith(
      '/payment/return?razorpay_order_id=order_LIVE123&order=77&error=Payment+declined',
    )
  })

  it('says a closed window paid nothing', async () => {
    const { made } = fakeRazorpay()
    const go = vi.fn()
    await openGateway(answer, go)
    made[0]?.options.modal.ondismiss()
    expect(go).toHaveBeenCalledWith(
      '/payment/return?razorpay_order_id=order_LIVE123&order=77&closed=1',
    )
  })

  it("loads Razorpay's script once, only when it is needed", async () => {
    const go = vi.fn()
    const opening = openGateway(answer, go)
    const scripts = document.head.querySelectorAll(`script[src="${CHECKOUT_SCRIPT}"]`)
    expect(scripts).toHaveLength(1)
    const { made } = fakeRazorpay()
    scripts[0]?.dispatchEvent(new Event('load'))
    await opening
    expect(made[0]?.open).toBe(1)
    await openGateway(answer, go)
    expect(document.head.querySelectorAll(`script[src="${CHECKOUT_SCRIPT}"]`)).toHaveLength(1)
  })
})
