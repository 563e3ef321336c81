import { Field, inputClass } from '@/components/form'
import type { Errors } from './product-draft'

type Props = {
  fields: Array<[string, string]>
  errors: Errors
  onChange: (fields: Array<[string, string]>) => void
}

/** The extra fields an admin added by name (Fabric, Fit...): each required, each removable. */
export function ExtraFields({ fields, errors, onChange }: Props) {
  return fields.map(([key, value], i) => (
    <div key={key} className="flex items-end gap-2">
      <div className="flex-1">
        <Field label={key} error={errors[`more_details.${key}`]}>
          <input
            value={value}
            required
            onChange={(event) =>
              onChange(fields.map((entry, j) => (j === i ? [key, event.target.value] : entry)))
            }
            className={inputClass}
          />
        </Field>
      </div>
      <button
        type="button"
        aria-label={`Remove field ${key}`}
        onClick={() => onChange(fields.filter((_, j) => j !== i))}
        className="mb-1 rounded px-2 py-1.5 text-lg text-red-700 hover:bg-red-50"
      >
        ×
      </button>
    </div>
  ))
}
