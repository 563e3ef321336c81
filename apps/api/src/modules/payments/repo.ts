import type { Insertable, Updateable } from 'kysely'
import type { Db } from '../../db/index.js'
import type { PaymentRefundTable, PaymentTable, StrayPaymentTable } from '../../db/schema.js'
import { isPostgres, likePattern } from '../../db/sql.js'

export async function insertPayment(db: Db, row: Insertable<PaymentTable>) {
  await db.insertInto('payments').values(row).execute()
}

export function findPayment(db: Db, orderId: number) {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirst()
}

/** The payment row, locked for the caller's transaction on PostgreSQL. */
export function lockPayment(db: Db, orderId: number) {
  const query = db.selectFrom('payments').selectAll().where('order_id', '=', orderId)
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst()
}

export function findByRazorpayOrder(db: Db, razorpayOrderId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('razorpay_order_id', '=', razorpayOrderId)
    .executeTakeFirst()
}

export function findPayments(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('payments').selectAll().where('order_id', 'in', orderIds).execute()
}

/** Moves a payment on only from one of `from`; false when it had moved meanwhile. */
export async function movePayment(
  db: Db,
  orderId: number,
  from: string[],
  changes: Updateable<PaymentTable>,
) {
  const result = await db
    .updateTable('payments')
    .set(changes)
    .where('order_id', '=', orderId)
    .where('status', 'in', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function setRazorpayOrder(db: Db, orderId: number, razorpayOrderId: string) {
  await db
    .updateTable('payments')
    .set({ razorpay_order_id: razorpayOrderId })
    .where('order_id', '=', orderId)
    .where('razorpay_order_id', 'is', null)
    .execute()
}

/** Unpaid payments created before `before` that Razorpay was not asked about since `checkedBefore`. */
export function listUnpaidToCheck(db: Db, before: string, checkedBefore: string, limit: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', 'in', ['awaiting', 'failed'])
    .where('created_at', '<', before)
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', checkedBefore)]))
    .orderBy('created_at')
    .limit(limit)
    .execute()
}

export async function markChecked(db: Db, orderId: number, at: string) {
  await db.updateTable('payments').set({ checked_at: at }).where('order_id', '=', orderId).execute()
}

/** Paid online orders placed since `since`: how many and their paise. */
export async function paidSince(db: Db, since: string) {
  const row = await db
    .selectFrom('payments')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>('amount_paise').as('paise'),
    ])
    .where('status', '=', 'paid')
    .where('created_at', '>=', since)
    .executeTakeFirst()
  return { orders: Number(row?.n ?? 0), paise: Number(row?.paise ?? 0) }
}

// Refunds.

export function findRefunds(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute()
}

export function findRefund(db: Db, id: number) {
  return db.selectFrom('payment_refunds').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Paise asked back of a Razorpay payment so far, by every refund of it. */
export async function refundedOfPayment(db: Db, paymentId: string) {
  const row = await db
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.sum<number | string | null>('amount_paise').as('paise'))
    .where('payment_id', '=', paymentId)
    .executeTakeFirst()
  return Number(row?.paise ?? 0)
}

/** A refund asked once: a second row with the same receipt is none (false). */
export async function insertRefund(db: Db, row: Insertable<PaymentRefundTable>) {
  const result = await db
    .insertInto('payment_refunds')
    .values(row)
    .onConflict((oc) => oc.column('receipt').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

/**
 * Takes due refunds for one sender until `until`: not yet created at Razorpay (or refused by it),
 * due, and not claimed by a sender whose claim still runs. PostgreSQL skips rows another
 * instance is claiming.
 */
export async function claimDueRefunds(
  db: Db,
  now: string,
  until: string,
  maxAttempts: number,
  limit: number,
) {
  const due = db
    .selectFrom('payment_refunds')
    .select('id')
    .where('refund_id', 'is', null)
    .where('status', 'in', ['pending', 'failed'])
    .where('attempts', '<', maxAttempts)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(limit)
  return db
    .updateTable('payment_refunds')
    .set((eb) => ({ claimed_until: until, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', isPostgres(db) ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute()
}

export async function updateRefund(db: Db, id: number, changes: Updateable<PaymentRefundTable>) {
  await db.updateTable('payment_refunds').set(changes).where('id', '=', id).execute()
}

export function findRefundByRazorpayId(db: Db, refundId: string) {
  return db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('refund_id', '=', refundId)
    .executeTakeFirst()
}

export function findRefundByReceipt(db: Db, receipt: string) {
  return db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('receipt', '=', receipt)
    .executeTakeFirst()
}

// Stray payments and webhook events.

/** Records a payment that paid no order; false when it was recorded before. */
export async function insertStray(db: Db, row: Insertable<StrayPaymentTable>) {
  const result = await db
    .insertInto('stray_payments')
    .values(row)
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

/** Remembers a webhook event; false when it was handled before. */
export async function rememberEvent(db: Db, eventId: string, event: string, at: string) {
  const result = await db
    .insertInto('payment_events')
    .values({ event_id: eventId, event, received_at: at })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

export async function hasEvent(db: Db, eventId: string) {
  const row = await db
    .selectFrom('payment_events')
    .select('event_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst()
  return row !== undefined
}

export async function forgetEventsBefore(db: Db, before: string) {
  await db.deleteFrom('payment_events').where('received_at', '<', before).execute()
}

// The admin's list.

type ListFilter = { status: string; q?: string | undefined }

function filtered(db: Db, { status, q }: ListFilter) {
  let query = db.selectFrom('payments').where('status', '=', status)
  if (q) {
    const pattern = likePattern(q)
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['receipt']), 'like', pattern),
        eb(eb.fn('lower', ['razorpay_order_id']), 'like', pattern),
        eb(eb.fn('lower', ['payment_id']), 'like', pattern),
      ]),
    )
  }
  return query
}

export function pagePayments(db: Db, filter: ListFilter, offset: number, limit: number) {
  return filtered(db, filter)
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('order_id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute()
}

export async function countPayments(db: Db, filter: ListFilter) {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

function strays(db: Db, q?: string) {
  let query = db
    .selectFrom('stray_payments')
    .innerJoin('payments', 'payments.order_id', 'stray_payments.order_id')
  if (q) {
    const pattern = likePattern(q)
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['payments.receipt']), 'like', pattern),
        eb(eb.fn('lower', ['stray_payments.razorpay_order_id']), 'like', pattern),
        eb(eb.fn('lower', ['stray_payments.payment_id']), 'like', pattern),
      ]),
    )
  }
  return query
}

export function pageStrays(db: Db, q: string | undefined, offset: number, limit: number) {
  return strays(db, q)
    .selectAll('stray_payments')
    .select('payments.receipt')
    .orderBy('stray_payments.created_at', 'desc')
    .offset(offset)
    .limit(limit)
    .execute()
}

export async function countStrays(db: Db, q?: string) {
  const row = await strays(db, q)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function countByStatus(db: Db) {
  const [rows, stray] = await Promise.all([
    db
      .selectFrom('payments')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('status')
      .execute(),
    countStrays(db),
  ])
  return { byStatus: new Map(rows.map((row) => [row.status, Number(row.n)])), stray }
}

export function refundsOfPayments(db: Db, paymentIds: string[]) {
  if (paymentIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('payment_id', 'in', paymentIds)
    .orderBy('id')
    .execute()
}
