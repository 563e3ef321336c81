import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useParams } from 'react-router'
import {
  type AdminReturn,
  formatDay,
  istDay,
  MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_RESOLUTION_LABELS,
  RETURN_STATUS_LABELS,
  type ReturnStatusChange,
} from '@store/contract'
import { paths } from '@/config/paths'
import { EmptyState } from '@/components/empty-state'
import { Field, inputClass } from '@/components/form'
import { formatDateTime, formatRupees } from '@/lib/format'
import { AdminOnly } from '@/components/admin/ui'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import { ReturnStatusBadge } from '@/components/return-status-badge'
import { getAdminReturn, moveReturn } from './api'

const card = 'rounded-lg border border-stone-200 bg-white p-4 text-sm'
const button =
  'rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-stone-300'
const secondary =
  'rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:border-red-500 disabled:opacity-60'

/** Today in India (YYYY-MM-DD), the earliest pickup date. */

/** '/dashboard/returns/{id}': photos, reason, lines, refund details, and the next move. */
export function ReturnPage() {
  usePageMeta('Return')
  return (
    <AdminOnly>
      <ReturnDetail />
    </AdminOnly>
  )
}

function ReturnDetail() {
  const { id = '' } = useParams()
  const [updated, setUpdated] = useState<AdminReturn | null>(null)
  const fetched = useFetch(id, (signal) => getAdminReturn(id, signal))
  const ret = updated?._id === id ? updated : fetched.data
  if (fetched.status === 'loading' && !ret) {
    return <div className="h-64 animate-pulse rounded-lg bg-stone-200" />
  }
  if (!ret) return <EmptyState message={fetched.error?.message ?? MESSAGES.notFound} />

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">Return for order {ret.orderNumber}</h1>
        <Link to={paths.adminReturns} className="text-sm text-brand-600 hover:underline">
          ‹ All returns
        </Link>
      </div>
      {ret.overdue && (
        <p role="status" className="rounded-md bg-amber-100 p-3 text-sm text-amber-900">
          Waiting longer than 3 working days: review it now.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <section className={card} aria-labelledby="request">
          <div className="mb-2 flex items-center justify-between">
            <h2 id="request" className="font-semibold">
              Request
            </h2>
            <ReturnStatusBadge status={ret.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-stone-500">Customer</dt>
            <dd>
              {ret.customer.name} · {ret.customer.mobile}
            </dd>
            <dt className="text-stone-500">Order</dt>
            <dd>
              <Link to={paths.adminOrder(ret.orderId)} className="text-brand-700 underline">
                {ret.orderNumber}
              </Link>
            </dd>
            <dt className="text-stone-500">Reason</dt>
            <dd>{RETURN_REASON_LABELS[ret.reason]}</dd>
            <dt className="text-stone-500">Outcome</dt>
            <dd>
              {RETURN_RESOLUTION_LABELS[ret.resolution]}
              {ret.exchangeSize ? ` to size ${ret.exchangeSize}` : ''}
            </dd>
            <dt className="text-stone-500">Amount</dt>
            <dd>{formatRupees(ret.amount)}</dd>
            {ret.refundSplit && ret.refundSplit.credit > 0 && ret.refundSplit.cash > 0 && (
              <>
                <dt className="text-stone-500">Refund</dt>
                <dd>
                  {formatRupees(ret.refundSplit.cash)} to {ret.refundTo?.label ?? 'the shopper'},{' '}
                  {formatRupees(ret.refundSplit.credit)} back as store credit (paid by credit)
                </dd>
              </>
            )}
            {ret.comment && (
              <>
                <dt className="text-stone-500">Comment</dt>
                <dd>{ret.comment}</dd>
              </>
            )}
            {ret.pickupDate && (
              <>
                <dt className="text-stone-500">Pickup</dt>
                <dd>{formatDay(ret.pickupDate)}</dd>
              </>
            )}
            {ret.qc && (
              <>
                <dt className="text-stone-500">Quality check</dt>
                <dd>{ret.qc === 'passed' ? 'Passed' : 'Failed'}</dd>
              </>
            )}
            {ret.refundReference && (
              <>
                <dt className="text-stone-500">Reference</dt>
                <dd>{ret.refundReference}</dd>
              </>
            )}
            {ret.replacementOrderId && (
              <>
                <dt className="text-stone-500">Replacement</dt>
                <dd>
                  <Link
                    to={paths.adminOrder(ret.replacementOrderId)}
                    className="text-brand-700 underline"
                  >
                    Replacement order
                  </Link>
                </dd>
              </>
            )}
          </dl>
        </section>
        <section className={card} aria-labelledby="refund-details">
          <h2 id="refund-details" className="mb-2 font-semibold">
            Refund details
          </h2>
          {!ret.refundTo ? (
            <p className="text-stone-600">No refund: the item is sent again.</p>
          ) : ret.refundTo.kind === 'upi' ? (
            <p>UPI ID: {ret.refundTo.upi}</p>
          ) : ret.refundTo.kind === 'bank' ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-stone-500">Account holder</dt>
              <dd>{ret.refundTo.accountName}</dd>
              <dt className="text-stone-500">Account number</dt>
              <dd>{ret.refundTo.accountNumber}</dd>
              <dt className="text-stone-500">IFSC</dt>
              <dd>{ret.refundTo.ifsc}</dd>
            </dl>
          ) : (
            <p>Store credit</p>
          )}
        </section>
      </div>
      <section className={card} aria-labelledby="lines">
        <h2 id="lines" className="mb-2 font-semibold">
          Items
        </h2>
        <ul className="divide-y divide-stone-100">
          {ret.items.map((item) => (
            <li key={item.orderItemId} className="flex justify-between gap-3 py-2">
              <span>
                {item.name} · Size {item.size} · Quantity {item.quantity}
              </span>
              <span className="font-medium">{formatRupees(item.price)}</span>
            </li>
          ))}
        </ul>
      </section>
      {ret.photos.length > 0 && (
        <section className={card} aria-labelledby="photos">
          <h2 id="photos" className="mb-2 font-semibold">
            Photos
          </h2>
          <div className="flex flex-wrap gap-3">
            {ret.photos.map((url) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt="Photo from the shopper"
                  width={160}
                  height={160}
                  className="h-40 w-40 rounded object-cover"
                />
              </a>
            ))}
          </div>
        </section>
      )}
      <NextMove ret={ret} onMoved={setUpdated} />
      <section className={card} aria-labelledby="timeline">
        <h2 id="timeline" className="mb-2 font-semibold">
          Timeline
        </h2>
        <ol className="space-y-1 border-l-2 border-stone-200 pl-4">
          {ret.history.map((entry, i) => (
            <li key={`${entry.status}-${i}`}>
              <span className="font-medium">{RETURN_STATUS_LABELS[entry.status]}</span>{' '}
              <span className="text-stone-500">{formatDateTime(entry.at)}</span>
              {entry.note && <p className="text-stone-600">{entry.note}</p>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}

/** The moves the return can make from where it is, with what each needs. */
function NextMove({ ret, onMoved }: { ret: AdminReturn; onMoved: (ret: AdminReturn) => void }) {
  const { register, control, handleSubmit, resetField, formState } = useForm({
    defaultValues: { pickupDate: istDay(), note: '', reference: '' },
  })
  const [pickupDate, note, reference] = useWatch({
    control,
    name: ['pickupDate', 'note', 'reference'],
  })
  const busy = formState.isSubmitting
  /** Each button sends its own move; the note is cleared once the move is made. */
  const move = (body: ReturnStatusChange) =>
    void handleSubmit(async () => {
      try {
        const answer = await moveReturn(ret._id, body)
        void notify.success(answer.message)
        onMoved(answer.data)
        resetField('note')
      } catch (error) {
        void notify.failure(error)
      }
    })()
  const withNote = note.trim() ? { note: note.trim() } : {}
  const noteField = (label: string) => (
    <Field label={label}>
      <input {...register('note')} className={inputClass} />
    </Field>
  )
  const sendsAgain = ret.resolution === 'exchange' || ret.resolution === 'replacement'

  let body: React.ReactNode = null
  if (ret.status === 'Requested') {
    body = (
      <>
        <Field label="Pickup date">
          <input type="date" {...register('pickupDate')} min={istDay()} className={inputClass} />
        </Field>
        {noteField('Note to the shopper (the reason, when rejecting)')}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy || !pickupDate}
            onClick={() => move({ status: 'Approved', pickupDate, ...withNote })}
            className={button}
          >
            Approve and schedule pickup
          </button>
          <button
            type="button"
            disabled={busy || !note.trim()}
            onClick={() => move({ status: 'Rejected', note: note.trim() })}
            className={secondary}
          >
            Reject
          </button>
        </div>
      </>
    )
  } else if (ret.status === 'Approved') {
    body = (
      <button
        type="button"
        disabled={busy}
        onClick={() => move({ status: 'PickedUp' })}
        className={button}
      >
        Mark picked up
      </button>
    )
  } else if (ret.status === 'PickedUp') {
    body = (
      <>
        {noteField('Quality check note (required when it fails)')}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={() => move({ status: 'Received', qc: 'passed', ...withNote })}
            className={button}
          >
            Received: check passed
          </button>
          <button
            type="button"
            disabled={busy || !note.trim()}
            onClick={() => move({ status: 'Received', qc: 'failed', note: note.trim() })}
            className={secondary}
          >
            Received: check failed
          </button>
        </div>
      </>
    )
  } else if (ret.status === 'Received') {
    body = sendsAgain ? (
      <button
        type="button"
        disabled={busy}
        onClick={() => move({ status: 'Exchanged' })}
        className={button}
      >
        Send the replacement (creates its order)
      </button>
    ) : (
      <>
        {ret.refundSplit && ret.refundTo?.kind !== 'store_credit' && (
          <p className="text-sm">
            Transfer {formatRupees(ret.refundSplit.cash)} to {ret.refundTo?.label}
            {ret.refundSplit.credit > 0 &&
              `; ${formatRupees(ret.refundSplit.credit)} goes back as store credit`}
            .
          </p>
        )}
        {ret.refundTo?.kind !== 'store_credit' && (
          <Field label="Refund reference (UPI or bank transfer)">
            <input {...register('reference')} className={inputClass} />
          </Field>
        )}
        <button
          type="button"
          disabled={busy || (ret.refundTo?.kind !== 'store_credit' && !reference.trim())}
          onClick={() =>
            move({
              status: 'Refunded',
              ...(reference.trim() ? { refundReference: reference.trim() } : {}),
            })
          }
          className={button}
        >
          {ret.refundTo?.kind === 'store_credit' ? 'Add store credit' : 'Mark refunded'}
        </button>
      </>
    )
  } else if (ret.status === 'Refunded' || ret.status === 'Exchanged') {
    body = (
      <button
        type="button"
        disabled={busy}
        onClick={() => move({ status: 'Closed' })}
        className={button}
      >
        Close return
      </button>
    )
  }
  if (!body) return null
  return (
    <section className={`${card} space-y-3`} aria-labelledby="next-move">
      <h2 id="next-move" className="font-semibold">
        Next step
      </h2>
      {body}
    </section>
  )
}
