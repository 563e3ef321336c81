import { createHash } from 'node:crypto'
import { type Order, PAYMENT_METHOD_LABELS, type VerifyPaymentBody } from '@store/contract'
import type { Db } from '../db/index.js'
import { inTransaction } from '../db/transaction.js'
import { AppError, badRequest, conflict, notFound } from '../lib/errors.js'
import type { MailQueue } from '../lib/mail.js'
import type { CartService } from '../modules/cart/service.js'
import type { OrderService } from '../modules/orders/service.js'
import { orderPlacedMail } from '../modules/orders/status-mail.js'
import {
  type Razorpay,
  RazorpayError,
  type RazorpayPayment,
  type RazorpayRefund,
} from '../modules/payments/razorpay.js'
import type { PaymentService, Settled } from '../modules/payments/service.js'
import { checkoutSignature, hmacHex, signatureMatches } from '../modules/payments/signatures.js'
import type { UsersService } from '../modules/users/service.js'
import { STORE, stockLinesOf } from '../records/order.js'

/** Webhook events older than this are refused as replays (Razorpay retries for 24 hours). */
export const WEBHOOK_MAX_AGE_MS = 12 * 60 * 60 * 1000
/** Clocks differ a little; an event from further in the future is forged. */
const WEBHOOK_MAX_AHEAD_MS = 5 * 60 * 1000

export const WEBHOOK_EVENTS = [
  'payment.captured',
  'order.paid',
  'payment.failed',
  'refund.processed',
  'refund.failed',
] as const

type Webhook = {
  event: string
  created_at?: number
  payload: {
    payment?: { entity: RazorpayPayment }
    refund?: { entity: RazorpayRefund }
  }
}

const invalid = (message: string) => badRequest(message, 'PAYMENT_INVALID')

/** The payment's method as the order shows it: 'UPI', 'Card' ... */
const methodLabel = (method: string | null) =>
  method ? (PAYMENT_METHOD_LABELS[method] ?? method) : 'online'

/**
 * Taking a payment, whichever way it arrives: the browser's proof after Razorpay Checkout
 * (`verify`), Razorpay's signed webhook (`webhook`), or the sweeper asking Razorpay about an
 * unpaid order (payment-sweep.ts), all through `take`. The first captured payment of an unpaid
 * order pays it: in one transaction the payment is marked paid, the order becomes Confirmed,
 * its lines leave the cart and the confirmation mail is queued. Any other captured payment is
 * refunded in full (payments' `settle`).
 */
