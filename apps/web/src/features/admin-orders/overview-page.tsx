import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import {
  counted,
  LIMITS,
  ORDER_STATUSES,
  type Overview,
  RETURN_REASON_LABELS,
  type ReturnsOverview,
  formatWhole,
} from '@store/contract'
import { paths } from '@/config/paths'
import { EmptyState } from '@/components/empty-state'
import { OrderStatusBadge } from '@/features/orders'
import { formatRupees } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { type FetchState, useFetch } from '@/lib/use-fetch'
import { getOverview, getReturnsOverview } from './api'
import { AdminOnly, AdminHeading } from '@/components/admin/ui'

// The chart library loads with the chart, after the numbers are on screen.
const OrdersChart = lazy(() => import('./orders-chart').then((m) => ({ default: m.OrdersChart })))

const card = 'min-w-0 rounded-lg border border-stone-200 bg-white p-4'

/** '/dashboard/overview': the day's and month's sales, statuses, 30 days, best sellers, low stock. */
export function OverviewPage() {
  usePageMeta('Overview')
  return (
    <AdminOnly>
      <OverviewView />
    </AdminOnly>
  )
}

type Sales = { orders: number; revenue: number }

/** A period's sales, and how much of them was paid online (prepaid) or is cash on delivery. */
function Figure({ label, orders, revenue, prepaid }: Sales & { label: string; prepaid: Sales }) {
  return (
    <div className={card}>
      <p className="text-sm text-stone-500">{label}</p>
      <p className="mt-1 text-2xl font-bold">{formatRupees(revenue)}</p>
      <p className="text-sm text-stone-600">{counted(orders, 'order')}</p>
      <p className="mt-2 text-sm text-stone-600">
        Prepaid {formatRupees(prepaid.revenue)} ({counted(prepaid.orders, 'order')}) · Cash on
        Delivery {formatRupees(Math.max(0, revenue - prepaid.revenue))} (
        {counted(Math.max(0, orders - prepaid.orders), 'order')})
      </p>
    </div>
  )
}

/**
 * The return rate of the last 30 days, returned units over delivered units of the same days, and
 * the reasons given most.
 */
