import { type ReactNode, useState } from 'react'
import { useDispatch } from 'react-redux'
import { useLocation, useNavigate } from 'react-router'
import { MESSAGES, type Order, type OrderPayment, type Refund } from '@store/contract'
import { PaymentStatusBadge, RefundStateBadge } from '@/components/payment-status-badge'
import { getCart, setCart } from '@/features/cart'
import { ApiError } from '@/lib/api-client'
import { formatDateTime, formatRupees } from '@/lib/format'
import { notify } from '@/lib/toast'
import { payOnDelivery, payOrder } from './api'
import { openGateway } from './open-gateway'
import { paymentNoticeOf } from './payment-notice'
import { paymentProblem } from './problems'

/** The shopper's clock, as the order's own dates on this page are shown. */
const at = (iso: string) => formatDateTime(iso)

const REFUND_REASONS: Record<Refund['reason'], string> = {
  cancelled: 'Order cancelled',
  returned: 'Return',
  stray: 'Payment that paid no order',
}

export type OrderPaymentProps = {
  order: Order
  /** The order as the server now has it. */
  onOrder: (order: Order) => void
  /** Read the order again. */
  onReload: () => void
  /** The shop's view: the payment as it stands, without the shopper's buttons. */
  readOnly?: boolean
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 py-1">
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 break-all text-right font-medium">{children}</dd>
    </div>
  )
}

export const isUnpaid = (order: Order) =>
  order.status === 'Pending' &&
  (order.payment?.status === 'awaiting' || order.payment?.status === 'failed')

/**
 * The order page's Payment section for an online order: its state, Razorpay's ids, and its
 * refunds; while it is unpaid, when it must be paid by, Pay now and Pay on delivery instead.
 */
export function OrderPaymentSection({
  order,
  onOrder,
  onReload,
  readOnly = false,
}: OrderPaymentProps) {
  const payment = order.payment
  const notice = paymentNoticeOf(useLocation().state)
  const navigate = useNavigate()
  const dispatch = useDispatch()
  const [busy, setBusy] = useState<'pay' | 'cod' | null>(null)
  if (!payment) return null
  const unpaid = isUnpaid(order)

  const payNow = async () => {
    setBusy('pay')
    try {
      const answer = await payOrder(order._id)
      await openGateway(answer, (href) => void navigate(href))
    } catch (error) {
      const problem = paymentProblem(error)
      if (problem) void notify.error(problem)
      else void notify.failure(error)
      // It cannot be paid any more (paid meanwhile, or cancelled): show how it stands now.
      if (error instanceof ApiError && error.status === 409) onReload()
    } finally {
      setBusy(null)
    }
  }

  const cashInstead = async () => {
    setBusy('cod')
    try {
      const answer = await payOnDelivery(order._id)
      void notify.success(answer.message)
      onOrder(answer.data)
      void getCart().then(
        (cart) => dispatch(setCart(cart.data)),
        () => undefined,
      )
    } catch (error) {
      void notify.failure(error)
      if (error instanceof ApiError && error.status === 409) onReload()
    } finally {
      setBusy(null)
    }
  }

  return (
    <section
      aria-labelledby="payment"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payment" className="font-semibold">
          Payment
        </h2>
        <PaymentStatusBadge status={payment.status} />
      </div>
      {notice && unpaid && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {notice}
        </p>
      )}
      <dl className="text-sm">
        <Row label="Mode">{order.paymentMethod}</Row>
        <Row label="Amount">{formatRupees(payment.amount)}</Row>
        {payment.paymentId && <Row label="Payment ID">{payment.paymentId}</Row>}
        {payment.razorpayOrderId && <Row label="Razorpay order ID">{payment.razorpayOrderId}</Row>}
        {payment.paidAt && (
          <Row label="Paid on">
            <time dateTime={payment.paidAt}>{at(payment.paidAt)}</time>
          </Row>
        )}
      </dl>
      {unpaid && !readOnly && (
        <Unpaid
          payment={payment}
          // The notice says why the last attempt failed already.
          showFailure={!notice}
          busy={busy}
          onPay={payNow}
          onCash={cashInstead}
        />
      )}
      {payment.refunds.length > 0 && <Refunds refunds={payment.refunds} />}
    </section>
  )
}

function Unpaid({
  payment,
  showFailure,
  busy,
  onPay,
  onCash,
}: {
  payment: OrderPayment
  showFailure: boolean
  busy: 'pay' | 'cod' | null
  onPay: () => Promise<void>
  onCash: () => Promise<void>
}) {
  return (
    <div className="space-y-3 border-t border-stone-100 pt-3 text-sm">
      {showFailure && payment.status === 'failed' && payment.failureReason && (
        <p className="text-red-800">Last attempt failed: {payment.failureReason}</p>
      )}
      <p className="text-stone-700">
        Pay by{' '}
        <time dateTime={payment.expiresAt} className="font-semibold">
          {at(payment.expiresAt)}
        </time>{' '}
        or the order is cancelled.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          disabled={busy !== null}
          onClick={() => void onPay()}
          className="rounded-md bg-green-700 px-5 py-2.5 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
        >
          {busy === 'pay' ? MESSAGES.loading : 'Pay now'}
        </button>
        <button
          type="button"
          disabled={busy !== null}
          onClick={() => void onCash()}
          className="rounded-md border-2 border-green-700 px-5 py-2 font-semibold text-green-800 hover:bg-green-700 hover:text-white disabled:opacity-60"
        >
          {busy === 'cod' ? MESSAGES.loading : 'Pay on delivery instead'}
        </button>
      </div>
    </div>
  )
}

function Refunds({ refunds }: { refunds: Refund[] }) {
  return (
    <div className="space-y-2 border-t border-stone-100 pt-3">
      <h3 className="text-sm font-semibold">Refunds</h3>
      <p className="text-xs text-stone-500">Refunds go back to your original payment method.</p>
      <ul aria-label="Refunds" className="divide-y divide-stone-100 text-sm">
        {refunds.map((refund) => (
          <li key={refund._id} className="flex flex-wrap items-start justify-between gap-2 py-2">
            <div className="min-w-0 space-y-0.5">
              <p className="font-medium">
                {formatRupees(refund.amount)}
                <span className="font-normal text-stone-600">
                  {' '}
                  ·{' '}
                  {refund.reason === 'returned' && refund.returnId
                    ? `Return ${refund.returnId}`
                    : REFUND_REASONS[refund.reason]}
                </span>
              </p>
              <p className="text-stone-500">
                <time dateTime={refund.createdAt}>{at(refund.createdAt)}</time>
                {refund.refundId && <span className="break-all"> · {refund.refundId}</span>}
              </p>
            </div>
            <RefundStateBadge status={refund.status} />
          </li>
        ))}
      </ul>
    </div>
  )
}
