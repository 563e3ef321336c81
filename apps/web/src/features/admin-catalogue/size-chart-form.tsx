import { useForm, useWatch } from 'react-hook-form'
import { type AdminSizeChart, SIZE_CHART_UNITS, type SizeChartBody } from '@store/contract'
import { Modal } from '@/components/modal'
import { ChipsSelect } from '@/components/admin/ui'
import {
  Field,
  inputClass,
  SubmitButton,
  draftFormOptions,
  problemsOf,
  rulesResolver,
} from '@/components/form'
import { useCatalogue } from '@/features/catalog'
import { notify } from '@/lib/toast'
import {
  addColumn,
  addRow,
  type ChartDraft,
  chartDraftOf,
  emptyChart,
  removeColumn,
  toChartBody,
  validateChart,
} from './size-chart-draft'

type Props = {
  chart?: AdminSizeChart
  save: (body: SizeChartBody) => Promise<{ message: string }>
  onSaved: () => void
  onClose: () => void
}

const MAX_COLUMNS = 8
const cellClass = `${inputClass} min-w-16`
const smallButton =
  'rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium hover:border-stone-500 disabled:opacity-50'
const removeClass =
  'h-8 w-8 shrink-0 rounded-full text-lg text-stone-500 hover:bg-stone-100 hover:text-red-700'

/** Add or edit a size chart: name, unit, what is measured, one row per size, its sub-categories. */
export function SizeChartForm({ chart, save, onSaved, onClose }: Props) {
  const { allSubCategory } = useCatalogue()
  const { control, handleSubmit, setValue, getValues, formState } = useForm<ChartDraft>({
    defaultValues: chart ? chartDraftOf(chart) : emptyChart(),
    resolver: rulesResolver(validateChart),
    ...draftFormOptions,
  })
  const draft = useWatch({ control, compute: (values: ChartDraft) => values })
  const errors = problemsOf(formState.errors)
  /** Columns and rows change together, so a change may replace both. */
  const change = (next: (d: ChartDraft) => ChartDraft) => {
    const changed = next(getValues())
    setValue('columns', changed.columns)
    setValue('rows', changed.rows)
  }
  const setColumn = (index: number, name: string) => setValue(`columns.${index}`, name)
  const setRow = (index: number, row: ChartDraft['rows'][number]) => setValue(`rows.${index}`, row)
  const rowErrors = (index: number) =>
    Object.entries(errors)
      .filter(([key]) => key.startsWith(`rows.${index}.`))
      .map(([, message]) => message)

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await save(toChartBody(values))
      void notify.success(answer.message)
      onSaved()
      onClose()
    } catch (error) {
      void notify.failure(error)
    }
  })

  return (
    <Modal title={chart ? 'Edit Size Chart' : 'Add Size Chart'} onClose={onClose}>
      <form noValidate className="space-y-4 p-5" onSubmit={(event) => void submit(event)}>
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <Field label="Name" error={errors.name}>
            <input
              value={draft.name}
              onChange={(event) => setValue('name', event.target.value)}
              placeholder="e.g. Men's shirts"
              className={inputClass}
            />
          </Field>
          <Field label="Unit">
            <select
              value={draft.unit}
              onChange={(event) => setValue('unit', event.target.value as ChartDraft['unit'])}
              className={inputClass}
            >
              {SIZE_CHART_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-700">Measurements</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {draft.columns.map((column, i) => (
              <li key={i} className="space-y-1">
                <span className="flex items-center gap-2">
                  <input
                    aria-label={`Column ${i + 1}`}
                    value={column}
                    onChange={(event) => setColumn(i, event.target.value)}
                    placeholder="Chest, Waist, Length..."
                    className={inputClass}
                  />
                  <button
                    type="button"
                    aria-label={`Remove column ${i + 1}`}
                    onClick={() => change((d) => removeColumn(d, i))}
                    className={removeClass}
                  >
                    ×
                  </button>
                </span>
                {errors[`columns.${i}`] && (
                  <span className="block text-sm text-red-700">{errors[`columns.${i}`]}</span>
                )}
              </li>
            ))}
          </ul>
          {errors.columns && <p className="text-sm text-red-700">{errors.columns}</p>}
          <button
            type="button"
            disabled={draft.columns.length >= MAX_COLUMNS}
            onClick={() => change(addColumn)}
            className={smallButton}
          >
            Add column
          </button>
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-700">Sizes ({draft.unit})</legend>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-stone-500">
                <tr>
                  <th scope="col" className="px-1 pb-1 font-medium">
                    Size
                  </th>
                  {draft.columns.map((column, i) => (
                    <th key={i} scope="col" className="px-1 pb-1 font-medium">
                      {column || `Column ${i + 1}`}
                    </th>
                  ))}
                  <th scope="col" className="sr-only">
                    Remove
                  </th>
                </tr>
              </thead>
              <tbody>
                {draft.rows.map((row, r) => (
                  <tr key={r}>
                    <td className="p-1">
                      <input
                        aria-label={`Size of row ${r + 1}`}
                        value={row.size}
                        onChange={(event) => setRow(r, { ...row, size: event.target.value })}
                        placeholder="M"
                        className={cellClass}
                      />
                    </td>
                    {row.values.map((value, c) => (
                      <td key={c} className="p-1">
                        <input
                          aria-label={`${draft.columns[c] || `Column ${c + 1}`} of row ${r + 1}`}
                          value={value}
                          inputMode="decimal"
                          onChange={(event) =>
                            setRow(r, {
                              ...row,
                              values: row.values.map((v, i) => (i === c ? event.target.value : v)),
                            })
                          }
                          className={cellClass}
                        />
                      </td>
                    ))}
                    <td className="p-1">
                      <button
                        type="button"
                        aria-label={`Remove row ${r + 1}`}
                        onClick={() =>
                          change((d) => ({ ...d, rows: d.rows.filter((_, i) => i !== r) }))
                        }
                        className={removeClass}
                      >
                        ×
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {draft.rows.map((_, r) =>
            rowErrors(r).map((message) => (
              <p key={`${r}|${message}`} className="text-sm text-red-700">
                Row {r + 1}: {message}
              </p>
            )),
          )}
          {errors.rows && <p className="text-sm text-red-700">{errors.rows}</p>}
          <button type="button" onClick={() => change(addRow)} className={smallButton}>
            Add row
          </button>
        </fieldset>
        <ChipsSelect
          label="Sub Category"
          options={allSubCategory}
          value={draft.subCategories}
          onChange={(subCategories) => setValue('subCategories', subCategories)}
        />
        <SubmitButton busy={formState.isSubmitting}>
          {chart ? 'Update Size Chart' : 'Add Size Chart'}
        </SubmitButton>
      </form>
    </Modal>
  )
}
