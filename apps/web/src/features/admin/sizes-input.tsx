import { useState } from 'react'
import { Field, inputClass } from '@/components/form'

/** Sizes typed one at a time (Enter or Add size), each a removable chip. */
export function SizesInput({
  sizes,
  onChange,
}: {
  sizes: string[]
  onChange: (sizes: string[]) => void
}) {
  const [text, setText] = useState('')
  const add = () => {
    const size = text.trim()
    if (size && !sizes.includes(size)) onChange([...sizes, size])
    setText('')
  }
  return (
    <div className="space-y-1">
      <Field label="Sizes">
        <span className="flex gap-2">
          <input
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                add()
              }
            }}
            placeholder="S, M, 32, 4-5Y..."
            className={inputClass}
          />
          <button
            type="button"
            onClick={add}
            className="whitespace-nowrap rounded-md border border-stone-300 px-3 text-sm font-medium hover:border-stone-500"
          >
            Add size
          </button>
        </span>
      </Field>
      {sizes.length > 0 && (
        <ul aria-label="Chosen sizes" className="flex flex-wrap gap-2 pt-1">
          {sizes.map((size) => (
            <li
              key={size}
              className="flex items-center gap-1 rounded-full bg-stone-100 py-0.5 pl-3 pr-1 text-sm"
            >
              {size}
              <button
                type="button"
                aria-label={`Remove size ${size}`}
                onClick={() => onChange(sizes.filter((s) => s !== size))}
                className="rounded-full px-1.5 hover:bg-stone-200"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-stone-500">Leave empty for a free-size product.</p>
    </div>
  )
}
