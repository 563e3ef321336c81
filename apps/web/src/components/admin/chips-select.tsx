import { useId } from 'react'

type Option = { _id: string; name: string }

type Props = {
  label: string
  options: Option[]
  value: Option[]
  onChange: (value: Option[]) => void
}

/** A dropdown whose picks are appended as chips, each removable. */
export function ChipsSelect({ label, options, value, onChange }: Props) {
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
