import { createHmac, timingSafeEqual } from 'node:crypto'

// Razorpay's two signatures (decision 069): Checkout signs `order_id|payment_id` with the key
// secret; webhooks sign the raw body with the webhook secret. Both are HMAC-SHA256 in hex.

export const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex')

/** Compares in constant time; anything not 64 hex digits is simply wrong. */
export function signatureMatches(expected: string, given: string | undefined) {
  if (!given || !/^[0-9a-f]{64}$/.test(given)) return false
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'))
}

export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`)
