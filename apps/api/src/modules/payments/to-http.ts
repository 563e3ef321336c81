import type { AdminPayment, OrderPayment, PaymentState, Refund } from '@store/contract'
import type { PaymentRefundTable, PaymentTable, StrayPaymentTable } from '../../db/schema.js'
import type { Selectable } from 'kysely'
import { toRupees } from '../../lib/money.js'

type PaymentRow = Selectable<PaymentTable>
type RefundRow = Selectable<PaymentRefundTable>

export function toRefund(row: RefundRow): Refund {
  return {
    _id: String(row.id),
    amount: toRupees(row.amount_paise),
    status: row.status as Refund['status'],
    reason: row.reason as Refund['reason'],
    refundId: row.refund_id,
    returnId: row.return_id === null ? null : String(row.return_id),
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function toOrderPayment(row: PaymentRow, refunds: RefundRow[]): OrderPayment {
  return {
    status: row.status as PaymentState,
    amount: toRupees(row.amount_paise),
    razorpayOrderId: row.razorpay_order_id,
    paymentId: row.payment_id,
    method: row.method,
    failureReason: row.failure_reason,
    expiresAt: row.expires_at,
    paidAt: row.paid_at,
    // A stray payment's refund is the admin's business, not this order's.
    refunds: refunds.filter((refund) => refund.reason !== 'stray').map(toRefund),
  }
}

export function toAdminPayment(row: PaymentRow, refunds: RefundRow[]): AdminPayment {
  return {
    orderId: String(row.order_id),
    orderNumber: row.receipt,
    state: row.status as PaymentState,
    amount: toRupees(row.amount_paise),
    currency: row.currency,
    razorpayOrderId: row.razorpay_order_id,
    paymentId: row.payment_id,
    method: row.method,
    note: row.failure_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    refunds: refunds.map(toRefund),
  }
}

export function toStrayPayment(
  row: Selectable<StrayPaymentTable> & { receipt: string },
  refunds: RefundRow[],
): AdminPayment {
  return {
    orderId: String(row.order_id),
    orderNumber: row.receipt,
    state: 'mismatched',
    amount: toRupees(row.amount_paise),
    currency: row.currency,
    razorpayOrderId: row.razorpay_order_id,
    paymentId: row.payment_id,
    method: row.method,
    note: row.reason,
    createdAt: row.created_at,
    updatedAt: refunds.at(-1)?.updated_at ?? row.created_at,
    refunds: refunds.map(toRefund),
  }
}
