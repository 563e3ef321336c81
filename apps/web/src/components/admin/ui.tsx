import type { ReactNode } from 'react'
import type { Ref } from '@store/contract'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { notify } from '@/lib/toast'

/** A primary button that looks enabled only when its form is ready. */
export const gatedSubmitClass = (ready: boolean, width: 'full' | 'auto' = 'full') =>
  `${width === 'full' ? 'w-full' : 'whitespace-nowrap text-sm'} rounded-md px-4 py-2.5 font-semibold text-white ${
    ready ? 'bg-brand-600 hover:bg-brand-700' : 'cursor-not-allowed bg-stone-300'
  }`

/** The title row of an admin page, with its main action. */
export function AdminHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-white p-3 shadow-sm">
      <h1 className="text-lg font-semibold">{title}</h1>
      {children}
    </div>
  )
}

/** Edit and Delete for one listed thing, named for screen readers. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  className = 'flex gap-2',
}: {
  name: string
  onEdit: () => void
  onDelete: () => void
  className?: string
}) {
  return (
    <div className={className}>
      <button
        type="button"
        aria-label={`Edit ${name}`}
        onClick={onEdit}
        className="rounded bg-green-100 px-2 py-1 text-xs font-medium text-green-800 hover:bg-green-200"
      >
        Edit
      </button>
      <button
        type="button"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
        className="rounded bg-red-100 px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-200"
      >
        Delete
      </button>
    </div>
  )
}

const pageButtonClass =
  'rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:border-stone-500 disabled:opacity-50'

/** Previous and Next, clamped to 1..total, with an 'n/total' indicator between them. */
export function Pager({
  page,
  total,
  onPage,
}: {
  page: number
  total: number
  onPage: (page: number) => void
}) {
  const go = (next: number) => onPage(Math.min(Math.max(next, 1), total))
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <button
        type="button"
        onClick={() => go(page - 1)}
        disabled={page <= 1}
        className={pageButtonClass}
      >
        Previous
      </button>
      <span className="text-sm font-medium">
        {page}/{total}
      </span>
      <button
        type="button"
        onClick={() => go(page + 1)}
        disabled={page >= total}
        className={pageButtonClass}
      >
        Next
      </button>
    </nav>
  )
}

/** The 'Permanent Delete' confirmation: on confirm it deletes, shows the answer and refetches. */
export function PermanentDelete({
  message,
  confirmLabel,
  remove,
  onDone,
  onClose,
}: {
  message: string
  confirmLabel?: string
  remove: () => Promise<{ message: string }>
  onDone: () => unknown
  onClose: () => void
}) {
  return (
    <ConfirmDialog
      title="Permanent Delete"
      message={message}
      {...(confirmLabel ? { confirmLabel } : {})}
      onClose={onClose}
      onConfirm={async () => {
        try {
          const answer = await remove()
          void notify.success(answer.message)
          onClose()
          await onDone()
        } catch (error) {
          void notify.failure(error)
        }
      }}
    />
  )
}

/** The header row of an admin table; columns named in `right` are right-aligned (amounts). */
export function TableHead({ columns, right = [] }: { columns: string[]; right?: string[] }) {
  return (
    <thead className="bg-stone-100 text-stone-600">
      <tr>
        {columns.map((column) => (
          <th
            key={column}
            scope="col"
            className={`px-3 py-2 ${right.includes(column) ? 'text-right' : ''}`}
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/** Names of linked categories or sub-categories as small chips, for a table cell. */
export function RefChips({ refs }: { refs: Ref[] }) {
  return (
    <ul className="flex flex-wrap gap-1">
      {refs.map((ref) => (
        <li key={ref._id} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs">
          {ref.name}
        </li>
      ))}
    </ul>
  )
}
