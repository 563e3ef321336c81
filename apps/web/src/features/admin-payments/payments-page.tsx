import { useState } from 'react'
import { Link } from 'react-router'
import {
  type AdminPayment,
  DEBOUNCE_MS,
  counted,
  MESSAGES,
  PAYMENT_METHOD_LABELS,
  type Refund,
} from '@store/contract'
import { paths } from '@/config/paths'
import { AdminHeading, AdminOnly, Pager, TableHead } from '@/components/admin/ui'
import { EmptyState } from '@/components/empty-state'
import { inputClass } from '@/components/form'
import { PaymentStatusBadge, RefundStateBadge } from '@/components/payment-status-badge'
import { formatDateTime, formatRupees } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useFetch } from '@/lib/use-fetch'
import { type PaymentView, listPayments, paymentCounts, retryRefund } from './api'

const at = (iso: string) => formatDateTime(iso)

const TABS: Array<{ tab: PaymentView; label: string; empty: string }> = [
  { tab: 'awaiting', label: 'Awaiting', empty: 'No payments awaited.' },
  { tab: 'failed', label: 'Failed', empty: 'No failed payments waiting for the shopper.' },
  { tab: 'paid', label: 'Paid', empty: 'No paid orders yet.' },
  { tab: 'refunded', label: 'Refunded', empty: 'No refunded payments.' },
  { tab: 'cancelled', label: 'Cancelled', empty: 'No cancelled payments.' },
  {
    tab: 'mismatched',
    label: 'Mismatched',
    empty: 'No mismatched payments. Every payment matches its order.',
  },
]

const REFUND_REASONS: Record<Refund['reason'], string> = {
  cancelled: 'Order cancelled',
  returned: 'Return',
  stray: 'Paid no order',
}

const money = (payment: AdminPayment) =>
  payment.currency === 'INR'
    ? formatRupees(payment.amount)
    : `${payment.amount.toLocaleString('en-IN')} ${payment.currency}`

const methodOf = (payment: AdminPayment) =>
  payment.method ? (PAYMENT_METHOD_LABELS[payment.method] ?? payment.method) : '—'

/** '/dashboard/payments': online payments by state, for reconciling with Razorpay. */
export function PaymentsPage() {
  usePageMeta('Payments admin')
  return (
    <AdminOnly>
      <Payments />
    </AdminOnly>
  )
}

function Payments() {
  const [tab, setTab] = useState<PaymentView>('paid')
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), DEBOUNCE_MS.adminProductSearch)
  const [version, setVersion] = useState(0)
  const key = `${tab}|${q}`
  const [paging, setPaging] = useState({ key, page: 1 })
  const page = paging.key === key ? paging.page : 1
  const result = useFetch(`${key}|${page}|${version}`, (signal) =>
    listPayments(tab, page, q, signal),
  )
  const counts = useFetch(`counts|${version}`, (signal) => paymentCounts(signal)).data
  const total = Math.max(result.data?.totalNoPage ?? 1, 1)
  const refresh = () => setVersion((v) => v + 1)
  const empty = TABS.find((t) => t.tab === tab)?.empty ?? MESSAGES.noDataShort

  return (
    <section className="space-y-4">
      <AdminHeading title="Payments">
        <button
          type="button"
          onClick={refresh}
          className="rounded-md border border-stone-300 px-3 py-2 text-sm font-medium hover:border-stone-500"
        >
          Refresh
        </button>
      </AdminHeading>
      <p className="text-sm text-stone-600">
        Online payments through Razorpay, by state. Mismatched lists payments that paid no order or
        did not match it; their money is refunded. A refund that failed is tried again by itself, or
        at once with Retry refund.
      </p>
      <div role="tablist" aria-label="Payments" className="flex flex-wrap gap-2">
        {TABS.map(({ tab: name, label }) => (
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
            {counts ? ` (${(counts[name] ?? 0).toLocaleString('en-IN')})` : ''}
          </button>
        ))}
      </div>
      <label className="block max-w-md space-y-1 text-sm">
        <span className="font-medium text-stone-700">Search</span>
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Order number or Razorpay ID"
          maxLength={100}
          className={inputClass}
        />
      </label>
      {result.status === 'loading' ? (
        <div className="h-48 animate-pulse rounded-lg bg-stone-200" />
      ) : result.status === 'error' ? (
        <EmptyState message={result.error.message} />
      ) : result.data.data.length === 0 ? (
        <EmptyState message={q ? MESSAGES.noDataShort : empty} />
      ) : (
        <>
          <p className="text-sm text-stone-600">{counted(result.data.totalCount, 'payment')}</p>
          <PaymentsTable payments={result.data.data} onChanged={refresh} />
        </>
      )}
      <Pager page={page} total={total} onPage={(next) => setPaging({ key, page: next })} />
    </section>
  )
}

