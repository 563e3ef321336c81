import { RETURN_STATUS_LABELS, type ReturnStatus } from '@store/contract'

const TONE: Record<ReturnStatus, string> = {
  Requested: 'bg-yellow-100 text-yellow-800',
  Approved: 'bg-blue-100 text-blue-800',
  Rejected: 'bg-red-100 text-red-800',
  PickedUp: 'bg-blue-100 text-blue-800',
  Received: 'bg-blue-100 text-blue-800',
  Refunded: 'bg-green-100 text-green-800',
  Exchanged: 'bg-green-100 text-green-800',
  Closed: 'bg-stone-200 text-stone-700',
}

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {RETURN_STATUS_LABELS[status]}
    </span>
  )
}
