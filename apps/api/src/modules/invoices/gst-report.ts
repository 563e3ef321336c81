import type { GstReport } from '@store/contract'
import { toCsv } from '../../lib/csv.js'
import { toRupees } from '../../lib/money.js'

// The monthly GST summary for filing (GSTR-1's B2C, B2B and HSN tables, and GSTR-3B's
// outward supplies): invoices of the month, less the credit notes of the month.

type Sums = {
  taxable_paise: number
  cgst_paise: number
  sgst_paise: number
  igst_paise: number
  total_paise: number
}
type SupplyRow = Sums & {
  buyer_gstin: string | null
  place_of_supply: string
  place_of_supply_code: string
  rate: number
}
type HsnRow = Sums & { hsn: string; rate: number; quantity: number }
type Range = { count: number; first: string | null; last: string | null }

const zero = (): Sums => ({
  taxable_paise: 0,
  cgst_paise: 0,
  sgst_paise: 0,
  igst_paise: 0,
  total_paise: 0,
})
const KEYS = ['taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'total_paise'] as const

/** Adds rows up by key; credited rows count negatively. */
function net<R extends Sums>(
  plus: R[],
  minus: R[],
  keyOf: (row: R) => string,
  extra: (row: R) => Record<string, number> = () => ({}),
) {
  const totals = new Map<string, { row: R; sums: Sums; extra: Record<string, number> }>()
  const add = (row: R, sign: 1 | -1) => {
    const key = keyOf(row)
    const entry = totals.get(key) ?? { row, sums: zero(), extra: {} }
    for (const k of KEYS) entry.sums[k] += sign * Number(row[k])
    for (const [k, v] of Object.entries(extra(row)))
      entry.extra[k] = (entry.extra[k] ?? 0) + sign * v
    totals.set(key, entry)
  }
  for (const row of plus) add(row, 1)
  for (const row of minus) add(row, -1)
  return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, entry]) => entry)
}

const taxes = (sums: Sums) => ({
  taxableValue: toRupees(sums.taxable_paise),
  cgst: toRupees(sums.cgst_paise),
  sgst: toRupees(sums.sgst_paise),
  igst: toRupees(sums.igst_paise),
})

export function buildGstReport(input: {
  month: string
  gstin: string | null
  supplies: SupplyRow[]
  credited: SupplyRow[]
  hsn: HsnRow[]
  creditedHsn: HsnRow[]
  invoices: Range
  creditNotes: Range
}): GstReport {
  const supplyKey = (r: SupplyRow) =>
    `${r.buyer_gstin ?? ''}|${r.place_of_supply_code}|${String(r.rate).padStart(3, '0')}`
  const supplies = net(input.supplies, input.credited, supplyKey)
  const b2c = supplies
    .filter((s) => s.row.buyer_gstin === null)
    .map((s) => ({
      placeOfSupply: s.row.place_of_supply,
      stateCode: s.row.place_of_supply_code,
      rate: Number(s.row.rate),
      ...taxes(s.sums),
    }))
  const b2b = supplies
    .filter((s) => s.row.buyer_gstin !== null)
    .map((s) => ({
      buyerGstin: s.row.buyer_gstin as string,
      placeOfSupply: s.row.place_of_supply,
      stateCode: s.row.place_of_supply_code,
      rate: Number(s.row.rate),
      ...taxes(s.sums),
    }))
  const hsn = net(
    input.hsn,
    input.creditedHsn,
    (r) => `${r.hsn}|${String(r.rate).padStart(3, '0')}`,
    (r) => ({ quantity: Number(r.quantity) }),
  ).map((h) => ({
    hsn: h.row.hsn,
    rate: Number(h.row.rate),
    quantity: h.extra.quantity ?? 0,
    ...taxes(h.sums),
    totalTax: toRupees(h.sums.cgst_paise + h.sums.sgst_paise + h.sums.igst_paise),
    totalValue: toRupees(h.sums.total_paise),
  }))
  const all = zero()
  for (const s of supplies) for (const k of KEYS) all[k] += s.sums[k]
  const credit = zero()
  for (const row of input.credited) for (const k of KEYS) credit[k] += Number(row[k])
  return {
    month: input.month,
    gstin: input.gstin,
    invoices: input.invoices,
    creditNotes: { ...input.creditNotes, ...taxes(credit) },
    b2c,
    b2b,
    hsn,
    totals: {
      ...taxes(all),
      totalTax: toRupees(all.cgst_paise + all.sgst_paise + all.igst_paise),
      totalValue: toRupees(all.total_paise),
    },
  }
}

const amount = (rupees: number) => rupees.toFixed(2)

/** The summary as one CSV file with a section per table. */
export function gstReportCsv(report: GstReport): string {
  const rows: string[][] = [
    ['GST summary', report.month, 'GSTIN', report.gstin ?? ''],
    [
      'Invoices',
      String(report.invoices.count),
      report.invoices.first ?? '',
      report.invoices.last ?? '',
    ],
    [
      'Credit notes',
      String(report.creditNotes.count),
      report.creditNotes.first ?? '',
      report.creditNotes.last ?? '',
    ],
    [],
    ['B2C supplies (net of credit notes)'],
    ['Place of supply', 'State code', 'Rate %', 'Taxable value', 'CGST', 'SGST', 'IGST'],
    ...report.b2c.map((r) => [
      r.placeOfSupply,
      r.stateCode,
      String(r.rate),
      amount(r.taxableValue),
      amount(r.cgst),
      amount(r.sgst),
      amount(r.igst),
    ]),
    [],
    ['B2B supplies (net of credit notes)'],
    [
      'Buyer GSTIN',
      'Place of supply',
      'State code',
      'Rate %',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
    ],
    ...report.b2b.map((r) => [
      r.buyerGstin,
      r.placeOfSupply,
      r.stateCode,
      String(r.rate),
      amount(r.taxableValue),
      amount(r.cgst),
      amount(r.sgst),
      amount(r.igst),
    ]),
    [],
    ['HSN summary (net of credit notes)'],
    [
      'HSN',
      'UQC',
      'Rate %',
      'Quantity',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total tax',
      'Total value',
    ],
    ...report.hsn.map((r) => [
      r.hsn,
      'PCS',
      String(r.rate),
      String(r.quantity),
      amount(r.taxableValue),
      amount(r.cgst),
      amount(r.sgst),
      amount(r.igst),
      amount(r.totalTax),
      amount(r.totalValue),
    ]),
    [],
    [
      'Credit notes',
      '',
      '',
      '',
      amount(report.creditNotes.taxableValue),
      amount(report.creditNotes.cgst),
      amount(report.creditNotes.sgst),
      amount(report.creditNotes.igst),
    ],
    [
      'Total (net)',
      '',
      '',
      '',
      amount(report.totals.taxableValue),
      amount(report.totals.cgst),
      amount(report.totals.sgst),
      amount(report.totals.igst),
      amount(report.totals.totalTax),
      amount(report.totals.totalValue),
    ],
  ]
  return toCsv(rows)
}
