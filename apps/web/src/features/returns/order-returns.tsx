import { Suspense, lazy, useState } from 'react'
import type { Order, ReturnOptions } from '@store/contract'
import { formatDateTime } from '@/lib/format'
import { useFetch } from '@/lib/use-fetch'
import { returnOptions } from './api'
import { ReturnCard } from './return-card'
import { useMyReturns } from './use-returns'

// The form is only loaded when a shopper opens it.
const ReturnDialog = lazy(() =>
  import('./return-dialog').then((m) => ({ default: m.ReturnDialog })),
)

/** On a delivered order: each line's 'Return or exchange' while the window is open, and its returns. */
export function OrderReturns({ order }: { order: Order }) {
  const { returns, reload } = useMyReturns()
  const [version, setVersion] = useState(0)
  const options = useFetch<ReturnOptions | null>(
    `${order._id}:${order.status}:${version}`,
    (signal) =>
      order.status === 'Delivered' ? returnOptions(order._id, signal) : Promise.resolve(null),
  )
  const [open, setOpen] = useState<string | null>(null)
  const mine = (returns ?? []).filter((ret) => ret.orderId === order._id)
  const data = options.data
  if (!data && mine.length === 0) return null

  const line = data?.lines.find((l) => l.orderItemId === open)
  const item = order.orderItems.find((i) => i._id === open)
  return (
    <section
      aria-labelledby="returns"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="returns" className="font-semibold">
        Returns and exchanges
      </h2>
      {data && (
        <>
          <p className="text-sm text-stone-600">
            {data.open && data.openUntil
              ? `You can ask for a return or exchange until ${formatDateTime(data.openUntil, 'india')}. Items must be unused, unwashed and have their tags.`
              : `The ${data.windowDays}-day return window for this order has closed.`}
          </p>
          <ul className="divide-y divide-stone-100">
            {order.orderItems.map((orderItem) => {
              const lineOptions = data.lines.find((l) => l.orderItemId === orderItem._id)
              return (
                <li
                  key={orderItem._id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                >
                  <span className="min-w-0 flex-1">
                    {orderItem.name} · Size {orderItem.size}
                  </span>
                  {lineOptions && !lineOptions.returnable ? (
                    <span className="text-stone-500">Not returnable</span>
                  ) : lineOptions && lineOptions.quantity > 0 ? (
                    <button
                      type="button"
                      onClick={() => setOpen(orderItem._id)}
                      aria-label={`Return or exchange ${orderItem.name}`}
                      className="rounded-md border border-brand-600 px-3 py-1.5 font-medium text-brand-700 hover:bg-brand-50"
                    >
                      Return or exchange
                    </button>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </>
      )}
      {mine.map((ret) => (
        <ReturnCard key={ret._id} ret={ret} />
      ))}
      {open && line && item && (
        <Suspense fallback={null}>
          <ReturnDialog
            orderId={order._id}
            item={item}
            line={line}
            paidOnline={order.payment?.status === 'paid' || order.payment?.status === 'refunded'}
            onClose={() => setOpen(null)}
            onDone={() => {
              setOpen(null)
              reload()
              setVersion((v) => v + 1)
            }}
          />
        </Suspense>
      )}
    </section>
  )
}
