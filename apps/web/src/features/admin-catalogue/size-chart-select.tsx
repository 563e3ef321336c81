import { useId } from 'react'
import type { AdminSizeChart, Ref } from '@store/contract'
import { inputClass } from '@/components/form'

/** The chart a product's sub-categories give it, if any. */
const inherited = (charts: AdminSizeChart[], subCategory: Ref[]) =>
  charts.find((chart) => chart.subCategories.some((s) => subCategory.some((p) => p._id === s._id)))

type Props = {
  charts: AdminSizeChart[]
  subCategory: Ref[]
  value: string | null
  onChange: (sizeChartId: string | null) => void
}

/** 'From its sub-category' (null) or one of the store's charts. */
export function SizeChartSelect({ charts, subCategory, value, onChange }: Props) {
  const id = useId()
  const fromSub = inherited(charts, subCategory)
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        Size chart
      </label>
      <select
        id={id}
        value={charts.some((chart) => chart._id === value) ? (value ?? '') : ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={inputClass}
      >
        <option value="">From its sub-category{fromSub ? ` (${fromSub.name})` : ''}</option>
        {charts.map((chart) => (
          <option key={chart._id} value={chart._id}>
            {chart.name} ({chart.unit})
          </option>
        ))}
      </select>
    </div>
  )
}
