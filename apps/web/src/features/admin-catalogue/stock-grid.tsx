import { inputClass } from '@/components/form'
import { type Errors, type VariantDraft, emptyVariant } from './product-draft'

type Props = {
  variants: VariantDraft[]
  errors: Errors
  onChange: (variants: VariantDraft[]) => void
}

const cellClass = `${inputClass} min-w-0`

/** Stock per size: one row per size with its units and SKU, rows added and removed. */
export function StockGrid({ variants, errors, onChange }: Props) {
  const change = (index: number, key: keyof VariantDraft, value: string) =>
    onChange(variants.map((v, i) => (i === index ? { ...v, [key]: value } : v)))
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-700">Stock per size</legend>
      <div
        aria-hidden="true"
        className="grid grid-cols-[minmax(0,1fr)_4.5rem_minmax(0,1.4fr)_2rem] gap-2 text-xs font-medium text-stone-500"
      >
        <span>Size</span>
        <span>Stock</span>
        <span>SKU</span>
      </div>
      <ul className="space-y-2">
        {variants.map((variant, i) => {
          // Named by their size, so 'Stock for size M' reads on its own.
          const name = variant.size.trim() ? `size ${variant.size.trim()}` : `row ${i + 1}`
          const rowErrors = (['size', 'stock', 'sku'] as const)
            .map((key) => errors[`variants.${i}.${key}`])
            .filter(Boolean)
          return (
            <li key={i} className="space-y-1">
              <div className="grid grid-cols-[minmax(0,1fr)_4.5rem_minmax(0,1.4fr)_2rem] items-center gap-2">
                <input
                  aria-label={`Size of row ${i + 1}`}
                  value={variant.size}
                  onChange={(event) => change(i, 'size', event.target.value)}
                  placeholder="S, M, 32..."
                  className={cellClass}
                />
                <input
                  aria-label={`Stock for ${name}`}
                  value={variant.stock}
                  onChange={(event) => change(i, 'stock', event.target.value)}
                  inputMode="numeric"
                  placeholder="0"
                  className={cellClass}
                />
                <input
                  aria-label={`SKU for ${name}`}
                  value={variant.sku}
                  onChange={(event) => change(i, 'sku', event.target.value)}
                  placeholder="Automatic"
                  className={cellClass}
                />
                <button
                  type="button"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(variants.filter((_, j) => j !== i))}
                  className="h-8 w-8 rounded-full text-lg text-stone-500 hover:bg-stone-100 hover:text-red-700"
                >
                  ×
                </button>
              </div>
              {rowErrors.map((message) => (
                <p key={message} className="text-sm text-red-700">
                  {message}
                </p>
              ))}
            </li>
          )
        })}
      </ul>
      {errors.variants && <p className="text-sm text-red-700">{errors.variants}</p>}
      <button
        type="button"
        onClick={() => onChange([...variants, emptyVariant()])}
        className="rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium hover:border-stone-500"
      >
        Add size
      </button>
      <p className="text-xs text-stone-500">
        A product without sizes keeps one row, Free Size. An empty SKU is made by the store.
      </p>
    </fieldset>
  )
}
