import { useState } from 'react'
import { type GstReport, istMonth, MonthSchema } from '@store/contract'
import { EmptyState } from '@/components/empty-state'
import { ScrollX } from '@/components/scroll-x'
import { inputClass } from '@/components/form'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import { downloadGstCsv, downloadInvoicesZip, getGstReport } from './api'
import { AdminOnly, AdminHeading } from '@/components/admin/ui'

// Tax figures to the paisa, as filed.
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
})
const amount = (value: number) => rupees.format(value)

const card = 'min-w-0 rounded-lg border border-stone-200 bg-white p-4'

type Amounts = { taxableValue: number; cgst: number; sgst: number; igst: number }

/**
 * A row that files nothing: its invoices were all credited back in the month (or it sends a free
 * replacement), so every amount nets to zero, and for HSN no piece is left either.
 */
const empty = (row: Amounts & { quantity?: number }) =>
  !row.taxableValue && !row.cgst && !row.sgst && !row.igst && !row.quantity

const NOTHING = 'No supplies this month.'
const ALL_CREDITED = 'Nothing to file: every supply this month was credited back.'
const th = 'px-2 py-2 text-left font-medium'
const thRight = 'px-2 py-2 text-right font-medium'
const td = 'px-2 py-1.5'
const tdRight = 'px-2 py-1.5 text-right tabular-nums'

/** '/dashboard/gst': a month's GST summary for filing, its CSV and its invoices as a zip. */
export function GstReportPage() {
  usePageMeta('GST summary')
  return (
    <AdminOnly>
      <GstReportView />
    </AdminOnly>
  )
}

function Download({ label, run }: { label: string; run: () => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true)
        run()
          .catch((error: unknown) => notify.failure(error))
          .finally(() => setBusy(false))
      }}
      className="whitespace-nowrap rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-medium hover:border-stone-500 disabled:opacity-60"
    >
      {busy ? 'Preparing…' : label}
    </button>
  )
}

function GstReportView() {
  const [month, setMonth] = useState(() => istMonth())
  const valid = MonthSchema.safeParse(month).success
  return (
    <div className="space-y-4">
      <AdminHeading title="GST summary" />
      <div className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 shadow-sm">
        <label className="space-y-1">
          <span className="block text-sm font-medium text-stone-700">Month</span>
          <input
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className={inputClass}
          />
        </label>
        {valid && (
          <>
            <Download label="Download CSV" run={() => downloadGstCsv(month)} />
            <Download label="Download invoices (zip)" run={() => downloadInvoicesZip(month)} />
          </>
        )}
      </div>
      {valid ? <Report month={month} /> : <EmptyState message="Choose a month" />}
    </div>
  )
}

function Report({ month }: { month: string }) {
  const result = useFetch(month, (signal) => getGstReport(month, signal))
  if (result.status === 'loading')
    return <div className="h-64 animate-pulse rounded-lg bg-stone-200" />
  if (result.status === 'error') return <EmptyState message={result.error.message} />
  return <ReportTables report={result.data} />
}

