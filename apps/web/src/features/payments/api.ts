import type {
  CheckoutAnswer,
  CheckoutBody,
  Envelope,
  Order,
  PaymentConfig,
  VerifyPaymentBody,
} from '@store/contract'
import { api } from '@/lib/api-client'

const OFF: PaymentConfig = { mode: 'off', keyId: null }

// Asked once per visit; a failed ask is not kept, so the next click asks again.
let config: Promise<PaymentConfig> | null = null

/**
 * How the shop takes online payments. A server that cannot say (an older one, or a failed call)
 * counts as 'off': the shopper is pointed to Cash on Delivery, as before online payment existed.
 */
export function paymentConfig(): Promise<PaymentConfig> {
  config ??= api<Envelope<PaymentConfig>>('/payments/config').then(
    (answer) => answer.data,
    () => {
      config = null
      return OFF
    },
  )
  return config
}

/** Tests start each case without the config a previous case read. */
export function forgetPaymentConfig() {
  config = null
}

/** Places an order paid online; the key makes a retried submit answer the same order. */
export const startCheckout = (body: CheckoutBody, idempotencyKey: string) =>
  api<CheckoutAnswer>('/order/checkout', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  })

/** Another try at paying an unpaid online order. */
export const payOrder = (orderId: string) =>
  api<CheckoutAnswer>(`/orders/${orderId}/pay`, { method: 'POST' })

/** Switches an unpaid online order to Cash on Delivery. */
export const payOnDelivery = (orderId: string) =>
  api<Envelope<Order>>(`/orders/${orderId}/pay-on-delivery`, { method: 'POST' })

/** Hands the server Razorpay's proof of payment; it checks the signature and marks the order paid. */
export const verifyPayment = (body: VerifyPaymentBody) =>
  api<Envelope<Order>>('/payments/verify', { method: 'POST', body })
