import { z } from 'zod'
import { PageQuerySchema, textLine } from './common.js'
import { PAYMENT } from './constants.js'

// Online payment through Razorpay: checkout, the browser's proof of payment, refunds to the
// original method, and the admin's reconciliation list.

/**
 * An online order's payment: awaiting the shopper, failed (they may try again), paid,
 * refunded in full, or cancelled (the order was cancelled or switched to Cash on Delivery
 * before any payment).
 */
export const PAYMENT_STATES = ['awaiting', 'failed', 'paid', 'refunded', 'cancelled'] as const
export const PaymentStateSchema = z.enum(PAYMENT_STATES)
export type PaymentState = z.infer<typeof PaymentStateSchema>

/** pending: asked of Razorpay (or about to be); processed: money sent; failed: retried. */
export const REFUND_STATES = ['pending', 'processed', 'failed'] as const
export type RefundState = (typeof REFUND_STATES)[number]

/** Why money went back: a cancelled order, a return, or a payment that paid no order. */
export const REFUND_REASONS = ['cancelled', 'returned', 'stray'] as const
export type RefundReason = (typeof REFUND_REASONS)[number]

/** Razorpay's payment methods, as the order page names them. */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
  emi: 'EMI',
  paylater: 'Pay Later',
  cardless_emi: 'Cardless EMI',
}

/** 'Online Payment (UPI)': the order's payment mode once the method is known. */
export function paymentModeLabel(method: string | null) {
  const label = method ? (PAYMENT_METHOD_LABELS[method] ?? method) : null
  return label ? `${PAYMENT.online} (${label})` : PAYMENT.online
}

export const RefundSchema = z.object({
  _id: z.string(),
  /** Rupees. */
  amount: z.number(),
  status: z.enum(REFUND_STATES),
  reason: z.enum(REFUND_REASONS),
  /** Razorpay's refund id once it has one. */
  refundId: z.string().nullable(),
  returnId: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Refund = z.infer<typeof RefundSchema>

/** What the order page shows of an online payment. */
export const OrderPaymentSchema = z.object({
  status: PaymentStateSchema,
  /** Rupees asked of Razorpay: the total less store credit. */
  amount: z.number(),
  razorpayOrderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  /** upi, card, netbanking, wallet ... once paid. */
  method: z.string().nullable(),
  /** The last failed attempt's reason, while the order is unpaid. */
  failureReason: z.string().nullable(),
  /** An unpaid order is cancelled at this moment. */
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  refunds: z.array(RefundSchema),
})
export type OrderPayment = z.infer<typeof OrderPaymentSchema>

/** How the browser pays: Razorpay Checkout, the built-in TEST gateway, or not at all. */
export const PaymentConfigSchema = z.object({
  mode: z.enum(['razorpay', 'test', 'off']),
  keyId: z.string().nullable(),
})
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>

/** What Razorpay Checkout (or the test gateway) needs to take the payment. */
export const CheckoutAnswerSchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.string(),
  /** The store's order id (`_id` of the order). */
  orderId: z.string(),
  orderNumber: z.string(),
  razorpayOrderId: z.string(),
  /** Paise, as Razorpay counts. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  keyId: z.string(),
  /** The built-in TEST gateway's page for this payment; null with real Razorpay. */
  testPageUrl: z.string().nullable(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
})
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>

const razorpayId = (name: string, prefix: string) =>
  z
    .string({ error: `${name} is required` })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), `${name} must be a Razorpay ${prefix} id`)

/** What Razorpay Checkout hands the browser after a successful payment. */
export const VerifyPaymentBodySchema = z.strictObject({
  razorpay_order_id: razorpayId('razorpay_order_id', 'order'),
  razorpay_payment_id: razorpayId('razorpay_payment_id', 'pay'),
  razorpay_signature: z
    .string({ error: 'razorpay_signature is required' })
    .regex(/^[0-9a-f]{64}$/, 'razorpay_signature must be 64 hex digits'),
})
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBodySchema>

/** The admin's reconciliation list: online payments by state, or payments that paid no order. */
export const ADMIN_PAYMENT_VIEWS = [...PAYMENT_STATES, 'mismatched'] as const
export const AdminPaymentQuerySchema = PageQuerySchema.extend({
  state: z
    .enum(ADMIN_PAYMENT_VIEWS, { error: `state must be one of ${ADMIN_PAYMENT_VIEWS.join(', ')}` })
    .default('paid'),
  q: textLine('q', 100).optional(),
})
export type AdminPaymentQuery = z.infer<typeof AdminPaymentQuerySchema>

export const AdminPaymentSchema = z.object({
  /** The store order it pays (or was meant to pay). */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  state: z.enum(ADMIN_PAYMENT_VIEWS),
  amount: z.number(),
  currency: z.string(),
  razorpayOrderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  method: z.string().nullable(),
  /** Why a payment is listed as mismatched, or the last failure. */
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  refunds: z.array(RefundSchema),
})
export type AdminPayment = z.infer<typeof AdminPaymentSchema>

export const AdminPaymentCountsSchema = z.record(z.enum(ADMIN_PAYMENT_VIEWS), z.number().int())

export const RefundIdParamsSchema = z.object({
  refundId: z.coerce
    .number({ error: 'refundId must be a number' })
    .int('refundId must be a whole number')
    .min(1, 'refundId must be at least 1')
    .max(2_147_483_647, 'refundId is too large'),
})