export function takePaymentFlow(deps: {
  db: Db
  razorpay: Razorpay
  payments: PaymentService
  orders: OrderService
  cart: CartService
  users: UsersService
  outbox: MailQueue
  publicUrl: string
}) {
  const { db, razorpay, payments, orders, cart, users, outbox, publicUrl } = deps

  /** An authorised payment is captured first; one captured meanwhile is read again. */
  async function captured(payment: RazorpayPayment) {
    if (payment.status !== 'authorized') return payment
    try {
      return await razorpay.capture(payment.id, payment.amount, payment.currency)
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error
      return razorpay.payment(payment.id)
    }
  }

  async function take(
    payment: RazorpayPayment,
  ): Promise<Settled | 'unknown' | 'failed' | 'not captured'> {
    const row = payment.order_id ? await payments.byRazorpayOrder(payment.order_id) : undefined
    if (!row) return 'unknown'
    if (payment.status === 'failed') {
      await payments.failed(row.order_id, payment.error_description ?? 'Payment failed')
      return 'failed'
    }
    const matches = payment.amount === row.amount_paise && payment.currency === row.currency
    // A wrong amount is never captured: an authorisation Razorpay does not capture lapses.
    const final = matches ? await captured(payment) : payment
    if (final.status !== 'captured') return 'not captured'
    return inTransaction(db, async (trx) => {
      const settled = await payments.settle(trx, row.order_id, final)
      if (settled === 'paid') await confirm(trx, row.order_id, final)
      return settled
    })
  }

  async function confirm(trx: Db, orderId: number, payment: RazorpayPayment) {
    const label = methodLabel(payment.method)
    const order = await orders.move(
      trx,
      orderId,
      { to: 'Confirmed', note: `Paid online (${label}), payment ${payment.id}` },
      STORE,
    )
    await cart.removeOrdered(trx, order.userId, stockLinesOf(order))
    const [customer] = await users.contacts([order.userId], trx)
    if (customer) await outbox.enqueue(trx, orderPlacedMail(order, customer, publicUrl, label))
    await orders.countMoved(trx, order)
  }

  return {
    take,

    /**
     * The browser's proof: the signature must be Razorpay's over the Razorpay order this
     * store order is paid through, and the payment Razorpay reports must be that order's, of
     * its amount and currency, captured or authorised. Anything else is refused and changes
     * nothing.
     */
    async verify(userId: number, body: VerifyPaymentBody): Promise<Order> {
      const row = await payments.byRazorpayOrder(body.razorpay_order_id)
      const facts = row ? (await orders.facts([row.order_id])).get(row.order_id) : undefined
      if (!row?.razorpay_order_id || facts?.userId !== userId) {
        throw notFound('Payment not found')
      }
      const expected = checkoutSignature(
        razorpay.keySecret,
        row.razorpay_order_id,
        body.razorpay_payment_id,
      )
      if (!signatureMatches(expected, body.razorpay_signature)) {
        throw invalid('Payment verification failed: the signature does not match')
      }
      let payment: RazorpayPayment
      try {
        payment = await razorpay.payment(body.razorpay_payment_id)
      } catch (error) {
        if (error instanceof RazorpayError && error.status < 500) {
          throw invalid('Payment verification failed: Razorpay does not know this payment')
        }
        throw error
      }
      if (payment.order_id !== row.razorpay_order_id) {
        throw invalid('Payment verification failed: the payment is for another order')
      }
      if (payment.amount !== row.amount_paise || payment.currency !== row.currency) {
        throw invalid('Payment verification failed: the amount does not match the order')
      }
      if (payment.status !== 'captured' && payment.status !== 'authorized') {
        throw invalid(`Payment ${payment.status === 'failed' ? 'failed' : 'is not complete'}`)
      }
      const settled = await take(payment)
      if (settled === 'stray') {
        throw conflict(
          'This order was cancelled or paid before this payment arrived; the payment is refunded in full.',
          'PAYMENT_STATE_CONFLICT',
        )
      }
      if (settled !== 'paid' && settled !== 'already') {
        throw invalid('Payment is not complete')
      }
      return orders.getForUser(userId, row.order_id)
    },

    /**
     * Razorpay's webhook: the raw body must carry the webhook secret's signature, be a known
     * event and be recent. A repeated event id changes nothing twice; the handlers are
     * idempotent too, so the same payment arriving by two events (or with the browser's
     * verify) pays the order once.
     */
    async webhook(
      raw: Buffer,
      signature: string | undefined,
      eventId: string | undefined,
    ): Promise<'handled' | 'repeated'> {
      if (!signatureMatches(hmacHex(razorpay.webhookSecret, raw), signature)) {
        throw invalid('Webhook signature does not match')
      }
      let event: Webhook
      try {
        event = JSON.parse(raw.toString('utf8')) as Webhook
      } catch {
        throw invalid('Webhook body is not JSON')
      }
      if (!WEBHOOK_EVENTS.includes(event?.event as (typeof WEBHOOK_EVENTS)[number])) {
        throw invalid(`Unknown webhook event: ${String(event?.event).slice(0, 60)}`)
      }
      // Razorpay dates every event; one without a date is judged by its id alone.
      const age = event.created_at === undefined ? 0 : Date.now() - Number(event.created_at) * 1000
      if (!Number.isFinite(age) || age > WEBHOOK_MAX_AGE_MS || age < -WEBHOOK_MAX_AHEAD_MS) {
        throw invalid('Webhook event is too old (or from the future): refused as a replay')
      }
      const id = (eventId ?? createHash('sha256').update(raw).digest('hex')).slice(0, 100)
      if (await payments.seenEvent(id)) return 'repeated'
      const payment = event.payload?.payment?.entity
      const refund = event.payload?.refund?.entity
      if (event.event.startsWith('refund.')) {
        if (!refund?.id) throw invalid('Webhook event carries no refund')
        await payments.refundReported(refund)
      } else {
        if (!payment?.id) throw invalid('Webhook event carries no payment')
        try {
          await take(payment)
        } catch (error) {
          // A payment for an order this store does not know, or one it cannot capture: nothing to do.
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error
        }
      }
      await payments.rememberEvent(id, event.event)
      return 'handled'
    },
  }
}

export type TakePayment = ReturnType<typeof takePaymentFlow>
