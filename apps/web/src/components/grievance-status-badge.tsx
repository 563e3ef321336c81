import { GRIEVANCE_STATUS_LABELS, type GrievanceStatus } from '@store/contract'

const TONE: Record<GrievanceStatus, string> = {
  open: 'bg-yellow-100 text-yellow-800',
  acknowledged: 'bg-blue-100 text-blue-800',
  resolved: 'bg-green-100 text-green-800',
}

export function GrievanceStatusBadge({ status }: { status: GrievanceStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {GRIEVANCE_STATUS_LABELS[status]}
    </span>
  )
}