function PaymentsTable({
  payments,
  onChanged,
}: {
  payments: AdminPayment[]
  onChanged: () => void
}) {
  const [busy, setBusy] = useState<string | null>(null)
  const retry = (refund: Refund) => {
    setBusy(refund._id)
    retryRefund(refund._id)
      .then((answer) => {
        void notify.success(answer.message || 'Refund asked again')
        onChanged()
      })
      .catch((error: unknown) => notify.failure(error))
      .finally(() => setBusy(null))
  }
  const refunds = (payment: AdminPayment) =>
    payment.refunds.length > 0 && (
      <RefundList refunds={payment.refunds} busy={busy} onRetry={retry} />
    )

  return (
    <>
      {/* Phones: one card per payment. */}
      <ul className="space-y-3 sm:hidden">
        {payments.map((payment, i) => (
          <li
            key={`${payment.razorpayOrderId}-${payment.paymentId}-${i}`}
            className="space-y-2 rounded-lg bg-white p-3 text-sm shadow-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <OrderLink payment={payment} />
              <PaymentStatusBadge status={payment.state} />
            </div>
            <p className="font-semibold">
              {money(payment)}
              <span className="font-normal text-stone-600"> · {methodOf(payment)}</span>
            </p>
            <Ids payment={payment} />
            {payment.note && <p className="break-words text-stone-700">{payment.note}</p>}
            <p className="text-xs text-stone-500">
              Created {at(payment.createdAt)} · Updated {at(payment.updatedAt)}
            </p>
            {refunds(payment)}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-stone-200 bg-white sm:block">
        <table className="w-full min-w-[900px] text-left text-sm">
          <TableHead
            columns={['Order No', 'Amount', 'Razorpay', 'Note', 'Time', 'Refunds']}
            right={['Amount']}
          />
          <tbody className="divide-y divide-stone-100 align-top">
            {payments.map((payment, i) => (
              <tr key={`${payment.razorpayOrderId}-${payment.paymentId}-${i}`}>
                <td className="space-y-1 whitespace-nowrap px-3 py-2">
                  <OrderLink payment={payment} />
                  <PaymentStatusBadge status={payment.state} />
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right">
                  <p className="font-medium">{money(payment)}</p>
                  <p className="text-xs text-stone-600">{methodOf(payment)}</p>
                </td>
                <td className="px-3 py-2">
                  <Ids payment={payment} stacked />
                </td>
                <td className="min-w-40 break-words px-3 py-2 text-stone-700">
                  {payment.note ?? '—'}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-xs text-stone-600">
                  <p>Created {at(payment.createdAt)}</p>
                  <p>Updated {at(payment.updatedAt)}</p>
                </td>
                <td className="w-64 px-3 py-2">{refunds(payment) || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

function OrderLink({ payment }: { payment: AdminPayment }) {
  const label = payment.orderNumber ?? 'No order'
  return payment.orderId ? (
    <Link
      to={paths.adminOrder(payment.orderId)}
      className="block font-medium text-brand-700 hover:underline"
    >
      {label}
    </Link>
  ) : (
    <span className="block font-medium text-stone-600">{label}</span>
  )
}

/** Razorpay's order and payment ids; in a table cell each label sits over its id. */
function Ids({ payment, stacked = false }: { payment: AdminPayment; stacked?: boolean }) {
  const label = `font-sans text-stone-500 ${stacked ? 'block' : 'inline'}`
  const id = stacked ? 'block whitespace-nowrap' : 'inline break-all'
  return (
    <dl className="space-y-0.5 font-mono text-xs">
      <div>
        <dt className={label}>Order{stacked ? '' : ': '}</dt>
        <dd className={id}>{payment.razorpayOrderId ?? '—'}</dd>
      </div>
      <div>
        <dt className={label}>Payment{stacked ? '' : ': '}</dt>
        <dd className={id}>{payment.paymentId ?? '—'}</dd>
      </div>
    </dl>
  )
}

function RefundList({
  refunds,
  busy,
  onRetry,
}: {
  refunds: Refund[]
  busy: string | null
  onRetry: (refund: Refund) => void
}) {
  return (
    <ul aria-label="Refunds" className="space-y-2">
      {refunds.map((refund) => (
        <li key={refund._id} className="space-y-1 rounded-md bg-stone-50 p-2 text-xs">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm font-medium">{formatRupees(refund.amount)}</span>
            <RefundStateBadge status={refund.status} />
          </div>
          <p className="text-stone-600">
            {refund.reason === 'returned' && refund.returnId ? (
              <Link to={paths.adminReturn(refund.returnId)} className="text-brand-700 underline">
                Return {refund.returnId}
              </Link>
            ) : (
              REFUND_REASONS[refund.reason]
            )}{' '}
            · {at(refund.updatedAt)}
          </p>
          {refund.refundId && <p className="break-all font-mono">{refund.refundId}</p>}
          {refund.status === 'failed' && (
            <>
              {refund.lastError && <p className="break-words text-red-700">{refund.lastError}</p>}
              <button
                type="button"
                disabled={busy === refund._id}
                onClick={() => onRetry(refund)}
                className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
              >
                {busy === refund._id ? MESSAGES.loading : 'Retry refund'}
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
