import { type FormEvent, useState } from 'react'
import { Link, Route, Routes, useNavigate, useParams } from 'react-router'
import {
  type AdminGrievance,
  GRIEVANCE_LIMITS,
  GRIEVANCE_STATUSES,
  GRIEVANCE_STATUS_LABELS,
  GRIEVANCE_TYPE_LABELS,
  type GrievanceActionBody,
  istMonth,
  MESSAGES,
} from '@store/contract'
import { paths } from '@/config/paths'
import { AdminHeading, AdminOnly, Pager, StatusFilter, TableHead } from '@/components/admin/ui'
import { EmptyState } from '@/components/empty-state'
import { Field, inputClass } from '@/components/form'
import { GrievanceStatusBadge } from '@/components/grievance-status-badge'
import { GrievanceThread } from '@/components/grievance-thread'
import { ScrollX } from '@/components/scroll-x'
import { formatDateTime } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import {
  type GrievanceFilters,
  actOnGrievance,
  getAdminGrievance,
  grievanceReport,
  listGrievances,
} from './api'

const card = 'rounded-lg border border-stone-200 bg-white p-4 text-sm'
const button =
  'rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-stone-300'

/** '/dashboard/grievances/*': the grievance queue with the monthly report, and one ticket. */
export function GrievanceAdminPages() {
  return (
    <AdminOnly>
      <Routes>
        <Route index element={<Queue />} />
        <Route path=":ticket" element={<Ticket />} />
      </Routes>
    </AdminOnly>
  )
}

/** How long ago it was received, red once past a deadline of rule 4(5). */
function AgeBadge({ grievance }: { grievance: AdminGrievance }) {
  const { ageHours, acknowledgeOverdue, resolveOverdue, status } = grievance
  const age = ageHours < 48 ? `${ageHours} h` : `${Math.floor(ageHours / 24)} d`
  const late = acknowledgeOverdue || resolveOverdue
  const label = resolveOverdue
    ? 'not resolved in a month'
    : acknowledgeOverdue
      ? 'not acknowledged in 48 h'
      : null
  if (status === 'resolved') {
    return <span className="whitespace-nowrap text-xs text-stone-500">{age}</span>
  }
  return (
    <span
      className={`whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-semibold ${
        late ? 'bg-red-100 text-red-800' : 'bg-stone-100 text-stone-700'
      }`}
    >
      {age}
      {label && ` · Overdue: ${label}`}
    </span>
  )
}

