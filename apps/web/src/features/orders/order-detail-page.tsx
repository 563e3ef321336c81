import { type ComponentType, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { MESSAGES, type Order } from '@store/contract'
import { paths } from '@/config/paths'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { EmptyState } from '@/components/empty-state'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import { cancelOrder, getOrder } from './api'
import { InvoiceButton } from './invoice-button'
import { OrderSummary } from './order-summary'

/** The order from the card that led here, else fetched: a reload or a shared link still works. */
function useOrder(orderId: string) {
  const fromCard = (useLocation().state as { order?: Order } | null)?.order
  const passed = fromCard?._id === orderId ? fromCard : undefined
  // The card's order needs no request.
  const fetched = useFetch(`order:${orderId}:${passed ? 'card' : 'server'}`, (signal) =>
    passed
      ? Promise.resolve(passed)
      : getOrder(orderId, signal).catch((error: unknown) => {
          if (!signal.aborted) console.error(error)
          throw error
        }),
  )
  const [updated, setUpdated] = useState<Order | null>(null)
  const replace = (order: Order) => setUpdated(order)

  if (updated?._id === orderId) return { order: updated, loading: false, replace }
  if (passed) return { order: passed, loading: false, replace }
  if (fetched.status === 'loading') return { order: null, loading: true, replace }
  return { order: fetched.data ?? null, loading: false, replace }
}

/**
 * '/dashboard/orderdetail/{id}': status, items, shipping and price details of one order. The
 * router hands it the returns section, so orders know nothing of returns.
 */
export function OrderDetailPage({ Returns }: { Returns?: ComponentType<{ order: Order }> }) {
  const { id = '' } = useParams()
  const { order, loading, replace } = useOrder(id)
  const [cancelling, setCancelling] = useState(false)
  usePageMeta(order ? `Order ${order.orderId}` : 'Order')

  if (loading) return <div className="h-64 animate-pulse rounded-lg bg-stone-200" />
  if (!order) return <EmptyState message={MESSAGES.noOrderData} />

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">Order {order.orderId}</h1>
        <Link to={paths.myOrders} className="text-sm text-brand-600 hover:underline">
          ‹ All orders
        </Link>
      </div>
      <OrderSummary order={order} />
      <InvoiceButton order={order} />
      {Returns && <Returns order={order} />}
      {order.status === 'Pending' && (
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
          message={`Cancel order ${order.orderId}? This cannot be undone.`}
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
            }
          }}
        />
      )}
    </div>
  )
}
