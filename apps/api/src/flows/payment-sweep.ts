import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '../lib/errors.js'
import type { Razorpay } from '../modules/payments/razorpay.js'
import type { PaymentService } from '../modules/payments/service.js'
import { STORE } from '../records/order.js'
import type { MoveOrder } from './move-order.js'
import type { TakePayment } from './take-payment.js'

/** Webhook event ids are kept this long: far past Razorpay's 24 hours of retries. */
const EVENT_MEMORY_MS = 7 * 24 * 60 * 60 * 1000

/**
 * What each instance does every PAYMENT_SWEEP_SECONDS, safe with several at once: asks Razorpay
 * about unpaid orders old enough that a webhook should have come (a lost one cannot leave a paid
 * order unpaid), cancels those still unpaid past their expiry (their stock goes back), and sends
 * due refunds. Every change is a conditional move, so two instances doing the same is harmless.
 */
export function paymentSweepFlow(deps: {
  razorpay: Razorpay
  payments: PaymentService
  take: TakePayment['take']
  moveOrder: MoveOrder
  checkAfterMs: number
  log: FastifyBaseLogger
}) {
  const { razorpay, payments, take, moveOrder, log } = deps

  async function reconcile(row: Awaited<ReturnType<PaymentService['unpaidToCheck']>>[number]) {
    await payments.markChecked(row.order_id)
    try {
      const found = row.razorpay_order_id
        ? await razorpay.paymentsOfOrder(row.razorpay_order_id)
        : []
      for (const payment of found) {
        if (payment.status === 'captured' || payment.status === 'authorized') {
          const settled = await take(payment)
          if (settled === 'paid' || settled === 'already') return
        }
      }
    } catch (error) {
      // Razorpay unreachable: expiry goes on, and a capture that comes later is refunded.
      log.warn({ order: row.order_id, err: (error as Error).message }, 'payment check failed')
    }
    if (Date.parse(row.expires_at) > Date.now()) return
    try {
      await moveOrder(row.order_id, { status: 'Cancelled', note: 'Not paid in time' }, STORE)
    } catch (error) {
      // Paid, cancelled or switched to Cash on Delivery meanwhile.
      if (!(error instanceof AppError)) throw error
    }
  }

  return async function sweep() {
    const now = Date.now()
    const due = await payments.unpaidToCheck(
      new Date(now - deps.checkAfterMs).toISOString(),
      new Date(now - deps.checkAfterMs / 2).toISOString(),
      50,
    )
    for (const row of due) {
      try {
        await reconcile(row)
      } catch (error) {
        log.warn({ order: row.order_id, err: (error as Error).message }, 'payment check failed')
      }
    }
    await payments.sendDueRefunds()
    await payments.forgetEventsBefore(new Date(now - EVENT_MEMORY_MS).toISOString())
  }
}

export type PaymentSweep = ReturnType<typeof paymentSweepFlow>
