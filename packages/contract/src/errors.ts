import { z } from 'zod'

/**
 * Stable codes in every error answer, next to the message. Clients branch on the code; the message
 * is for people and may be reworded.
 */
export const ERROR_CODES = [
  // Generic, one for each status the API answers.
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'BAD_GATEWAY',
  /** The server is stopping: try again, another instance will answer. */
  'SERVICE_UNAVAILABLE',
  // Outcomes a client acts on.
  /** A coupon that does not apply; the code says why and the message tells the shopper. */
  'COUPON_UNKNOWN',
  'COUPON_INACTIVE',
  'COUPON_NOT_YET_VALID',
  'COUPON_EXPIRED',
  'COUPON_EXHAUSTED',
  'COUPON_ALREADY_USED',
  'COUPON_FIRST_ORDER_ONLY',
  'COUPON_OUT_OF_SCOPE',
  'COUPON_BELOW_MINIMUM',
  /** Another coupon has this code. */
  'COUPON_CODE_TAKEN',
  /** The request's input failed the contract's schema; the message names the field. */
  'VALIDATION_FAILED',
  /** The new password is too easy to guess (the message says what to change). */
  'WEAK_PASSWORD',
  /** Login with a wrong mobile number or password (never says which). */
  'INVALID_LOGIN',
  /** The password was right, but the account or address is under attack: a code was e-mailed. */
  'LOGIN_CODE_REQUIRED',
  /** The account is suspended. */
  'ACCOUNT_SUSPENDED',
  /** The access or refresh token is no longer valid: log in again. */
  'SESSION_EXPIRED',
  /** The mobile number or e-mail belongs to another account. */
  'ALREADY_REGISTERED',
  /** The reset code is wrong or expired, or no code was verified before a reset. */
  'OTP_INVALID',
  /** Fewer units are left than asked for (the message says how many). */
  'OUT_OF_STOCK',
  /** The product is not sold in the chosen size. */
  'SIZE_NOT_OFFERED',
  /** The order's total is not the server's total: prices changed since the cart was shown. */
  'PRICE_CHANGED',
  /** The order cannot make that status move now. */
  'ORDER_STATUS_CONFLICT',
  /** A category or sub-category of that name exists already. */
  'NAME_TAKEN',
  /** A category or sub-category still holds live products. */
  'IN_USE',
  /** Another product's size has this SKU already. */
  'SKU_TAKEN',
  /** The order is not delivered, or its return window has closed. */
  'RETURN_WINDOW_CLOSED',
  /** An Idempotency-Key sent again with a different request. */
  'IDEMPOTENCY_KEY_REUSED',
  /** The product is not returnable (personalised, innerwear). */
  'NOT_RETURNABLE',
  /** More units than were delivered, or units already in another return. */
  'RETURN_QUANTITY',
  /** The policy does not allow that outcome for that reason now (the message says why). */
  'RETURN_OUTCOME_NOT_ALLOWED',
  /** Damaged, defective and wrong items need 1 to 3 photos. */
  'PHOTOS_REQUIRED',
  /** The return cannot make that status move now. */
  'RETURN_STATUS_CONFLICT',
  /** The store credit balance changed meanwhile: look at the total again. */
  'STORE_CREDIT_CHANGED',
  /** Store credit covers the whole order: place it with Cash on Delivery, nothing is collected. */
  'PAID_BY_CREDIT',
  /** The payment's signature, order, amount or currency is not the store's. */
  'PAYMENT_INVALID',
  /** The order cannot be paid (or switched to Cash on Delivery) in its state now. */
  'PAYMENT_STATE_CONFLICT',
  /** Online payment is not set up on this store. */
  'PAYMENTS_OFF',
  /** The store does not deliver to the address's PIN code (or not with that payment). */
  'NOT_DELIVERABLE',
  /** Cash on Delivery is not offered for this order: the message names the rule. */
  'COD_NOT_AVAILABLE',
  /** The wishlist holds its most products already: remove one first. */
  'WISHLIST_FULL',
  /** "Notify me" for a size that is in stock: it can be bought now. */
  'SIZE_IN_STOCK',
  /** The unsubscribe link is not one the store made. */
  'TOKEN_INVALID',
  /** Only a buyer whose order line of the product was delivered (not all returned) may review it. */
  'NOT_A_BUYER',
  /** The caller has reviewed this product already: edit that review. */
  'ALREADY_REVIEWED',

  /** The grievance cannot take that step now (already acknowledged, or resolved). */
  'GRIEVANCE_STATUS_CONFLICT',

  /** The account has orders or returns still open: they must finish before it is erased. */
  'OPEN_ORDERS',
] as const
export const ErrorCodeSchema = z.enum(ERROR_CODES)
export type ErrorCode = z.infer<typeof ErrorCodeSchema>

export const ErrorBodySchema = z.object({
  success: z.literal(false),
  error: z.literal(true),
  code: ErrorCodeSchema,
  message: z.string(),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>
