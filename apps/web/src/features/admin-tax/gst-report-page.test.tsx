import { render, screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { GstReport } from '@store/contract'
import { ReportTables } from './gst-report-page'

afterEach(() => vi.restoreAllMocks())

const nil = { taxableValue: 0, cgst: 0, sgst: 0, igst: 0 }
const report: GstReport = {
  month: '2026-11',
  gstin: '27AAPFU0939F1ZV',
  invoices: { count: 3, first: 'INV/26-27/0001', last: 'INV/26-27/0003' },
  creditNotes: {
    count: 1,
    first: 'CN/26-27/0001',
    last: 'CN/26-27/0001',
    ...nil,
    taxableValue: 892.86,
  },
  b2c: [
    { placeOfSupply: 'Karnataka', stateCode: '29', rate: 12, ...nil },
    {
      placeOfSupply: 'Maharashtra',
      stateCode: '27',
      rate: 5,
      taxableValue: 952.38,
      cgst: 23.81,
      sgst: 23.81,
      igst: 0,
    },
  ],
  b2b: [
    { buyerGstin: '29ABCDE1234F1Z5', placeOfSupply: 'Karnataka', stateCode: '29', rate: 5, ...nil },
  ],
  hsn: [
    { hsn: '6109', rate: 12, quantity: 0, ...nil, totalTax: 0, totalValue: 0 },
    {
      hsn: '6203',
      rate: 5,
      quantity: 1,
      taxableValue: 952.38,
      cgst: 23.81,
      sgst: 23.81,
      igst: 0,
      totalTax: 47.62,
      totalValue: 1000,
    },
  ],
  totals: {
    taxableValue: 952.38,
    cgst: 23.81,
    sgst: 23.81,
    igst: 0,
    totalTax: 47.62,
    totalValue: 1000,
  },
}

it('hides rows that net to nothing: no ₹0.00 supply and no 0 PCS line', () => {
  render(<ReportTables report={report} />)
  const b2c = screen.getByRole('region', { name: 'B2C supplies by place of supply and rate' })
  expect(within(b2c).getAllByRole('row')).toHaveLength(2)
  expect(within(b2c).getByText('Maharashtra (27)')).toBeVisible()
  expect(within(b2c).queryByText('Karnataka (29)')).toBeNull()
  // B2B had only an empty row: the section is left out.
  expect(screen.queryByRole('region', { name: /B2B supplies/ })).toBeNull()
  const hsn = screen.getByRole('region', { name: 'HSN-wise summary' })
  expect(within(hsn).getAllByRole('row')).toHaveLength(2)
  expect(within(hsn).queryByText('0 PCS')).toBeNull()
  expect(within(hsn).getByText('1 PCS')).toBeVisible()
})

it('says when everything of the month was credited back', () => {
  render(
    <ReportTables
      report={{
        ...report,
        b2c: [report.b2c[0] as GstReport['b2c'][number]],
        b2b: [],
        hsn: [report.hsn[0] as GstReport['hsn'][number]],
      }}
    />,
  )
  expect(
    screen.getAllByText('Nothing to file: every supply this month was credited back.'),
  ).toHaveLength(2)
  expect(screen.queryByRole('table')).toBeNull()
})

it('tells a phone that a table scrolls sideways', () => {
  // jsdom lays nothing out: make every box narrower than what it holds, as on a 390 px phone.
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(640)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(340)
  render(<ReportTables report={report} />)
  const b2c = screen.getByRole('region', { name: 'B2C supplies by place of supply and rate' })
  const hint = within(b2c).getByText('Scroll sideways to see every column →')
  expect(hint).toBeVisible()
  const box = within(b2c).getByRole('table').parentElement as HTMLElement
  expect(box).toHaveAttribute('tabindex', '0')
  expect(box).toHaveAttribute('aria-describedby', hint.id)
  expect(box).toHaveClass('scrollbar-visible')
})

it('shows no hint where the table fits', () => {
  render(<ReportTables report={report} />)
  expect(screen.queryByText(/Scroll sideways/)).toBeNull()
})
