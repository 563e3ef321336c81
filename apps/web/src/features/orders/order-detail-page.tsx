import { type ComponentType, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { MESSAGES, type Order } from '@store/contract'
import { paths } from '@/config/paths'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { EmptyState } from '@/components/empty-state'
import { ApiError } from '@/lib/api-client'
import { formatRupees } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import { cancelOrder, getOrder } from './api'
import { InvoiceButton } from './invoice-button'
import { OrderSummary } from './order-summary'

/**
 * The order from the card that led here is shown at once, and the order is always read again by
 * id: a reload or a shared link still works, and a payment or cancellation made elsewhere shows.
 * An order an action answered with stays until the order is read again.
 */
function useOrder(orderId: string) {
  const fromCard = (useLocation().state as { order?: Order } | null)?.order
  const passed = fromCard?._id === orderId ? fromCard : undefined
  const [version, setVersion] = useState(0)
  const fetched = useFetch(`order:${orderId}:${version}`, (signal) =>
    getOrder(orderId, signal).catch((error: unknown) => {
      if (!signal.aborted) console.error(error)
      throw error
    }),
  )
  const [updated, setUpdated] = useState<{ order: Order; version: number } | null>(null)
  const replace = (order: Order) => setUpdated({ order, version })
  const reload = () => setVersion((v) => v + 1)

  const mine = updated?.order._id === orderId ? updated : null
  const order =
    (mine && (mine.version === version || fetched.status !== 'success') ? mine.order : null) ??
    fetched.data ??
    passed ??
    null
  return { order, loading: !order && fetched.status === 'loading', replace, reload }
}

type PaymentSection = ComponentType<{
  order: Order
  onOrder: (order: Order) => void
  onReload: () => void
}>

/**
 * Until it ships, an order may be cancelled; not the one that sends a return's exchange or
 * replacement, which costs nothing and is what the return was owed.
 */
const cancellable = (order: Order) =>
  !order.replacementFor && (order.status === 'Pending' || order.status === 'Confirmed')

function cancelMessage(order: Order) {
  const paid = order.payment?.status === 'paid'
  return paid
    ? `Cancel order ${order.orderId}? You paid ${formatRupees(order.payment?.amount ?? 0)} online: the money goes back to your original payment method. This cannot be undone.`
    : `Cancel order ${order.orderId}? This cannot be undone.`
}

/** A delivered order's products, each with a link to its review form. */
function RateProducts({ order }: { order: Order }) {
  const products = [...new Map(order.orderItems.map((item) => [item.product._id, item])).values()]
  return (
    <section aria-labelledby="rate" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="rate" className="font-semibold">
        How did it fit?
      </h2>
      <ul className="mt-2 space-y-2">
        {products.map((item) => (
          <li key={item.product._id} className="flex items-center justify-between gap-3 text-sm">
            <span>
              {item.name} <span className="text-stone-500">(size {item.size})</span>
            </span>
            <Link
              to={paths.reviewForm(item.product._id)}
              className="tap-target shrink-0 rounded-md border border-brand-600 px-3 py-1.5 font-medium text-brand-700 hover:bg-brand-50"
            >
              Rate this product
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * '/dashboard/orderdetail/{id}': status, items, shipping and price details of one order. The
 * router hands it the payment and returns sections, so orders know nothing of payments or returns.
 */
export function OrderDetailPage({
  Returns,
  Payment,
}: {
  Returns?: ComponentType<{ order: Order }>
  Payment?: PaymentSection
}) {
  const { id = '' } = useParams()
  const { order, loading, replace, reload } = useOrder(id)
  const [cancelling, setCancelling] = useState(false)
  usePageMeta(order ? `Order ${order.orderId}` : 'Order')

  if (loading) return <div className="h-64 animate-pulse rounded-lg bg-stone-200" />
  if (!order) return <EmptyState message={MESSAGES.noOrderData} />

  const payment = Payment && order.payment && (
    <Payment order={order} onOrder={replace} onReload={reload} />
  )
  // An order waiting for its payment says so first; a paid one keeps its status first.
  const awaitingPayment =
    order.status === 'Pending' &&
    (order.payment?.status === 'awaiting' || order.payment?.status === 'failed')

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">Order {order.orderId}</h1>
        <Link to={paths.myOrders} className="tap-target text-sm text-brand-600 hover:underline">
          ‹ All orders
        </Link>
      </div>
      {awaitingPayment && payment}
      <OrderSummary order={order} />
      {!awaitingPayment && payment}
      <InvoiceButton order={order} />
      {order.status === 'Delivered' && <RateProducts order={order} />}
      {Returns && <Returns order={order} />}
      <p className="text-sm text-stone-600">
        A problem with this order?{' '}
        <Link
          to={`${paths.myGrievances}/new?orderId=${order._id}&order=${order.orderId}`}
          className="tap-target font-medium text-brand-600 hover:underline"
        >
          Raise a grievance
        </Link>
      </p>
      {cancellable(order) && (
        <button
          type="button"
          onClick={() => setCancelling(true)}
          className="rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:border-red-500"
        >
          Cancel order
        </button>
      )}
      {cancelling && (
        <ConfirmDialog
          title="Cancel order"
          message={cancelMessage(order)}
          confirmLabel="Cancel order"
          onClose={() => setCancelling(false)}
          onConfirm={async () => {
            try {
              const answer = await cancelOrder(order._id)
              void notify.success(answer.message)
              replace(answer.data)
              setCancelling(false)
            } catch (error) {
              void notify.failure(error)
              // It moved on meanwhile (shipped, or already cancelled): show how it stands now.
              if (error instanceof ApiError && error.status === 409) {
                setCancelling(false)
                reload()
              }
            }
          }}
        />
      )}
    </div>
  )
}