export function ReportTables({ report }: { report: GstReport }) {
  const { totals, invoices, creditNotes } = report
  const b2c = report.b2c.filter((row) => !empty(row))
  const b2b = report.b2b.filter((row) => !empty(row))
  const hsn = report.hsn.filter((row) => !empty(row))
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className={card}>
          <p className="text-sm text-stone-500">Invoices</p>
          <p className="mt-1 text-2xl font-bold">{invoices.count}</p>
          {invoices.first && (
            <p className="text-xs text-stone-600">
              {invoices.first} – {invoices.last}
            </p>
          )}
        </div>
        <div className={card}>
          <p className="text-sm text-stone-500">Credit notes</p>
          <p className="mt-1 text-2xl font-bold">{creditNotes.count}</p>
          <p className="text-xs text-stone-600">{amount(creditNotes.taxableValue)} taxable value</p>
        </div>
        <div className={card}>
          <p className="text-sm text-stone-500">Taxable value (net)</p>
          <p className="mt-1 text-2xl font-bold">{amount(totals.taxableValue)}</p>
        </div>
        <div className={card}>
          <p className="text-sm text-stone-500">Tax (net)</p>
          <p className="mt-1 text-2xl font-bold">{amount(totals.totalTax)}</p>
          <p className="text-xs text-stone-600">
            CGST {amount(totals.cgst)} · SGST {amount(totals.sgst)} · IGST {amount(totals.igst)}
          </p>
        </div>
      </div>
      <section aria-labelledby="b2c" className={card}>
        <h2 id="b2c" className="mb-2 font-semibold">
          B2C supplies by place of supply and rate
        </h2>
        {b2c.length === 0 ? (
          <p className="text-sm text-stone-500">
            {report.b2c.length === 0 ? NOTHING : ALL_CREDITED}
          </p>
        ) : (
          <ScrollX>
            <table className="w-full text-sm">
              <thead className="bg-stone-50">
                <tr>
                  <th className={th}>Place of supply</th>
                  <th className={thRight}>Rate</th>
                  <th className={thRight}>Taxable value</th>
                  <th className={thRight}>CGST</th>
                  <th className={thRight}>SGST</th>
                  <th className={thRight}>IGST</th>
                </tr>
              </thead>
              <tbody>
                {b2c.map((row) => (
                  <tr key={`${row.stateCode}-${row.rate}`} className="border-t border-stone-100">
                    <td className={td}>
                      {row.placeOfSupply} ({row.stateCode})
                    </td>
                    <td className={tdRight}>{row.rate}%</td>
                    <td className={tdRight}>{amount(row.taxableValue)}</td>
                    <td className={tdRight}>{amount(row.cgst)}</td>
                    <td className={tdRight}>{amount(row.sgst)}</td>
                    <td className={tdRight}>{amount(row.igst)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollX>
        )}
      </section>
      {b2b.length > 0 && (
        <section aria-labelledby="b2b" className={card}>
          <h2 id="b2b" className="mb-2 font-semibold">
            B2B supplies (buyers with a GSTIN)
          </h2>
          <ScrollX>
            <table className="w-full text-sm">
              <thead className="bg-stone-50">
                <tr>
                  <th className={th}>Buyer GSTIN</th>
                  <th className={th}>Place of supply</th>
                  <th className={thRight}>Rate</th>
                  <th className={thRight}>Taxable value</th>
                  <th className={thRight}>CGST</th>
                  <th className={thRight}>SGST</th>
                  <th className={thRight}>IGST</th>
                </tr>
              </thead>
              <tbody>
                {b2b.map((row) => (
                  <tr
                    key={`${row.buyerGstin}-${row.stateCode}-${row.rate}`}
                    className="border-t border-stone-100"
                  >
                    <td className={`${td} font-mono`}>{row.buyerGstin}</td>
                    <td className={td}>
                      {row.placeOfSupply} ({row.stateCode})
                    </td>
                    <td className={tdRight}>{row.rate}%</td>
                    <td className={tdRight}>{amount(row.taxableValue)}</td>
                    <td className={tdRight}>{amount(row.cgst)}</td>
                    <td className={tdRight}>{amount(row.sgst)}</td>
                    <td className={tdRight}>{amount(row.igst)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollX>
        </section>
      )}
      <section aria-labelledby="hsn" className={card}>
        <h2 id="hsn" className="mb-2 font-semibold">
          HSN-wise summary
        </h2>
        {hsn.length === 0 ? (
          <p className="text-sm text-stone-500">
            {report.hsn.length === 0 ? NOTHING : ALL_CREDITED}
          </p>
        ) : (
          <ScrollX>
            <table className="w-full text-sm">
              <thead className="bg-stone-50">
                <tr>
                  <th className={th}>HSN</th>
                  <th className={thRight}>Rate</th>
                  <th className={thRight}>Quantity</th>
                  <th className={thRight}>Taxable value</th>
                  <th className={thRight}>Tax</th>
                  <th className={thRight}>Total value</th>
                </tr>
              </thead>
              <tbody>
                {hsn.map((row) => (
                  <tr key={`${row.hsn}-${row.rate}`} className="border-t border-stone-100">
                    <td className={`${td} font-mono`}>{row.hsn}</td>
                    <td className={tdRight}>{row.rate}%</td>
                    <td className={tdRight}>{row.quantity} PCS</td>
                    <td className={tdRight}>{amount(row.taxableValue)}</td>
                    <td className={tdRight}>{amount(row.totalTax)}</td>
                    <td className={tdRight}>{amount(row.totalValue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollX>
        )}
      </section>
    </div>
  )
}
