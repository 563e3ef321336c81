import { useState } from 'react'
import { AUDIT_ACTIONS, type AuditEntry, type Erasure } from '@store/contract'
import { AdminHeading, AdminOnly, Pager, TableHead } from '@/components/admin/ui'
import { EmptyState } from '@/components/empty-state'
import { inputClass } from '@/components/form'
import { formatDateTime } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { useFetch } from '@/lib/use-fetch'
import { type AuditFilters, listAudit, listErasures } from './api'

const when = (iso: string) => formatDateTime(iso, 'india')
const NO_FILTERS: AuditFilters = { action: '', adminId: '', from: '', to: '' }

/**
 * '/dashboard/audit': who among the admins read or changed a shopper's personal data or money,
 * filtered by admin, action and days; and the accounts erased, by date (decision 078).
 */
export function AuditPage() {
  usePageMeta('Audit log')
  const [tab, setTab] = useState<'log' | 'erasures'>('log')
  return (
    <AdminOnly>
      <section className="space-y-4">
        <AdminHeading title="Audit log" />
        <div role="tablist" aria-label="Audit" className="flex gap-2">
          {(
            [
              ['log', 'Admin actions'],
              ['erasures', 'Erased accounts'],
            ] as const
          ).map(([name, label]) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
              className={`rounded-full border px-4 py-1.5 text-sm font-medium ${
                tab === name
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-stone-300 bg-white text-stone-700 hover:border-stone-500'
              }`}
            >
              {label}
            </button>
          ))}
        </div>
        {tab === 'log' ? <Log /> : <Erasures />}
      </section>
    </AdminOnly>
  )
}

function Log() {
  const [filters, setFilters] = useState(NO_FILTERS)
  const [page, setPage] = useState(1)
  const result = useFetch(`${JSON.stringify(filters)}|${page}`, (signal) =>
    listAudit(filters, page, signal),
  )
  const change = (name: keyof AuditFilters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }))
    setPage(1)
  }
  const pages = result.data?.totalNoPage ?? 0

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">
        Every admin call that reads or changes a shopper&apos;s personal data or money is written
        here as it happens. Nobody can change or delete an entry.
      </p>
      <div className="grid gap-3 rounded-lg bg-white p-3 shadow-sm sm:grid-cols-4">
        <label className="text-sm font-medium">
          Action
          <select
            value={filters.action}
            onChange={(event) => change('action', event.target.value)}
            className={`${inputClass} mt-1`}
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Admin id
          <input
            value={filters.adminId}
            inputMode="numeric"
            onChange={(event) => change('adminId', event.target.value.replace(/\D/g, ''))}
            className={`${inputClass} mt-1`}
          />
        </label>
        <label className="text-sm font-medium">
          From
          <input
            type="date"
            value={filters.from}
            onChange={(event) => change('from', event.target.value)}
            className={`${inputClass} mt-1`}
          />
        </label>
        <label className="text-sm font-medium">
          To
          <input
            type="date"
            value={filters.to}
            onChange={(event) => change('to', event.target.value)}
            className={`${inputClass} mt-1`}
          />
        </label>
      </div>
      {result.status === 'loading' ? (
        <div className="h-48 animate-pulse rounded-lg bg-stone-200" />
      ) : result.status === 'error' ? (
        <EmptyState message={result.error.message} />
      ) : result.data.data.length === 0 ? (
        <EmptyState message="No admin actions match." />
      ) : (
        <Entries entries={result.data.data} />
      )}
      {pages > 1 && <Pager page={page} total={pages} onPage={setPage} />}
    </div>
  )
}

function Entries({ entries }: { entries: AuditEntry[] }) {
  return (
    <>
      <ul className="space-y-3 sm:hidden">
        {entries.map((entry) => (
          <li key={entry._id} className="space-y-1 rounded-lg bg-white p-3 text-sm shadow-sm">
            <p className="font-medium">{entry.action}</p>
            <p className="break-words text-stone-600">
              {entry.method} {entry.path} · {entry.status}
            </p>
            <p className="text-stone-600">
              {entry.adminName || `Admin ${entry.adminId}`} (id {entry.adminId}) from {entry.ip}
            </p>
            <p className="text-xs text-stone-500">{when(entry.at)}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg bg-white shadow-sm sm:block">
        <table className="w-full text-left text-sm">
          <TableHead columns={['When', 'Admin', 'Action', 'Record', 'Call', 'Status', 'From']} />
          <tbody>
            {entries.map((entry) => (
              <tr key={entry._id} className="border-t border-stone-100 align-top">
                <td className="whitespace-nowrap px-3 py-2">{when(entry.at)}</td>
                <td className="px-3 py-2">
                  {entry.adminName || `Admin ${entry.adminId}`}
                  <span className="block text-xs text-stone-500">id {entry.adminId}</span>
                </td>
                <td className="whitespace-nowrap px-3 py-2 font-medium">{entry.action}</td>
                <td className="px-3 py-2">{entry.record ?? '—'}</td>
                <td className="break-all px-3 py-2 text-stone-600">
                  {entry.method} {entry.path}
                </td>
                <td className="px-3 py-2">{entry.status}</td>
                <td className="px-3 py-2">{entry.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

function Erasures() {
  const [page, setPage] = useState(1)
  const result = useFetch(`erasures|${page}`, (signal) => listErasures(page, signal))
  const pages = result.data?.totalNoPage ?? 0
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">
        Accounts their owners deleted: when they asked and when it was done, and how many orders and
        invoices the store keeps for the tax law. What was erased is not shown anywhere.
      </p>
      {result.status === 'loading' ? (
        <div className="h-48 animate-pulse rounded-lg bg-stone-200" />
      ) : result.status === 'error' ? (
        <EmptyState message={result.error.message} />
      ) : result.data.data.length === 0 ? (
        <EmptyState message="No account has been deleted." />
      ) : (
        <ErasureTable erasures={result.data.data} />
      )}
      {pages > 1 && <Pager page={page} total={pages} onPage={setPage} />}
    </div>
  )
}

function ErasureTable({ erasures }: { erasures: Erasure[] }) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <TableHead
          columns={['Account id', 'Asked', 'Erased', 'Orders kept', 'Invoices kept']}
          right={['Orders kept', 'Invoices kept']}
        />
        <tbody>
          {erasures.map((erasure) => (
            <tr key={erasure._id} className="border-t border-stone-100">
              <td className="px-3 py-2">{erasure.accountId}</td>
              <td className="whitespace-nowrap px-3 py-2">{when(erasure.requestedAt)}</td>
              <td className="whitespace-nowrap px-3 py-2">{when(erasure.erasedAt)}</td>
              <td className="px-3 py-2 text-right">{erasure.ordersKept}</td>
              <td className="px-3 py-2 text-right">{erasure.invoicesKept}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
