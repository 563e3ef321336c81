import { useEffect, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { MESSAGES, type Order, PAYMENT } from '@store/contract'
import { paths } from '@/config/paths'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { EmptyState } from '@/components/empty-state'
import { ProductImage } from '@/components/product-image'
import { formatRupees } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { cancelOrder, getOrder } from './api'
import { OrderStatusBadge } from './order-status-badge'

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

const card = 'rounded-lg border border-stone-200 bg-white p-4'

/** The order from the card that led here, else fetched: a reload or a shared link still works. */
function useOrder(orderId: string) {
  const fromCard = (useLocation().state as { order?: Order } | null)?.order
  const passed = fromCard?._id === orderId ? fromCard : undefined
  const [fetched, setFetched] = useState<{ id: string; order: Order | null } | null>(null)
  const [updated, setUpdated] = useState<Order | null>(null)
  const replace = (order: Order) => setUpdated(order)

  useEffect(() => {
    if (passed) return
    const controller = new AbortController()
    getOrder(orderId, controller.signal).then(
      (order) => setFetched({ id: orderId, order }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error(error)
        setFetched({ id: orderId, order: null })
      },
    )
    return () => controller.abort()
  }, [orderId, passed])

  if (updated?._id === orderId) return { order: updated, loading: false, replace }
  if (passed) return { order: passed, loading: false, replace }
  if (fetched?.id !== orderId) return { order: null, loading: true, replace }
  return { order: fetched.order, loading: false, replace }
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  )
}

/** '/dashboard/orderdetail/{id}': status, items, shipping and price details of one order. */
export function OrderDetailPage() {
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

/** The parts of an order a shopper and an admin both see. */
export function OrderSummary({ order }: { order: Order }) {
  const paymentMode = order.user.paymentCOD ? PAYMENT.cod : PAYMENT.online
  return (
    <div className="space-y-4">
      <section aria-labelledby="order-status" className={card}>
        <h2 id="order-status" className="mb-2 font-semibold">
          Order Status
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <time dateTime={order.dateOrdered}>{dateTime.format(new Date(order.dateOrdered))}</time>
          <OrderStatusBadge status={order.status} />
        </div>
        {order.history.length > 0 && (
          <ol
            aria-label="Status history"
            className="mt-4 space-y-2 border-l-2 border-stone-200 pl-4 text-sm"
          >
            {order.history.map((entry) => (
              <li key={`${entry.status}-${entry.at}`} className="relative">
                <span className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-brand-500" />
                <span className="font-medium">{entry.status}</span>{' '}
                <time dateTime={entry.at} className="text-stone-500">
                  {dateTime.format(new Date(entry.at))}
                </time>
                {entry.note && <p className="text-stone-600">{entry.note}</p>}
              </li>
            ))}
          </ol>
        )}
        {order.trackingUrl && (
          <p className="mt-3 text-sm">
            Shipped with {order.courierName ?? 'our courier'}:{' '}
            <a
              href={order.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-600 underline"
            >
              Track your parcel
            </a>
          </p>
        )}
      </section>

      <section aria-labelledby="order-items" className={card}>
        <h2 id="order-items" className="mb-2 font-semibold">
          Items
        </h2>
        <ul className="divide-y divide-stone-100">
          {order.orderItems.map((item) => (
            <li key={item._id}>
              <Link
                to={paths.product(item.product._id)}
                className="flex gap-3 py-3 hover:bg-stone-50"
              >
                <div className="w-20 shrink-0 self-start overflow-hidden rounded border border-stone-200">
                  <ProductImage src={item.product.image[0]} alt="" sizes="80px" />
                </div>
                <div className="min-w-0 flex-1 space-y-0.5 text-sm">
                  <p className="font-medium">{item.name}</p>
                  <p className="text-stone-600">Sold by: {item.product.vendor ?? 'N/A'}</p>
                  <p className="text-stone-600">
                    Quantity: {item.quantity} · Size: {item.size}
                  </p>
                  <p className="line-clamp-2 text-stone-500">{item.product.description}</p>
                  <p className="text-stone-500">Order ID: {order.orderId}</p>
                </div>
                <p className="shrink-0 text-sm font-semibold">{formatRupees(item.price)}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="shipping" className={card}>
          <h2 id="shipping" className="mb-2 font-semibold">
            Shipping Information
          </h2>
          <dl className="text-sm">
            <Row label="OrderId">{order.orderId || 'N/A'}</Row>
            <Row label="Name">{order.consigneename || 'N/A'}</Row>
            <Row label="Phone">{order.consigneephone || 'N/A'}</Row>
            <Row label="Address">{order.shippingAddress || 'N/A'}</Row>
          </dl>
        </section>
        <section aria-labelledby="price-details" className={card}>
          <h2 id="price-details" className="mb-2 font-semibold">
            Price Details
          </h2>
          <dl className="text-sm">
            <Row label="Total Amount">{formatRupees(order.totalPrice)}</Row>
            <Row label="Payment Mode">{paymentMode}</Row>
          </dl>
        </section>
      </div>
    </div>
  )
}
