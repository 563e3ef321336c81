import type { ComponentType } from 'react'
import { Link } from 'react-router'
import { useDispatch, useSelector } from 'react-redux'
import { MESSAGES, type Order } from '@store/contract'
import { paths } from '@/config/paths'
import { selectUserId } from '@/features/account'
import { EmptyState } from '@/components/empty-state'
import { ProductImage } from '@/components/product-image'
import { selectOrders, setOrders } from './order-slice'
import { formatDate, formatRupees } from '@/lib/format'
import { sizeLabel } from '@/lib/size-stock'
import { usePageMeta } from '@/lib/page-meta'
import { useFetch } from '@/lib/use-fetch'
import { ordersByUser } from './api'
import { OrderStatusBadge } from './order-status-badge'
import { deliveryNote } from './order-summary'

type ReturnState = ComponentType<{ orderId: string }>

function OrderCard({
  order,
  ReturnState,
}: {
  order: Order
  ReturnState?: ReturnState | undefined
}) {
  const delivery = deliveryNote(order)
  return (
    <Link
      to={paths.orderDetail(order._id)}
      state={{ order }}
      className="block rounded-lg border border-stone-200 bg-white p-4 hover:border-brand-500"
    >
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-500">Order No</dt>
          <dd className="font-medium">{order.orderId}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Date</dt>
          <dd>{formatDate(order.dateOrdered)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Status</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">Total</dt>
          <dd className="font-semibold">{formatRupees(order.totalPrice)}</dd>
        </div>
      </dl>
      {delivery && <p className="mt-2 text-sm font-semibold text-green-800">{delivery}</p>}
      <ul className="mt-3 divide-y divide-stone-100 border-t border-stone-100">
        {order.orderItems.map((item) => (
          <li key={item._id} className="flex items-start gap-3 py-2 text-sm">
            <div className="w-12 shrink-0 overflow-hidden rounded border border-stone-200">
              <ProductImage src={item.product.image[0]} alt="" sizes="48px" />
            </div>
            {/* The name gets the row's width and two lines; size and quantity go under it. */}
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 leading-snug">{item.name}</p>
              <p className="mt-0.5 text-xs text-stone-500">
                {sizeLabel(item.size)} · Quantity: {item.quantity}
              </p>
            </div>
            <span className="shrink-0 font-medium">{formatRupees(item.price)}</span>
          </li>
        ))}
      </ul>
      {ReturnState && <ReturnState orderId={order._id} />}
    </Link>
  )
}

/**
 * '/dashboard/myorders', titled Orders: newest first, each card opening its detail, with the state
 * of its returns (a component the router hands in).
 */
export function MyOrdersPage({ ReturnState }: { ReturnState?: ReturnState }) {
  usePageMeta('Orders')
  const userId = useSelector(selectUserId)
  const orders = useSelector(selectOrders)
  const dispatch = useDispatch()
  // The list lives in the stored orders slice: shown at once from the last visit, then replaced.
  const fetched = useFetch(`orders:${userId}`, (signal) =>
    ordersByUser(userId, signal).then(
      (list) => void dispatch(setOrders(list)),
      (error: unknown) => {
        if (signal.aborted) throw error
        // A failed fetch is only logged; the stored list stays.
        console.error(error)
      },
    ),
  )
  const loading = fetched.status === 'loading'

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">Orders</h1>
        <Link
          to={paths.myGrievances}
          className="tap-target text-sm font-medium text-brand-600 hover:underline"
        >
          My grievances
        </Link>
      </div>
      {orders.length === 0 ? (
        loading ? (
          <div className="h-40 animate-pulse rounded-lg bg-stone-200" />
        ) : (
          <EmptyState message={MESSAGES.noDataShort} />
        )
      ) : (
        <ul className="space-y-3">
          {orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} ReturnState={ReturnState} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
