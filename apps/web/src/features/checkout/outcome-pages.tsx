import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { DELIVERY_PROMISE, formatDeliveryDay, MESSAGES, type Order } from '@store/contract'
import { paths } from '@/config/paths'
import { paymentModeOf } from '@/features/orders'
import { formatRupees } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'

function Outcome({
  title,
  tone,
  children,
}: {
  title: string
  tone: 'success' | 'cancel'
  children?: ReactNode
}) {
  usePageMeta(title)
  return (
    <section
      className={`mx-auto flex max-w-md flex-col items-center gap-5 rounded-xl p-8 text-center ${
        tone === 'success' ? 'bg-green-50' : 'bg-red-50'
      }`}
    >
      <p
        aria-hidden="true"
        className={`flex h-14 w-14 items-center justify-center rounded-full text-3xl text-white ${
          tone === 'success' ? 'bg-green-600' : 'bg-red-600'
        }`}
      >
        {tone === 'success' ? '✓' : '×'}
      </p>
      <h1 className={`text-xl font-bold ${tone === 'success' ? 'text-green-800' : 'text-red-800'}`}>
        {title}
      </h1>
      {children}
      <Link
        to={paths.home}
        className={`rounded-md px-5 py-2 font-semibold text-white ${
          tone === 'success' ? 'bg-green-600 hover:bg-green-700' : 'bg-red-600 hover:bg-red-700'
        }`}
      >
        {MESSAGES.goToHome}
      </Link>
    </section>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-semibold">{children}</dd>
    </div>
  )
}

/**
 * The order just placed: its number, total (with the Cash on Delivery fee, named), how it is paid
 * and the day delivery was promised for when it was placed.
 */
function PlacedOrder({ order }: { order: Order }) {
  return (
    <>
      <dl
        aria-label="Your order"
        className="w-full divide-y divide-green-100 rounded-lg bg-white px-4 py-2 text-left text-sm"
      >
        <Row label="Order number">{order.orderId}</Row>
        {order.codFee > 0 && <Row label="Cash on Delivery fee">{formatRupees(order.codFee)}</Row>}
        <Row label="Total">{formatRupees(order.totalPrice)}</Row>
        {order.paidByStoreCredit > 0 && (
          <Row label="Paid by store credit">{formatRupees(order.paidByStoreCredit)}</Row>
        )}
        <Row label="Payment mode">{paymentModeOf(order)}</Row>
        {order.deliveryBy ? (
          <Row label="Delivery by">{formatDeliveryDay(order.deliveryBy)}</Row>
        ) : (
          <Row label="Expected delivery">{DELIVERY_PROMISE}</Row>
        )}
      </dl>
      <p className="text-sm text-stone-600">
        We will e-mail you as it ships, with a link to track it.
      </p>
      <Link
        to={paths.orderDetail(order._id)}
        state={{ order }}
        className="font-semibold text-green-800 underline hover:text-green-900"
      >
        View your order
      </Link>
    </>
  )
}

/** What the checkout hands the success page: SPEC's text, and the order it placed or was paid. */
type SuccessState = { text?: string; order?: Order }

/**
 * '/success': '{text or Payment} Successfully', then the order just placed when the checkout or
 * the payment's return passed it; opened any other way, the way to the shopper's orders.
 */
export function SuccessPage() {
  const state = useLocation().state as SuccessState | null
  const order = state?.order?._id && state.order.orderId ? state.order : null
  return (
    <Outcome title={`${state?.text ?? 'Payment'} Successfully`} tone="success">
      {order ? (
        <PlacedOrder order={order} />
      ) : (
        <p className="text-sm text-stone-600">
          Your orders, their payment and delivery are in{' '}
          <Link to={paths.myOrders} className="font-semibold text-green-800 underline">
            My Orders
          </Link>
          .
        </p>
      )}
    </Outcome>
  )
}

/** '/cancel': 'Order Cancel'. */
export function CancelPage() {
  return <Outcome title={MESSAGES.orderCancel} tone="cancel" />
}
