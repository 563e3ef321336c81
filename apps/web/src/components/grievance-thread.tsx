import type { Grievance } from '@store/contract'
import { formatDateTime } from '@/lib/format'

/** A grievance as both sides read it: what the shopper wrote, the replies in order, the resolution. */
export function GrievanceThread({
  grievance,
  shopperName,
}: {
  grievance: Grievance
  shopperName: string
}) {
  const entries = [
    { from: 'shopper' as const, text: grievance.text, at: grievance.createdAt },
    ...grievance.messages,
  ]
  return (
    <ol aria-label="Thread" className="space-y-3">
      {entries.map((entry, i) => (
        <li
          key={i}
          className={`max-w-[92%] rounded-lg p-3 text-sm ${
            entry.from === 'store'
              ? 'mr-auto border border-brand-100 bg-brand-50'
              : 'ml-auto border border-stone-200 bg-white'
          }`}
        >
          <p className="mb-1 text-xs text-stone-500">
            <span className="font-semibold text-stone-700">
              {entry.from === 'store' ? 'Grievance desk' : shopperName}
            </span>{' '}
            · {formatDateTime(entry.at, 'india')}
          </p>
          <p className="whitespace-pre-line break-words">{entry.text}</p>
        </li>
      ))}
      {grievance.resolution && grievance.resolvedAt && (
        <li className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm">
          <p className="mb-1 text-xs text-stone-500">
            <span className="font-semibold text-green-800">Resolution</span> ·{' '}
            {formatDateTime(grievance.resolvedAt, 'india')}
          </p>
          <p className="whitespace-pre-line break-words">{grievance.resolution}</p>
        </li>
      )}
    </ol>
  )
}
