import { ApiError } from '@/lib/api-client'

/** The store credit covers the whole order: there is nothing to pay online. */
export const PAID_BY_CREDIT =
  'Your store credit pays for this whole order, so there is nothing to pay online. Please choose Cash on Delivery: nothing is collected at your door.'

export const GATEWAY_DOWN =
  'The payment gateway cannot be reached just now. Please try again in a moment, or pay on delivery.'

/**
 * What to tell the shopper when starting a payment was refused for a reason of online payment's
 * own; null for the refusals every order shares (stock, prices), whose message the server writes.
 */
export function paymentProblem(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  // The contract names this code on the API's branch; compared as text until it lands here.
  if ((error.code as string | null) === 'PAID_BY_CREDIT') return PAID_BY_CREDIT
  if (error.status === 502) return GATEWAY_DOWN
  return null
}
