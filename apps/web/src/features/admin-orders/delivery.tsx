import { useState } from 'react'
import { counted, formatDay, istDay, MESSAGES, type Order, type OrderStatus } from '@store/contract'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import { allowCodAgain, getCustomerCod, getDeliveryRules } from './api'

/** The statuses of an order still on its way to the shopper. */
const ON_THE_WAY: readonly OrderStatus[] = ['Pending', 'Confirmed', 'Shipped']

/** Whether an order on its way has passed the day its delivery was promised for (days in India). */
export const isLate = (order: Pick<Order, 'status' | 'deliveryBy'>, today = istDay()) =>
  ON_THE_WAY.includes(order.status) && order.deliveryBy !== null && order.deliveryBy < today

export function LateBadge() {
  return (
    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
      Late
    </span>
  )
}

/**
 * The promised day, '28 Nov 2026', and 'Late' once it has passed undelivered; `none` stands in
 * for an order placed without a promise.
 */
export function DeliveryBy({
  order,
  none = '—',
}: {
  order: Pick<Order, 'status' | 'deliveryBy'>
  none?: string
}) {
  if (!order.deliveryBy) return <span className="text-stone-500">{none}</span>
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <time dateTime={order.deliveryBy}>{formatDay(order.deliveryBy)}</time>
      {isLate(order) && <LateBadge />}
    </span>
  )
}

/**
 * Whether the shopper may pay on delivery: their parcels returned to origin within the window
 * and, when that took Cash on Delivery away, the button that gives it back.
 */
export function CustomerCodStanding({ userId, version }: { userId: string; version: number }) {
  const [allowed, setAllowed] = useState(0)
  const result = useFetch(`cod|${userId}|${version}|${allowed}`, (signal) =>
    Promise.all([getCustomerCod(userId, signal), getDeliveryRules(signal)]),
  )
  const [busy, setBusy] = useState(false)
  if (result.status === 'loading')
    return <div className="h-10 animate-pulse rounded bg-stone-100" />
  if (result.status === 'error') {
    return <p className="text-sm text-red-700">{result.error.message}</p>
  }
  const [cod, rules] = result.data
  const allowAgain = async () => {
    setBusy(true)
    try {
      const answer = await allowCodAgain(userId)
      void notify.success(answer.message)
      setAllowed((n) => n + 1)
    } catch (error) {
      void notify.failure(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="space-y-2">
      <p>
        {counted(cod.rtoCount, 'parcel')} returned to origin in the last{' '}
        {counted(rules.rtoWindowDays, 'day')} (limit {rules.rtoLimit})
      </p>
      {cod.allowed ? (
        <p className="font-medium text-green-800">Cash on Delivery allowed</p>
      ) : (
        <p className="font-medium text-red-700">
          Cash on Delivery not allowed: this shopper may pay online only
        </p>
      )}
      {cod.reinstatedAt && (
        <p className="text-stone-600">
          Allowed again on {formatDateTime(cod.reinstatedAt)}; parcels before then do not count.
        </p>
      )}
      {!cod.allowed && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void allowAgain()}
          className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:border-stone-500 disabled:opacity-60"
        >
          {busy ? MESSAGES.loading : 'Allow Cash on Delivery again'}
        </button>
      )}
    </div>
  )
}
