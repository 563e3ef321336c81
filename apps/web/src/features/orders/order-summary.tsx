import type { ReactNode } from 'react'
import { Link } from 'react-router'
import {
  formatDeliveryDay,
  istDay,
  ORDER_STATUS_LABELS,
  type Order,
  PAYMENT,
} from '@store/contract'
import { paths } from '@/config/paths'
import { ProductImage } from '@/components/product-image'
import { formatDateTime, formatRupees } from '@/lib/format'
import { OrderStatusBadge } from './order-status-badge'

const card = 'rounded-lg border border-stone-200 bg-white p-4'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  )
}

/**
 * How an order is paid, as its page, the admin's and the order confirmation say it. The order that
 * sends a return's exchange or replacement costs nothing; an online order names its mode ('Online
 * Payment (UPI)'); one switched to Cash on Delivery says so.
 */
export const paymentModeOf = (
  order: Pick<Order, 'replacementFor' | 'payment' | 'paymentMethod' | 'user'>,
) =>
  order.replacementFor
    ? PAYMENT.replacement
    : order.payment
      ? order.paymentMethod
      : order.user.paymentCOD
        ? PAYMENT.cod
        : PAYMENT.online

/**
 * Where the parcel stands against its promise: 'Delivered on Thu, 3 Dec' once delivered, 'Delivery
 * by Thu, 3 Dec' (the day promised when it was placed) until then; nothing for an order that will
 * not arrive (cancelled, returned to origin) or was placed before days were promised.
 */
export function deliveryNote(order: Pick<Order, 'status' | 'deliveryBy' | 'history'>) {
  if (order.status === 'Delivered') {
    const at = order.history.findLast((entry) => entry.status === 'Delivered')?.at
    return at ? `Delivered on ${formatDeliveryDay(istDay(at))}` : null
  }
  if (order.status === 'Cancelled' || order.status === 'RTO' || !order.deliveryBy) return null
  return `Delivery by ${formatDeliveryDay(order.deliveryBy)}`
}

/** The parts of an order a shopper and an admin both see; the admin also sees each line's SKU. */
export function OrderSummary({ order, showSku = false }: { order: Order; showSku?: boolean }) {
  const paymentMode = paymentModeOf(order)
  const paysOnline = order.paymentMethod.startsWith(PAYMENT.online)
  const paidOnline = order.payment?.status === 'paid' || order.payment?.status === 'refunded'
  const delivery = deliveryNote(order)
  return (
    <div className="space-y-4">
      <section aria-labelledby="order-status" className={card}>
        <h2 id="order-status" className="mb-2 font-semibold">
          Order Status
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <time dateTime={order.dateOrdered}>{formatDateTime(order.dateOrdered)}</time>
          <OrderStatusBadge status={order.status} />
        </div>
        {delivery && <p className="mt-2 text-sm font-semibold text-green-800">{delivery}</p>}
        {order.history.length > 0 && (
          <ol
            aria-label="Status history"
            className="mt-4 space-y-2 border-l-2 border-stone-200 pl-4 text-sm"
          >
            {order.history.map((entry) => (
              <li key={`${entry.status}-${entry.at}`} className="relative">
                <span className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-brand-500" />
                <span className="font-medium">{ORDER_STATUS_LABELS[entry.status]}</span>{' '}
                <time dateTime={entry.at} className="text-stone-500">
                  {formatDateTime(entry.at)}
                </time>
                {entry.note && <p className="text-stone-600">{entry.note}</p>}
              </li>
            ))}
          </ol>
        )}
        {order.replacementFor && (
          <p className="mt-3 text-sm text-stone-600">
            This order sends the replacement for one of your returns, free of charge.
          </p>
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
                    {showSku && <> · SKU: {item.sku ?? 'none'}</>}
                  </p>
                  <p className="line-clamp-2 text-stone-500">{item.product.description}</p>
                  <p className="text-stone-500">Order ID: {order.orderId}</p>
                </div>
                <div className="shrink-0 text-right text-sm">
                  <p className="font-semibold">{formatRupees(item.price)}</p>
                  {item.discount > 0 && (
                    <p className="text-green-700">−{formatRupees(item.discount)} off this line</p>
                  )}
                </div>
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
            {order.discount > 0 && (
              <>
                <Row label="Items">
                  {formatRupees(order.totalPrice - order.codFee + order.discount)}
                </Row>
                <Row label={discountLabel(order)}>−{formatRupees(order.discount)}</Row>
              </>
            )}
            {order.codFee > 0 && (
              <>
                <Row label="Items total">{formatRupees(order.totalPrice - order.codFee)}</Row>
                <Row label="Cash on Delivery fee">{formatRupees(order.codFee)}</Row>
              </>
            )}
            <Row label="Total Amount">{formatRupees(order.totalPrice)}</Row>
            {order.paidByStoreCredit > 0 && (
              <>
                <Row label="Paid by store credit">{formatRupees(order.paidByStoreCredit)}</Row>
                {paysOnline && order.payment ? (
                  <Row label={paidOnline ? 'Paid online' : 'To pay online'}>
                    {formatRupees(order.payment.amount)}
                  </Row>
                ) : (
                  <Row label="To pay in cash">{formatRupees(order.cashToCollect)}</Row>
                )}
              </>
            )}
            <Row label="Payment Mode">{paymentMode}</Row>
          </dl>
        </section>
      </div>
    </div>
  )
}

/** Which offer and coupon the order's discount came from. */
const discountLabel = (order: { couponCode: string | null; offerTitle: string | null }) =>
  [order.offerTitle, order.couponCode && `Coupon ${order.couponCode}`]
    .filter(Boolean)
    .join(' + ') || 'Discount'
