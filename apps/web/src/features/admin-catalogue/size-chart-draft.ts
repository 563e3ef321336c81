import {
  type AdminSizeChart,
  type Ref,
  type SizeChartBody,
  SizeChartBodySchema,
} from '@store/contract'

/** A size chart as typed: measurements stay text until sent, one per column in every row. */
export type ChartDraft = {
  name: string
  unit: 'cm' | 'in'
  columns: string[]
  rows: Array<{ size: string; values: string[] }>
  subCategories: Ref[]
}

export const emptyChart = (): ChartDraft => ({
  name: '',
  unit: 'cm',
  columns: ['Chest'],
  rows: [{ size: '', values: [''] }],
  subCategories: [],
})

export const chartDraftOf = (chart: AdminSizeChart): ChartDraft => ({
  name: chart.name,
  unit: chart.unit,
  columns: chart.columns,
  rows: chart.rows.map((row) => ({ size: row.size, values: row.values.map(String) })),
  subCategories: chart.subCategories,
})

/** Columns and rows change together: every row keeps one value per column. */
export const addColumn = (d: ChartDraft): ChartDraft => ({
  ...d,
  columns: [...d.columns, ''],
  rows: d.rows.map((row) => ({ ...row, values: [...row.values, ''] })),
})

export const removeColumn = (d: ChartDraft, index: number): ChartDraft => ({
  ...d,
  columns: d.columns.filter((_, i) => i !== index),
  rows: d.rows.map((row) => ({ ...row, values: row.values.filter((_, i) => i !== index) })),
})

export const addRow = (d: ChartDraft): ChartDraft => ({
  ...d,
  rows: [...d.rows, { size: '', values: d.columns.map(() => '') }],
})

// An empty box is missing, not zero; anything else the schema judges.
const numberOf = (text: string): unknown => (text.trim() === '' ? undefined : Number(text))

export const toChartBody = (d: ChartDraft): SizeChartBody =>
  ({
    name: d.name,
    unit: d.unit,
    columns: d.columns,
    rows: d.rows.map((row) => ({ size: row.size, values: row.values.map(numberOf) })),
    subCategories: d.subCategories.map((s) => s._id),
  }) as SizeChartBody

/** The schema's messages by path: 'name', 'columns.1', 'rows.0.values.2', 'rows'... */
export function validateChart(d: ChartDraft): Partial<Record<string, string>> {
  const result = SizeChartBodySchema.safeParse(toChartBody(d))
  if (result.success) return {}
  const errors: Partial<Record<string, string>> = {}
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message
  return errors
}
