import { useState } from 'react'
import type { SizeChart } from '@store/contract'
import { Modal } from '@/components/modal'

type Unit = SizeChart['unit']

// The contract's SIZE_CHART_UNITS would bring its module, and zod, into the bundle.
const UNITS: Unit[] = ['cm', 'in']

const CM_PER_INCH = 2.54

const convert = (value: number, from: Unit, to: Unit) =>
  from === to ? value : to === 'in' ? value / CM_PER_INCH : value * CM_PER_INCH

type Props = { chart: SizeChart; selected: string | null; onClose: () => void }

/** The product's size chart in cm or inches, the chosen size's row marked. */
export function SizeChartDialog({ chart, selected, onClose }: Props) {
  const [unit, setUnit] = useState<Unit>(chart.unit)
  return (
    <Modal title="Size chart" onClose={onClose} placement="sheet">
      <div className="space-y-4 px-5 py-4">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-medium">{chart.name}</p>
          <div
            role="group"
            aria-label="Unit"
            className="flex overflow-hidden rounded-md border border-stone-300 text-sm"
          >
            {UNITS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={unit === option}
                onClick={() => setUnit(option)}
                className={`px-3 py-1 font-medium ${
                  unit === option ? 'bg-brand-600 text-white' : 'bg-white hover:bg-stone-100'
                }`}
              >
                {option}
              </button>
            ))}
          </div>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-left">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Size
                </th>
                {chart.columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-right font-semibold">
                    {column} ({unit})
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row) => (
                <tr
                  key={row.size}
                  aria-current={row.size === selected ? 'true' : undefined}
                  className={`border-b border-stone-100 ${
                    row.size === selected ? 'bg-brand-50 font-semibold text-brand-700' : ''
                  }`}
                >
                  <th scope="row" className="py-2 pr-3 text-left">
                    {row.size}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={chart.columns[i] ?? i} className="px-3 py-2 text-right tabular-nums">
                      {convert(value, chart.unit, unit).toFixed(1)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-xs leading-relaxed text-stone-600">
          Measure over your body, not the garment: chest at the fullest part, waist at the natural
          waistline.
        </p>
      </div>
    </Modal>
  )
}
