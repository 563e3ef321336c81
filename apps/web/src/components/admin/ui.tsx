import { type FormEvent, type ReactNode, useId } from 'react'
import { useSelector } from 'react-redux'
import { MESSAGES, type Ref } from '@store/contract'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { inputClass } from '@/components/form'
import { notify } from '@/lib/toast'

/**
 * Admin pages show 'Do not have permission' to everyone else (the server checks again on every
 * call). The signed-in role is read from the stored session (the account feature's user slice).
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const isAdmin = useSelector((state: { user: { role: string } }) => state.user.role === 'ADMIN')
  if (!isAdmin) {
    return (
      <p className="rounded-xl border border-stone-200 bg-white p-8 text-center text-lg font-semibold text-red-700">
        {MESSAGES.noPermission}
      </p>
    )
  }
  return children
}

/** A primary button that looks enabled only when its form is ready. */
export const gatedSubmitClass = (ready: boolean, width: 'full' | 'auto' = 'full') =>
  `${width === 'full' ? 'w-full' : 'whitespace-nowrap text-sm'} rounded-md px-4 py-2.5 font-semibold text-white ${
    ready ? 'bg-brand-600 hover:bg-brand-700' : 'cursor-not-allowed bg-stone-300'
  }`

/** A gated form's submit: it sends only when the form is ready, and otherwise says nothing. */
export const submitWhen =
  (ready: boolean, submit: (event: FormEvent) => Promise<void>) => (event: FormEvent) => {
    if (ready) void submit(event)
    else event.preventDefault()
  }

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

type ChipOption = { _id: string; name: string }

type ChipsSelectProps = {
  label: string
  options: ChipOption[]
  value: ChipOption[]
  onChange: (value: ChipOption[]) => void
}

/** A dropdown whose picks are appended as chips, each removable. */
export function ChipsSelect({ label, options, value, onChange }: ChipsSelectProps) {
  const id = useId()
  const left = options.filter((option) => !value.some((picked) => picked._id === option._id))
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <select
        id={id}
        value=""
        onChange={(event) => {
          const picked = options.find((option) => option._id === event.target.value)
          if (picked) onChange([...value, { _id: picked._id, name: picked.name }])
        }}
        className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 outline-none focus:border-brand-500"
      >
        <option value="">Select {label}</option>
        {left.map((option) => (
          <option key={option._id} value={option._id}>
            {option.name}
          </option>
        ))}
      </select>
      {value.length > 0 && (
        <ul aria-label={`Chosen ${label}`} className="flex flex-wrap gap-2 pt-1">
          {value.map((picked) => (
            <li
              key={picked._id}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-3 pr-1 text-sm text-brand-800"
            >
              {picked.name}
              <button
                type="button"
                aria-label={`Remove ${picked.name}`}
                onClick={() => onChange(value.filter((v) => v._id !== picked._id))}
                className="rounded-full px-1.5 hover:bg-brand-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The filters above an admin list, in a card. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-3 rounded-lg bg-white p-3 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
      {children}
    </div>
  )
}

/** One filter, its label above it. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="space-y-1 text-sm">
      <span className="font-medium text-stone-700">{label}</span>
      {children}
    </label>
  )
}

/** The one status a list shows, or all of them (''). */
export function StatusFilter<S extends string>({
  value,
  statuses,
  labels,
  onChange,
}: {
  value: S | ''
  statuses: readonly S[]
  labels: Record<S, string>
  onChange: (status: S | '') => void
}) {
  return (
    <FilterField label="Status">
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as S | '')}
        className={inputClass}
      >
        <option value="">All statuses</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {labels[status]}
          </option>
        ))}
      </select>
    </FilterField>
  )
}

/** The days a list covers, From and To, each bounding the other. */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string
  to: string
  onChange: (days: { from: string } | { to: string }) => void
}) {
  return (
    <>
      <FilterField label="From">
        <input
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
          className={inputClass}
        />
      </FilterField>
      <FilterField label="To">
        <input
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
          className={inputClass}
        />
      </FilterField>
    </>
  )
}
