import { ORDER_STATUS_LABELS, type OrderStatus } from '@store/contract'

const colours: Record<OrderStatus, string> = {
  Delivered: 'bg-green-100 text-green-800',
  Pending: 'bg-yellow-100 text-yellow-800',
  Confirmed: 'bg-blue-100 text-blue-800',
  Shipped: 'bg-blue-100 text-blue-800',
  Cancelled: 'bg-red-100 text-red-800 line-through decoration-1',
  RTO: 'bg-orange-100 text-orange-800',
}

/**
 * Green Delivered, yellow Pending, blue anything in between, Cancelled plainly cancelled, and a
 * parcel returned to origin orange.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus | '' }) {
  const shown = status || 'Pending'
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours[shown]}`}>
      {ORDER_STATUS_LABELS[shown]}
    </span>
  )
}
