import { type CheckoutAnswer, STORE_NAME } from '@store/contract'
import { paths } from '@/config/paths'

/** Razorpay Checkout: loaded from Razorpay at run time, only when a shopper pays with it. */
export const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'

type RazorpaySuccess = {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

type RazorpayFailure = {
  error?: { code?: string; description?: string; reason?: string }
}

type RazorpayOptions = {
  key: string
  amount: number
  currency: string
  order_id: string
  name: string
  description: string
  prefill: CheckoutAnswer['prefill']
  theme: { color: string }
  handler: (response: RazorpaySuccess) => void
  modal: { ondismiss: () => void }
}

type RazorpayCheckout = {
  open(): void
  close(): void
  on(event: 'payment.failed', handler: (response: RazorpayFailure) => void): void
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout
  }
}

/** What the gateway hands back, as the return page reads it from its address. */
export type PaymentReturn = { paid: RazorpaySuccess } | { error: string } | { closed: true }

/**
 * The return page's address for one outcome: the store order, Razorpay's order, and either the
 * proof of payment, the failure's reason, or that the shopper closed the payment window.
 */
export function paymentReturnHref(
  orderId: string,
  razorpayOrderId: string,
  outcome: PaymentReturn,
) {
  const query = new URLSearchParams({ razorpay_order_id: razorpayOrderId, order: orderId })
  if ('paid' in outcome) {
    query.set('razorpay_payment_id', outcome.paid.razorpay_payment_id)
    query.set('razorpay_signature', outcome.paid.razorpay_signature)
  } else if ('error' in outcome) {
    query.set('error', outcome.error)
  } else {
    query.set('closed', '1')
  }
  return `${paths.paymentReturn}?${query.toString()}`
}

let script: Promise<void> | null = null

/** Adds Razorpay's script to the page once; a failed load may be tried again. */
export function loadCheckoutScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve()
  script ??= new Promise<void>((resolve, reject) => {
    const tag = document.createElement('script')
    tag.src = CHECKOUT_SCRIPT
    tag.async = true
    tag.onload = () => resolve()
    tag.onerror = () => {
      tag.remove()
      script = null
      reject(
        new Error('The payment window could not be opened. Check your connection and try again.'),
      )
    }
    document.head.appendChild(tag)
  })
  return script
}

/**
 * Takes the payment the server set up: the TEST gateway's page (a full page load that comes back
 * to the return page), or Razorpay Checkout over this page, whose outcome `go` takes to the same
 * return page. The first outcome counts: closing the window after a failure says nothing more.
 */
export async function openGateway(answer: CheckoutAnswer, go: (href: string) => void) {
  if (answer.testPageUrl) {
    window.location.assign(answer.testPageUrl)
    return
  }
  await loadCheckoutScript()
  const Razorpay = window.Razorpay
  if (!Razorpay) throw new Error('The payment window could not be opened. Please try again.')
  let settled = false
  const settle = (outcome: PaymentReturn) => {
    if (settled) return
    settled = true
    go(paymentReturnHref(answer.orderId, answer.razorpayOrderId, outcome))
  }
  const checkout = new Razorpay({
    key: answer.keyId,
    amount: answer.amount,
    currency: answer.currency,
    order_id: answer.razorpayOrderId,
    name: STORE_NAME,
    description: `Order ${answer.orderNumber}`,
    prefill: answer.prefill,
    theme: { color: '#16a34a' },
    handler: (response) => settle({ paid: response }),
    modal: { ondismiss: () => settle({ closed: true }) },
  })
  checkout.on('payment.failed', (response) => {
    settle({ error: response.error?.description || 'The payment was declined' })
    checkout.close()
  })
  checkout.open()
}
