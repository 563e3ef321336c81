import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import {
  DEBOUNCE_MS,
  MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_RESOLUTION_LABELS,
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
} from '@store/contract'
import { paths } from '@/config/paths'
import { EmptyState } from '@/components/empty-state'
import { ScrollX } from '@/components/scroll-x'
import { inputClass } from '@/components/form'
import { formatDateTime, formatRupees } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useFetch } from '@/lib/use-fetch'
import { ReturnStatusBadge } from '@/components/return-status-badge'
import { type ReturnFilters, listReturns } from './api'
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

/** '/dashboard/returns': the returns queue, newest first; requests waiting too long stand out. */
export function ReturnsPage() {
  usePageMeta('Returns admin')
  return (
    <AdminOnly>
      <Returns />
    </AdminOnly>
  )
}

function Returns() {
  const navigate = useNavigate()
  const [filters, setFilters] = useState<ReturnFilters>({ status: '', from: '', to: '', q: '' })
  const q = useDebouncedValue(filters.q, DEBOUNCE_MS.adminProductSearch)
  const applied = { ...filters, q }
  const key = JSON.stringify(applied)
  const [paging, setPaging] = useState({ key, page: 1 })
  const page = paging.key === key ? paging.page : 1
  const result = useFetch(`${key}|${page}`, (signal) => listReturns(page, applied, signal))
  const total = Math.max(result.data?.totalNoPage ?? 1, 1)
  const set = (patch: Partial<ReturnFilters>) => setFilters((f) => ({ ...f, ...patch }))

  return (
    <section className="space-y-4">
      <AdminHeading title="Returns" />
      <FilterBar>
        <FilterField label="Search">
          <input
            type="search"
            value={filters.q}
            onChange={(event) => set({ q: event.target.value })}
            placeholder="Order no or mobile"
            className={inputClass}
          />
        </FilterField>
        <StatusFilter
          value={filters.status}
          statuses={RETURN_STATUSES}
          labels={RETURN_STATUS_LABELS}
          onChange={(status) => set({ status })}
        />
        <DateRangeFilter from={filters.from} to={filters.to} onChange={set} />
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
            <table className="w-full min-w-[720px] text-left text-sm">
              <TableHead
                columns={['Order No', 'Asked', 'Customer', 'Reason', 'Outcome', 'Amount', 'Status']}
                right={['Amount']}
              />
              <tbody className="divide-y divide-stone-100">
                {result.data.data.map((ret) => (
                  <tr
                    key={ret._id}
                    onClick={() => void navigate(paths.adminReturn(ret._id))}
                    className={`cursor-pointer hover:bg-stone-50 ${ret.overdue ? 'bg-amber-50' : ''}`}
                  >
                    <td className="whitespace-nowrap px-3 py-2 font-medium">
                      <Link
                        to={paths.adminReturn(ret._id)}
                        className="tap-target text-brand-700 hover:underline"
                      >
                        {ret.orderNumber}
                      </Link>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {formatDateTime(ret.createdAt)}
                      {ret.overdue && (
                        <span className="ml-2 rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-900">
                          Overdue
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      {ret.customer.name}
                      <span className="block text-xs text-stone-500">{ret.customer.mobile}</span>
                    </td>
                    <td className="px-3 py-2">{RETURN_REASON_LABELS[ret.reason]}</td>
                    <td className="px-3 py-2">
                      {RETURN_RESOLUTION_LABELS[ret.resolution]}
                      {ret.exchangeSize ? ` (${ret.exchangeSize})` : ''}
                    </td>
                    <td className="px-3 py-2 text-right font-medium">{formatRupees(ret.amount)}</td>
                    <td className="px-3 py-2">
                      <ReturnStatusBadge status={ret.status} />
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
