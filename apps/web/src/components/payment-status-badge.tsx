import type { ADMIN_PAYMENT_VIEWS, RefundState } from '@store/contract'

type PaymentView = (typeof ADMIN_PAYMENT_VIEWS)[number]

/** An online payment's state as the shopper and the admin read it. */
export const PAYMENT_STATE_LABELS: Record<PaymentView, string> = {
  awaiting: 'Awaiting payment',
  failed: 'Payment failed',
  paid: 'Paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  mismatched: 'Mismatched',
}

const PAYMENT_TONE: Record<PaymentView, string> = {
  awaiting: 'bg-yellow-100 text-yellow-800',
  failed: 'bg-red-100 text-red-800',
  paid: 'bg-green-100 text-green-800',
  refunded: 'bg-blue-100 text-blue-800',
  cancelled: 'bg-stone-200 text-stone-700',
  mismatched: 'bg-orange-100 text-orange-800',
}

function Badge({ tone, label }: { tone: string; label: string }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {label}
    </span>
  )
}

export function PaymentStatusBadge({ status }: { status: PaymentView }) {
  return <Badge tone={PAYMENT_TONE[status]} label={PAYMENT_STATE_LABELS[status]} />
}

/** A refund's state: asked of Razorpay, money sent, or failed (the server tries again). */
export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  pending: 'Processing',
  processed: 'Refunded',
  failed: 'Failed - we retry',
}

const REFUND_TONE: Record<RefundState, string> = {
  pending: 'bg-yellow-100 text-yellow-800',
  processed: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
}

export function RefundStateBadge({ status }: { status: RefundState }) {
  return <Badge tone={REFUND_TONE[status]} label={REFUND_STATE_LABELS[status]} />
}
