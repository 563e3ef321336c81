import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { SizeChartBody } from '@store/contract'
import { refreshCatalogue } from '@/features/catalog'
import { renderScreen, stubApi } from '@/testing/render'
import { SizeChartForm } from './size-chart-form'

beforeEach(() => {
  stubApi((url) => ({
    body: {
      success: true,
      error: false,
      message: '',
      data: url.includes('subcategory')
        ? [{ _id: '7', name: 'Shirts', image: '/images/s.webp', category: [] }]
        : [],
    },
  }))
})
afterEach(() => vi.unstubAllGlobals())

function renderForm() {
  const save = vi.fn(async (_body: SizeChartBody) => ({ message: 'Size chart saved' }))
  const { store } = renderScreen(
    <SizeChartForm save={save} onSaved={() => {}} onClose={() => {}} />,
  )
  return { save, store }
}

it('keeps one value input per column in every row', () => {
  renderForm()
  const valuesOfRow = (row: number) => screen.queryAllByLabelText(new RegExp(`of row ${row}$`))
  // The size box is 'Size of row 1'; the rest are the row's values.
  expect(valuesOfRow(1)).toHaveLength(2)
  fireEvent.click(screen.getByRole('button', { name: 'Add column' }))
  fireEvent.click(screen.getByRole('button', { name: 'Add row' }))
  expect(valuesOfRow(1)).toHaveLength(3)
  expect(valuesOfRow(2)).toHaveLength(3)
  fireEvent.click(screen.getByRole('button', { name: 'Remove column 1' }))
  expect(valuesOfRow(2)).toHaveLength(2)
  expect(screen.getByLabelText('Column 1 of row 2')).toBeInTheDocument()
})

it("shows the schema's messages, then sends the body", async () => {
  const { save, store } = renderForm()
  // The catalogue loads once per page; this test's fresh store gets it here.
  await act(() => refreshCatalogue(store.dispatch))
  fireEvent.click(screen.getByRole('button', { name: 'Add Size Chart' }))
  expect(await screen.findByText('name is required')).toBeVisible()
  expect(screen.getByText('Row 1: size is required')).toBeVisible()
  expect(save).not.toHaveBeenCalled()

  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Shirts chart' } })
  fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'in' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add column' }))
  fireEvent.change(screen.getByLabelText('Column 2'), { target: { value: 'Length' } })
  fireEvent.change(screen.getByLabelText('Size of row 1'), { target: { value: 'M' } })
  fireEvent.change(screen.getByLabelText('Chest of row 1'), { target: { value: '40' } })
  fireEvent.change(screen.getByLabelText('Length of row 1'), { target: { value: '28.5' } })
  fireEvent.change(screen.getByRole('combobox', { name: 'Sub Category' }), {
    target: { value: '7' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Add Size Chart' }))

  await waitFor(() => expect(save).toHaveBeenCalledOnce())
  expect(save.mock.calls[0]?.[0]).toEqual({
    name: 'Shirts chart',
    unit: 'in',
    columns: ['Chest', 'Length'],
    rows: [{ size: 'M', values: [40, 28.5] }],
    subCategories: ['7'],
  })
})