function ReturnsFigures({ result }: { result: FetchState<ReturnsOverview> }) {
  if (result.status !== 'success') return null
  const r = result.data
  return (
    <section aria-labelledby="returns-30-days" className={card}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="returns-30-days" className="font-semibold">
          Returns, last 30 days
        </h2>
        <Link to={paths.adminReturns} className="tap-target text-sm text-brand-600 hover:underline">
          Returns queue
        </Link>
      </div>
      <p className="text-sm">
        <span className="text-2xl font-bold">{r.returnRate}%</span>{' '}
        <span className="text-stone-600">return rate</span>
      </p>
      <p className="text-sm text-stone-600">
        {counted(r.returnedUnits, 'unit')} asked back of {counted(r.deliveredUnits, 'unit')}{' '}
        delivered in these 30 days ({counted(r.delivered, 'order')})
      </p>
      <p className="text-sm text-stone-600">
        {counted(r.requested, 'return request')} made in these 30 days
      </p>
      {r.topReasons.length > 0 && (
        <ul aria-label="Top reasons" className="mt-3 space-y-1 text-sm">
          {r.topReasons.map((reason) => (
            <li key={reason.reason} className="flex justify-between">
              <span>{RETURN_REASON_LABELS[reason.reason]}</span>
              <span className="font-semibold">{reason.count}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

const percent = (rate: number) => `${rate.toFixed(1)}%`

/**
 * This month's parcels returned to origin, of those that reached the shopper or came back, and
 * the share of orders paid on delivery.
 */
function DeliveryFigures({ delivery: d }: { delivery: Overview['delivery'] }) {
  const parcels = d.rtoOrders + d.deliveredOrders
  const figures = [
    {
      label: 'RTO rate',
      rate: d.rtoRate,
      detail: `· ${formatWhole(d.rtoOrders)} of ${counted(parcels, 'parcel')} came back`,
      none: 'No parcel delivered or returned yet',
    },
    {
      label: 'Cash on Delivery share',
      rate: d.codShare,
      detail: `of ${counted(d.orders, 'order')}`,
      none: 'No orders yet',
    },
  ]
  return (
    <section aria-labelledby="delivery-month" className={card}>
      <h2 id="delivery-month" className="mb-3 font-semibold">
        Delivery, this month
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-stone-500">{figure.label}</dt>
            <dd className="text-sm text-stone-600">
              {figure.rate === null ? (
                <>
                  <span className="text-2xl font-bold text-stone-900">—</span> {figure.none}
                </>
              ) : (
                <>
                  <span className="text-2xl font-bold text-stone-900">{percent(figure.rate)}</span>{' '}
                  {figure.detail}
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function OverviewView() {
  const result = useFetch('overview', getOverview)
  // Asked for at once, beside the overview, not once the overview has drawn.
  const returns = useFetch('returns-overview', getReturnsOverview)
  if (result.status === 'loading')
    return <div className="h-64 animate-pulse rounded-lg bg-stone-200" />
  if (result.status === 'error') return <EmptyState message={result.error.message} />
  const o = result.data
  return (
    <div className="space-y-4">
      <AdminHeading title="Overview" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Figure label="Today" {...o.today} prepaid={o.prepaid.today} />
        <Figure label="This month" {...o.month} prepaid={o.prepaid.month} />
      </div>
      <DeliveryFigures delivery={o.delivery} />
      <section aria-labelledby="by-status" className={card}>
        <h2 id="by-status" className="mb-3 font-semibold">
          Orders by status
        </h2>
        <ul className="flex flex-wrap gap-3">
          {ORDER_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={`${paths.adminOrders}?status=${status}`}
                className="flex items-center gap-2 rounded-md border border-stone-200 px-3 py-2 text-sm hover:border-stone-400"
              >
                <OrderStatusBadge status={status} />
                <span className="font-semibold">{o.byStatus[status] ?? 0}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ReturnsFigures result={returns} />
      <section aria-labelledby="last-30-days" className={card}>
        <h2 id="last-30-days" className="mb-3 font-semibold">
          Last 30 days
        </h2>
        <Suspense fallback={<div className="h-[260px] animate-pulse rounded bg-stone-100" />}>
          <OrdersChart days={o.days} />
        </Suspense>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="best-sellers" className={card}>
          <h2 id="best-sellers" className="mb-3 font-semibold">
            Best sellers
          </h2>
          {o.bestSellers.length === 0 ? (
            <p className="text-sm text-stone-500">No sales yet.</p>
          ) : (
            <ol className="space-y-1.5 text-sm">
              {o.bestSellers.map((p, i) => (
                <li key={p._id} className="flex items-center justify-between gap-3">
                  <Link
                    to={paths.product(p._id)}
                    className="min-w-0 truncate py-0.5 hover:underline"
                  >
                    {i + 1}. {p.name}
                  </Link>
                  <span className="shrink-0 font-medium">{p.units} sold</span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="low-stock" className={card}>
          <h2 id="low-stock" className="mb-3 font-semibold">
            Low stock per size ({LIMITS.lowStockBelow - 1} or fewer)
          </h2>
          {o.lowStock.length === 0 ? (
            <p className="text-sm text-stone-500">Every size has more than 4 left.</p>
          ) : (
            <ul className="max-h-96 space-y-1.5 overflow-y-auto pr-1 text-sm">
              {o.lowStock.map((p) => (
                <li key={`${p._id}|${p.size}`} className="flex items-center justify-between gap-3">
                  <Link
                    to={`${paths.adminProduct}?edit=${p._id}`}
                    className="min-w-0 flex-1 truncate py-0.5 text-brand-700 hover:underline"
                  >
                    {p.name}
                  </Link>
                  <span className="w-24 shrink-0 truncate text-stone-600">Size {p.size}</span>
                  <span
                    className={`w-14 shrink-0 text-right font-medium ${p.stock === 0 ? 'text-red-700' : ''}`}
                  >
                    {p.stock} left
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  )
}
