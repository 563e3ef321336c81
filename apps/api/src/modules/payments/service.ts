import type { AdminPayment, AdminPaymentQuery, OrderPayment, RefundReason } from '@store/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/index.js'
import { nowIso } from '../../db/sql.js'
import { conflict, notFound } from '../../lib/errors.js'
import type { Razorpay, RazorpayPayment, RazorpayRefund } from './razorpay.js'
import { RazorpayError } from './razorpay.js'
import * as repo from './repo.js'
import { toAdminPayment, toOrderPayment, toRefund, toStrayPayment } from './to-http.js'

/** How an arriving captured payment was taken. */
export type Settled = 'paid' | 'already' | 'stray'

const later = (ms: number, from = Date.now()) => new Date(from + ms).toISOString()

/**
 * Payments: an online order's payment through its Razorpay order, refunds to the original
 * method, and captured payments that paid no order. Only this module writes its tables; the
 * flows (pay-order, take-payment, cancel-order, move-return, payment-sweep) decide when. Each
 * state change is a conditional update on the state it starts from, so of a webhook and the
 * browser's verify arriving at once exactly one pays the order.
 */
export function createPaymentService({
  db,
  razorpay,
  log,
  refundRetryMs,
  refundMaxAttempts,
}: {
  db: Db
  razorpay: Razorpay | null
  log: FastifyBaseLogger
  refundRetryMs: number
  refundMaxAttempts: number
}) {
  async function ofOrders(orderIds: number[]): Promise<Map<number, OrderPayment>> {
    const [rows, refunds] = await Promise.all([
      repo.findPayments(db, orderIds),
      repo.findRefunds(db, orderIds),
    ])
    return new Map(
      rows.map((row) => [
        row.order_id,
        toOrderPayment(
          row,
          refunds.filter((refund) => refund.order_id === row.order_id),
        ),
      ]),
    )
  }

  /** Asks back what is left of the order's captured payment; nothing when it was not paid. */
  async function refundRest(
    trx: Db,
    orderId: number,
    {
      reason,
      receipt,
      returnId,
      amountPaise,
    }: {
      reason: RefundReason
      receipt: string
      returnId?: number
      amountPaise?: number
    },
  ) {
    const row = await repo.lockPayment(trx, orderId)
    if (!row || row.status !== 'paid' || !row.payment_id) return 0
    const left = row.amount_paise - (await repo.refundedOfPayment(trx, row.payment_id))
    const amount = Math.min(amountPaise ?? left, left)
    if (amount <= 0) return 0
    const now = nowIso()
    const inserted = await repo.insertRefund(trx, {
      order_id: orderId,
      return_id: returnId ?? null,
      payment_id: row.payment_id,
      amount_paise: amount,
      reason,
      receipt,
      status: 'pending',
      refund_id: null,
      next_attempt_at: now,
      claimed_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    return inserted ? amount : 0
  }

  /** A refund Razorpay reports on (webhook or the create call's answer). */
  async function refundReported(refund: RazorpayRefund) {
    const row =
      (await repo.findRefundByRazorpayId(db, refund.id)) ??
      (refund.receipt ? await repo.findRefundByReceipt(db, refund.receipt) : undefined)
    if (!row || row.status === 'processed') return
    const now = nowIso()
    if (refund.status === 'processed') {
      await repo.updateRefund(db, row.id, {
        status: 'processed',
        refund_id: refund.id,
        last_error: null,
        updated_at: now,
      })
      const payment = await repo.findPayment(db, row.order_id)
      const refunds = await repo.findRefunds(db, [row.order_id])
      const processed = refunds
        .filter((r) => r.status === 'processed' && r.payment_id === payment?.payment_id)
        .reduce((sum, r) => sum + r.amount_paise, 0)
      if (payment && processed >= payment.amount_paise) {
        await repo.movePayment(db, row.order_id, ['paid'], { status: 'refunded', updated_at: now })
      }
    } else if (refund.status === 'failed' && row.refund_id === refund.id) {
      // Refused by the bank: a new refund, under a new idempotency key, on the next pass.
      await repo.updateRefund(db, row.id, {
        status: 'failed',
        refund_id: null,
        generation: row.generation + 1,
        last_error: `Refund ${refund.id} failed at Razorpay`,
        next_attempt_at: later(refundRetryMs),
        updated_at: now,
      })
    }
  }

  /** Sends one claimed refund; a failure waits, doubling, until the attempts run out. */
  async function sendRefund(row: Awaited<ReturnType<typeof repo.claimDueRefunds>>[number]) {
    if (!razorpay) return
    // Razorpay asks for 10 or more of letters, digits, - and _; a refused refund's next try is new.
    const key = `kapdakart-${row.receipt}-${row.generation}`
    try {
      const refund = await razorpay.refund(row.payment_id, {
        amount: row.amount_paise,
        receipt: row.receipt,
        idempotencyKey: key,
        notes: { order_id: String(row.order_id), reason: row.reason },
      })
      await repo.updateRefund(db, row.id, {
        refund_id: refund.id,
        status: refund.status === 'processed' ? 'processed' : 'pending',
        claimed_until: null,
        last_error: null,
        attempts: 0,
        updated_at: nowIso(),
      })
      if (refund.status === 'processed') await refundReported({ ...refund, receipt: row.receipt })
    } catch (error) {
      const message = error instanceof RazorpayError ? error.description : (error as Error).message
      log.warn({ refund: row.id, err: message }, 'refund not sent')
      await repo.updateRefund(db, row.id, {
        status: 'failed',
        claimed_until: null,
        last_error: message.slice(0, 500),
        next_attempt_at: later(refundRetryMs * 2 ** Math.min(row.attempts - 1, 10)),
        updated_at: nowIso(),
      })
    }
  }

  return {
    ofOrders,

    /** Opens the payment of a new online order, in the order's transaction. */
    async open(
      trx: Db,
      payment: { orderId: number; receipt: string; amountPaise: number; expiresAt: string },
    ) {
      const now = nowIso()
      await repo.insertPayment(trx, {
        order_id: payment.orderId,
        razorpay_order_id: null,
        receipt: payment.receipt,
        amount_paise: payment.amountPaise,
        currency: 'INR',
        status: 'awaiting',
        payment_id: null,
        method: null,
        failure_reason: null,
        expires_at: payment.expiresAt,
        checked_at: null,
        paid_at: null,
        created_at: now,
        updated_at: now,
      })
    },

    find: (orderId: number) => repo.findPayment(db, orderId),
    /** The order's payment, locked for the caller's transaction (none for Cash on Delivery). */
    lock: (trx: Db, orderId: number) => repo.lockPayment(trx, orderId),
    byRazorpayOrder: (razorpayOrderId: string) => repo.findByRazorpayOrder(db, razorpayOrderId),
    attachRazorpayOrder: (orderId: number, id: string) => repo.setRazorpayOrder(db, orderId, id),

    /**
     * Takes a captured payment in the caller's transaction: it pays the order if the order is
     * still unpaid ('paid'); the same payment again is 'already'; any other (a second payment,
     * one after the order was cancelled, a wrong amount or currency) is kept as a stray payment
     * and refunded in full ('stray').
     */
    async settle(trx: Db, orderId: number, payment: RazorpayPayment): Promise<Settled> {
      const row = await repo.lockPayment(trx, orderId)
      if (!row) throw notFound('Payment not found')
      const mismatch =
        payment.amount !== row.amount_paise || payment.currency !== row.currency
          ? `Paid ${payment.currency} ${payment.amount} paise, the order asked ${row.currency} ${row.amount_paise}`
          : null
      const now = nowIso()
      if (!mismatch) {
        if (row.payment_id === payment.id) return 'already'
        const paid = await repo.movePayment(trx, orderId, ['awaiting', 'failed'], {
          status: 'paid',
          payment_id: payment.id,
          method: payment.method,
          failure_reason: null,
          paid_at: now,
          updated_at: now,
        })
        if (paid) return 'paid'
      }
      const reason =
        mismatch ??
        (row.status === 'cancelled'
          ? 'Arrived after the order was cancelled'
          : 'A second payment for an order already paid')
      if (
        await repo.insertStray(trx, {
          payment_id: payment.id,
          order_id: orderId,
          razorpay_order_id: payment.order_id ?? row.razorpay_order_id ?? '',
          amount_paise: payment.amount,
          currency: payment.currency,
          method: payment.method,
          reason,
          created_at: now,
        })
      ) {
        await repo.insertRefund(trx, {
          order_id: orderId,
          return_id: null,
          payment_id: payment.id,
          amount_paise: payment.amount,
          reason: 'stray',
          receipt: `stray-${payment.id}`,
          status: 'pending',
          refund_id: null,
          next_attempt_at: now,
          claimed_until: null,
          last_error: null,
          created_at: now,
          updated_at: now,
        })
        log.warn({ order: orderId, payment: payment.id, reason }, 'stray payment refunded')
      }
      return 'stray'
    },

    /** A failed attempt: the order stays payable; a paid one is never made failed. */
    async failed(orderId: number, reason: string) {
      await repo.movePayment(db, orderId, ['awaiting', 'failed'], {
        status: 'failed',
        failure_reason: reason.slice(0, 500),
        updated_at: nowIso(),
      })
    },

    /**
     * Closes an unpaid payment in the transaction that cancels its order or switches it to
     * Cash on Delivery; false when it was paid (or closed) meanwhile.
     */
    close: (trx: Db, orderId: number) =>
      repo.movePayment(trx, orderId, ['awaiting', 'failed'], {
        status: 'cancelled',
        updated_at: nowIso(),
      }),

    /** The full refund of a cancelled order, in the cancelling transaction. */
    refundCancelled: (trx: Db, orderId: number) =>
      refundRest(trx, orderId, { reason: 'cancelled', receipt: `cancel-${orderId}` }),

    /** A return's cash part back to the original method, in the refunding transaction. */
    refundReturn: (trx: Db, orderId: number, returnId: number, amountPaise: number) =>
      refundRest(trx, orderId, {
        reason: 'returned',
        receipt: `return-${returnId}`,
        returnId,
        amountPaise,
      }),

    refundReported,

    /** Paid online orders placed since each instant, for the overview. */
    prepaidSince: (since: string[]) => Promise.all(since.map((at) => repo.paidSince(db, at))),

    seenEvent: (eventId: string) => repo.hasEvent(db, eventId),
    /** Remembers a webhook event id; false when it was handled before. */
    rememberEvent: (eventId: string, event: string) =>
      repo.rememberEvent(db, eventId, event, nowIso()),
    forgetEventsBefore: (before: string) => repo.forgetEventsBefore(db, before),

    unpaidToCheck: (before: string, checkedBefore: string, limit: number) =>
      repo.listUnpaidToCheck(db, before, checkedBefore, limit),
    markChecked: (orderId: number) => repo.markChecked(db, orderId, nowIso()),

    /** One pass of the refund sender: every due refund, a few at a time. */
    async sendDueRefunds() {
      if (!razorpay) return
      for (;;) {
        const now = Date.now()
        const claimed = await repo.claimDueRefunds(
          db,
          new Date(now).toISOString(),
          later(60_000, now),
          refundMaxAttempts,
          5,
        )
        if (claimed.length === 0) return
        for (const row of claimed) await sendRefund(row)
      }
    },

    /** The admin's retry of a refund that failed: a fresh set of tries, starting now. */
    async retryRefund(refundId: number) {
      const row = await repo.findRefund(db, refundId)
      if (!row) throw notFound('Refund not found')
      if (row.status !== 'failed') {
        throw conflict('Only a failed refund can be tried again', 'PAYMENT_STATE_CONFLICT')
      }
      const now = nowIso()
      await repo.updateRefund(db, refundId, {
        attempts: 0,
        next_attempt_at: now,
        claimed_until: null,
        updated_at: now,
      })
      return toRefund({ ...row, attempts: 0, next_attempt_at: now, updated_at: now })
    },

    async adminList({ state, q, page, limit }: AdminPaymentQuery) {
      const offset = (page - 1) * limit
      if (state === 'mismatched') {
        const [rows, total] = await Promise.all([
          repo.pageStrays(db, q, offset, limit),
          repo.countStrays(db, q),
        ])
        const refunds = await repo.refundsOfPayments(
          db,
          rows.map((row) => row.payment_id),
        )
        const items: AdminPayment[] = rows.map((row) =>
          toStrayPayment(
            row,
            refunds.filter((refund) => refund.payment_id === row.payment_id),
          ),
        )
        return { items, total }
      }
      const filter = { status: state, q }
      const [rows, total] = await Promise.all([
        repo.pagePayments(db, filter, offset, limit),
        repo.countPayments(db, filter),
      ])
      const refunds = await repo.findRefunds(
        db,
        rows.map((row) => row.order_id),
      )
      const items: AdminPayment[] = rows.map((row) =>
        toAdminPayment(
          row,
          refunds.filter((refund) => refund.order_id === row.order_id && refund.reason !== 'stray'),
        ),
      )
      return { items, total }
    },

    async counts() {
      const { byStatus, stray } = await repo.countByStatus(db)
      return {
        awaiting: byStatus.get('awaiting') ?? 0,
        failed: byStatus.get('failed') ?? 0,
        paid: byStatus.get('paid') ?? 0,
        refunded: byStatus.get('refunded') ?? 0,
        cancelled: byStatus.get('cancelled') ?? 0,
        mismatched: stray,
      }
    },
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>
