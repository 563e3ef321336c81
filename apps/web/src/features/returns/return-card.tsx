import { Link } from 'react-router'
import {
  formatDay,
  RETURN_REASON_LABELS,
  RETURN_RESOLUTION_LABELS,
  RETURN_STATUS_LABELS,
  type Return,
} from '@store/contract'
import { ReturnStatusBadge } from '@/components/return-status-badge'
import { paths } from '@/config/paths'
import { formatDateTime, formatRupees } from '@/lib/format'

/** What happens next, by the policy's dates. */
function Expected({ ret }: { ret: Return }) {
  const { expected } = ret
  if (ret.status === 'Requested') {
    return <p>We will review your request by {formatDay(expected.reviewBy)}.</p>
  }
  if (ret.status === 'Rejected' || ret.status === 'Closed' || ret.status === 'Exchanged')
    return null
  if (ret.status === 'Refunded') return null
  if (ret.resolution === 'exchange' || ret.resolution === 'replacement') {
    return <p>Your replacement is sent once we receive the item.</p>
  }
  return expected.refundFrom && expected.refundBy ? (
    <p>
      Refund expected between {formatDay(expected.refundFrom)} and {formatDay(expected.refundBy)}.
    </p>
  ) : null
}

/** One return with its lines, outcome, refund details and timeline. */
export function ReturnCard({ ret }: { ret: Return }) {
  const rejected = ret.history.find((entry) => entry.status === 'Rejected')
  return (
    <article
      aria-label={`Return ${ret._id}`}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {RETURN_RESOLUTION_LABELS[ret.resolution]}
          {ret.exchangeSize ? ` to size ${ret.exchangeSize}` : ''}
        </h3>
        <ReturnStatusBadge status={ret.status} />
      </div>
      <ul className="text-stone-700">
        {ret.items.map((item) => (
          <li key={item.orderItemId}>
            {item.name} · Size {item.size} · Quantity {item.quantity}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-stone-500">Reason</dt>
        <dd>{RETURN_REASON_LABELS[ret.reason]}</dd>
        <dt className="text-stone-500">Amount</dt>
        <dd>{formatRupees(ret.amount)}</dd>
        {ret.refundTo && (
          <>
            <dt className="text-stone-500">Refund to</dt>
            <dd>{ret.refundTo.label}</dd>
          </>
        )}
        {ret.pickupDate && (
          <>
            <dt className="text-stone-500">Pickup</dt>
            <dd>{formatDay(ret.pickupDate)}</dd>
          </>
        )}
        {ret.refundReference && (
          <>
            <dt className="text-stone-500">Reference</dt>
            <dd>{ret.refundReference}</dd>
          </>
        )}
      </dl>
      {rejected?.note && (
        <p role="status" className="rounded bg-red-50 p-2 text-red-800">
          Reason: {rejected.note}
        </p>
      )}
      {ret.qc === 'failed' && (
        <p role="status" className="rounded bg-red-50 p-2 text-red-800">
          The item did not pass our quality check: {ret.history.at(-1)?.note}
        </p>
      )}
      <div className="text-stone-600">
        <Expected ret={ret} />
      </div>
      {ret.replacementOrderId && (
        <Link
          to={paths.orderDetail(ret.replacementOrderId)}
          className="font-medium text-brand-600 underline"
        >
          Follow your replacement order
        </Link>
      )}
      <ol aria-label="Return timeline" className="space-y-1 border-l-2 border-stone-200 pl-4">
        {ret.history.map((entry, i) => (
          <li key={`${entry.status}-${i}`} className="relative">
            <span className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-brand-500" />
            <span className="font-medium">{RETURN_STATUS_LABELS[entry.status]}</span>{' '}
            <time dateTime={entry.at} className="text-stone-500">
              {formatDateTime(entry.at)}
            </time>
          </li>
        ))}
      </ol>
      <Link
        to={`${paths.myGrievances}/new?returnId=${ret._id}&order=${ret.orderNumber}`}
        className="tap-target inline-block text-brand-600 hover:underline"
      >
        Raise a grievance about this return
      </Link>
    </article>
  )
}
