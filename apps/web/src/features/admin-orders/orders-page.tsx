import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import {
  DEBOUNCE_MS,
  istMonth,
  MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from '@store/contract'
import { paths } from '@/config/paths'
import { EmptyState } from '@/components/empty-state'
import { ScrollX } from '@/components/scroll-x'
import { inputClass } from '@/components/form'
import { OrderStatusBadge } from '@/features/orders'
import { formatDateTime, formatRupees } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useFetch } from '@/lib/use-fetch'
import { downloadOrdersCsv, listOrders, monthRange, type OrderFilters } from './api'
import { DeliveryBy } from './delivery'
import {
  AdminHeading,
  AdminOnly,
  DateRangeFilter,
  FilterBar,
  FilterField,
  Pager,
  StatusFilter,
  TableHead,
} from '@/components/admin/ui'
import { notify } from '@/lib/toast'

/** '/dashboard/orders': every order, newest first, filtered, searchable, exportable. */
export function OrdersPage() {
  usePageMeta('Orders admin')
  return (
    <AdminOnly>
      <Orders />
    </AdminOnly>
  )
}

function Orders() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const linked = ORDER_STATUSES.find((status) => status === params.get('status'))
  const [filters, setFilters] = useState<OrderFilters>({
    status: linked ?? '',
    from: '',
    to: '',
    q: '',
    late: params.get('late') === 'true',
  })
  const q = useDebouncedValue(filters.q, DEBOUNCE_MS.adminProductSearch)
  const applied = { ...filters, q }
  const key = JSON.stringify(applied)
  const [paging, setPaging] = useState({ key, page: 1 })
  const page = paging.key === key ? paging.page : 1
  const result = useFetch(`${key}|${page}`, (signal) => listOrders(page, applied, signal))
  const [exporting, setExporting] = useState(false)
  // An export covers the dates filtered on, or else one month: this one unless the admin picks.
  const [month, setMonth] = useState(() => istMonth())
  const dated = Boolean(applied.from || applied.to)
  const total = Math.max(result.data?.totalNoPage ?? 1, 1)
  const set = (patch: Partial<OrderFilters>) => setFilters((f) => ({ ...f, ...patch }))

  return (
    <section className="space-y-4">
      <AdminHeading title="Orders">
        <div className="flex items-center gap-2">
          <label className="sr-only" htmlFor="export-month">
            Month to export
          </label>
          <input
            id="export-month"
            type="month"
            value={month}
            max={istMonth()}
            disabled={dated}
            title={dated ? 'The export follows the From and To dates' : 'Month to export'}
            onChange={(event) => setMonth(event.target.value || istMonth())}
            className="rounded-md border border-stone-300 px-2 py-1.5 text-sm disabled:opacity-50"
          />
          <button
            type="button"
            disabled={exporting}
            onClick={() => {
              setExporting(true)
              downloadOrdersCsv(dated ? applied : { ...applied, ...monthRange(month) })
                .catch((error: unknown) => notify.failure(error))
                .finally(() => setExporting(false))
            }}
            className="whitespace-nowrap rounded-md border border-stone-300 px-3 py-2 text-sm font-medium hover:border-stone-500 disabled:opacity-60"
          >
            {exporting ? MESSAGES.loading : 'Export CSV'}
          </button>
        </div>
      </AdminHeading>
      <FilterBar>
        <FilterField label="Search">
          <input
            type="search"
            value={filters.q}
            onChange={(event) => set({ q: event.target.value })}
            placeholder="Order no, mobile or name"
            className={inputClass}
          />
        </FilterField>
        <StatusFilter
          value={filters.status}
          statuses={ORDER_STATUSES}
          labels={ORDER_STATUS_LABELS}
          onChange={(status) => set({ status })}
        />
        <DateRangeFilter from={filters.from} to={filters.to} onChange={set} />
        <label className="flex w-fit cursor-pointer items-center gap-2 rounded-md border border-stone-300 px-3 py-2 text-sm font-medium text-stone-700 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
          <input
            type="checkbox"
            checked={filters.late}
            onChange={(event) => set({ late: event.target.checked })}
            className="h-4 w-4 accent-brand-600"
          />
          Past delivery date
        </label>
      </FilterBar>
      {result.status === 'loading' ? (
        <div className="h-64 animate-pulse rounded-lg bg-stone-200" />
      ) : result.status === 'error' ? (
        <EmptyState message={result.error.message} />
      ) : result.data.data.length === 0 ? (
        <EmptyState message={MESSAGES.noDataShort} />
      ) : (
        <div className="rounded-lg border border-stone-200 bg-white">
          <ScrollX>
            <table className="w-full min-w-[760px] text-left text-sm">
              <TableHead
                columns={[
                  'Order No',
                  'Date',
                  'Customer',
                  'Items',
                  'Total',
                  'Status',
                  'Delivery by',
                ]}
                right={['Total']}
              />
              <tbody className="divide-y divide-stone-100">
                {result.data.data.map((order) => (
                  <tr
                    key={order._id}
                    onClick={() => void navigate(paths.adminOrder(order._id))}
                    className="cursor-pointer hover:bg-stone-50"
                  >
                    <td className="whitespace-nowrap px-3 py-2 font-medium">
                      <Link
                        to={paths.adminOrder(order._id)}
                        className="tap-target text-brand-700 hover:underline"
                      >
                        {order.orderId}
                      </Link>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {formatDateTime(order.dateOrdered)}
                    </td>
                    <td className="px-3 py-2">
                      {order.customer.name}
                      <span className="block text-xs text-stone-500">{order.customer.mobile}</span>
                    </td>
                    <td className="px-3 py-2">
                      {order.orderItems.reduce((n, item) => n + item.quantity, 0)}
                    </td>
                    <td className="px-3 py-2 text-right font-medium">
                      {formatRupees(order.totalPrice)}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      <DeliveryBy order={order} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollX>
        </div>
      )}
      <Pager page={page} total={total} onPage={(next) => setPaging({ key, page: next })} />
    </section>
  )
}