function Queue() {
  usePageMeta('Grievances admin')
  const navigate = useNavigate()
  const [filters, setFilters] = useState<GrievanceFilters>({ status: '', overdue: false })
  const key = JSON.stringify(filters)
  const [paging, setPaging] = useState({ key, page: 1 })
  const page = paging.key === key ? paging.page : 1
  const result = useFetch(`${key}|${page}`, (signal) => listGrievances(page, filters, signal))
  const total = Math.max(result.data?.totalNoPage ?? 1, 1)

  return (
    <section className="space-y-4">
      <AdminHeading title="Grievances" />
      <div className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-3 shadow-sm">
        <StatusFilter
          value={filters.status}
          statuses={GRIEVANCE_STATUSES}
          labels={GRIEVANCE_STATUS_LABELS}
          onChange={(status) => setFilters((f) => ({ ...f, status }))}
        />
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input
            type="checkbox"
            checked={filters.overdue}
            onChange={(event) => setFilters((f) => ({ ...f, overdue: event.target.checked }))}
            className="h-4 w-4"
          />
          Overdue only
        </label>
      </div>
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
              <TableHead columns={['Ticket', 'Received', 'Age', 'Customer', 'Type', 'Status']} />
              <tbody className="divide-y divide-stone-100">
                {result.data.data.map((g) => (
                  <tr
                    key={g.ticket}
                    onClick={() => void navigate(`${paths.adminGrievances}/${g.ticket}`)}
                    className="cursor-pointer hover:bg-stone-50"
                  >
                    <td className="whitespace-nowrap px-3 py-2 font-medium">
                      <Link
                        to={`${paths.adminGrievances}/${g.ticket}`}
                        className="tap-target text-brand-700 hover:underline"
                      >
                        {g.ticket}
                      </Link>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {formatDateTime(g.createdAt, 'india')}
                    </td>
                    <td className="px-3 py-2">
                      <AgeBadge grievance={g} />
                    </td>
                    <td className="px-3 py-2">
                      {g.customer.name}
                      <span className="block text-xs text-stone-500">{g.customer.mobile}</span>
                    </td>
                    <td className="px-3 py-2">{GRIEVANCE_TYPE_LABELS[g.type]}</td>
                    <td className="px-3 py-2">
                      <GrievanceStatusBadge status={g.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollX>
        </div>
      )}
      <Pager page={page} total={total} onPage={(next) => setPaging({ key, page: next })} />
      <MonthlyReport />
    </section>
  )
}

/** The count the E-Commerce Rules expect: received, handled in time and pending, per type. */
function MonthlyReport() {
  const [month, setMonth] = useState(istMonth())
  const report = useFetch(month, (signal) => grievanceReport(month, signal))
  const columns = ['Type', 'Received', 'Acknowledged in 48 h', 'Resolved in a month', 'Pending']
  return (
    <section aria-labelledby="grievance-report" className={`${card} space-y-3`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="grievance-report" className="font-semibold">
          Monthly report
        </h2>
        <label className="space-y-1 text-sm">
          <span className="font-medium text-stone-700">Month</span>
          <input
            type="month"
            value={month}
            max={istMonth()}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
            className={inputClass}
          />
        </label>
      </div>
      {report.status === 'loading' && <div className="h-32 animate-pulse rounded bg-stone-100" />}
      {report.status === 'error' && <p role="alert">{report.error.message}</p>}
      {report.status === 'success' && (
        <ScrollX>
          <table className="w-full min-w-[560px] text-left text-sm">
            <TableHead columns={columns} right={columns.slice(1)} />
            <tbody className="divide-y divide-stone-100">
              {report.data.byType.map((row) => (
                <tr key={row.type}>
                  <td className="px-3 py-2">{GRIEVANCE_TYPE_LABELS[row.type]}</td>
                  <td className="px-3 py-2 text-right">{row.received}</td>
                  <td className="px-3 py-2 text-right">{row.acknowledgedInTime}</td>
                  <td className="px-3 py-2 text-right">{row.resolvedInTime}</td>
                  <td className="px-3 py-2 text-right">{row.pending}</td>
                </tr>
              ))}
              <tr className="font-semibold">
                <td className="px-3 py-2">All</td>
                <td className="px-3 py-2 text-right">{report.data.received}</td>
                <td className="px-3 py-2 text-right">{report.data.acknowledgedInTime}</td>
                <td className="px-3 py-2 text-right">{report.data.resolvedInTime}</td>
                <td className="px-3 py-2 text-right">{report.data.pending}</td>
              </tr>
            </tbody>
          </table>
        </ScrollX>
      )}
    </section>
  )
}

function Ticket() {
  const { ticket = '' } = useParams()
  usePageMeta(`Grievance ${ticket}`)
  const [updated, setUpdated] = useState<AdminGrievance | null>(null)
  const fetched = useFetch(ticket, (signal) => getAdminGrievance(ticket, signal))
  const grievance = updated?.ticket === ticket ? updated : fetched.data
  if (fetched.status === 'loading' && !grievance) {
    return <div className="h-64 animate-pulse rounded-lg bg-stone-200" />
  }
  if (!grievance) return <EmptyState message={fetched.error?.message ?? MESSAGES.notFound} />

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">Grievance {grievance.ticket}</h1>
        <Link to={paths.adminGrievances} className="text-sm text-brand-600 hover:underline">
          ‹ All grievances
        </Link>
      </div>
      <div className={`${card} space-y-2`}>
        <div className="flex flex-wrap items-center gap-2">
          <GrievanceStatusBadge status={grievance.status} />
          <AgeBadge grievance={grievance} />
          <span>{GRIEVANCE_TYPE_LABELS[grievance.type]}</span>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-stone-500">Customer</dt>
          <dd>
            {grievance.customer.name} · {grievance.customer.mobile} · {grievance.customer.email}
          </dd>
          {grievance.orderId && (
            <>
              <dt className="text-stone-500">Order</dt>
              <dd>
                <Link
                  to={paths.adminOrder(grievance.orderId)}
                  className="text-brand-700 hover:underline"
                >
                  {grievance.orderNumber}
                </Link>
                {grievance.returnId && (
                  <>
                    {' · '}
                    <Link
                      to={paths.adminReturn(grievance.returnId)}
                      className="text-brand-700 hover:underline"
                    >
                      its return
                    </Link>
                  </>
                )}
              </dd>
            </>
          )}
          <dt className="text-stone-500">Received</dt>
          <dd>{formatDateTime(grievance.createdAt, 'india')}</dd>
          <dt className="text-stone-500">Acknowledge by</dt>
          <dd>
            {formatDateTime(grievance.acknowledgeBy, 'india')}
            {grievance.acknowledgedAt &&
              ` · acknowledged ${formatDateTime(grievance.acknowledgedAt, 'india')}`}
          </dd>
          <dt className="text-stone-500">Resolve by</dt>
          <dd>
            {formatDateTime(grievance.resolveBy, 'india')}
            {grievance.resolvedAt && ` · resolved ${formatDateTime(grievance.resolvedAt, 'india')}`}
          </dd>
        </dl>
        {grievance.photos.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {grievance.photos.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt="Shopper's photo" className="h-24 w-24 rounded object-cover" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <GrievanceThread grievance={grievance} shopperName={grievance.customer.name || 'Shopper'} />
      {grievance.status !== 'resolved' && <Actions grievance={grievance} onDone={setUpdated} />}
    </div>
  )
}

function Actions({
  grievance,
  onDone,
}: {
  grievance: AdminGrievance
  onDone: (g: AdminGrievance) => void
}) {
  const [reply, setReply] = useState('')
  const [resolution, setResolution] = useState('')
  const [busy, setBusy] = useState(false)

  async function send(body: GrievanceActionBody, after: () => void) {
    setBusy(true)
    try {
      const answer = await actOnGrievance(grievance.ticket, body)
      void notify.success(answer.message)
      after()
      onDone(answer.data)
    } catch (error) {
      void notify.failure(error)
    } finally {
      setBusy(false)
    }
  }
  const submit = (body: () => GrievanceActionBody, after: () => void) => (event: FormEvent) => {
    event.preventDefault()
    void send(body(), after)
  }

  return (
    <div className="space-y-4">
      {grievance.status === 'open' && (
        <div className={`${card} flex flex-wrap items-center justify-between gap-3`}>
          <p>Not acknowledged yet. A reply acknowledges it too.</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void send({ action: 'acknowledge' }, () => {})}
            className={button}
          >
            Acknowledge
          </button>
        </div>
      )}
      <form
        onSubmit={submit(
          () => ({ action: 'reply', text: reply }),
          () => setReply(''),
        )}
        className={`${card} space-y-3`}
      >
        <Field label="Reply to the shopper (e-mailed)">
          <textarea
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            rows={3}
            maxLength={GRIEVANCE_LIMITS.textMax}
            className={inputClass}
          />
        </Field>
        <button type="submit" disabled={busy || !reply.trim()} className={button}>
          Send reply
        </button>
      </form>
      <form
        onSubmit={submit(
          () => ({ action: 'resolve', resolution }),
          () => setResolution(''),
        )}
        className={`${card} space-y-3`}
      >
        <Field label="Resolution (e-mailed; closes the grievance)">
          <textarea
            value={resolution}
            onChange={(event) => setResolution(event.target.value)}
            rows={3}
            maxLength={GRIEVANCE_LIMITS.textMax}
            className={inputClass}
          />
        </Field>
        <button type="submit" disabled={busy || !resolution.trim()} className={button}>
          Resolve
        </button>
      </form>
    </div>
  )
}
