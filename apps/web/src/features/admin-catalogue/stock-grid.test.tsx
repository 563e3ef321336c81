import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { ProductFieldsInput } from '@store/contract'
import { buildProduct } from '@/testing/factories'
import { renderScreen, stubApi } from '@/testing/render'
import { declaredDraft, draftOf } from './product-draft'
import { ProductForm } from './product-form'

beforeEach(() => {
  stubApi(() => ({ body: { success: true, error: false, message: '', data: [] } }))
})
afterEach(() => vi.unstubAllGlobals())

const product = buildProduct({
  image: ['/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp'],
  more_details: {},
  variants: [
    { size: 'S', stock: 2, sku: 'KK-9-S' },
    { size: 'M', stock: 5, sku: 'MY-M' },
    { size: 'L', stock: 1, sku: 'KK-9-L' },
  ],
})

function renderForm() {
  const onSubmit = vi.fn(async (_fields: ProductFieldsInput) => true)
  renderScreen(
    <ProductForm
      initial={declaredDraft(draftOf(product))}
      submitLabel="Save"
      onSubmit={onSubmit}
    />,
  )
  return onSubmit
}

it('fills one row per size and sends the sizes as variants', async () => {
  const onSubmit = renderForm()
  expect(screen.getByLabelText('Stock for size M')).toHaveValue('5')
  expect(screen.getByLabelText('SKU for size M')).toHaveValue('MY-M')

  fireEvent.click(screen.getByRole('button', { name: 'Remove size L' }))
  fireEvent.change(screen.getByLabelText('Stock for size S'), { target: { value: '0' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add size' }))
  expect(screen.getByLabelText('SKU for row 3')).toHaveAttribute('placeholder', 'Automatic')
  fireEvent.change(screen.getByLabelText('Size of row 3'), { target: { value: 'XL' } })
  fireEvent.change(screen.getByLabelText('Stock for size XL'), { target: { value: '3' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))

  await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce())
  expect(onSubmit.mock.calls[0]?.[0].variants).toEqual([
    { size: 'S', stock: 0, sku: 'KK-9-S' },
    { size: 'M', stock: 5, sku: 'MY-M' },
    { size: 'XL', stock: 3, sku: '' },
  ])
})

it("shows the schema's messages for a row and for the grid, and sends nothing", async () => {
  const onSubmit = renderForm()
  fireEvent.change(screen.getByLabelText('Stock for size S'), { target: { value: '-1' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add size' }))
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('stock must be at least 0')).toBeVisible()
  expect(screen.getByText('size is required')).toBeVisible()
  expect(screen.getByText('stock must be a number')).toBeVisible()

  fireEvent.click(screen.getByRole('button', { name: 'Remove row 4' }))
  fireEvent.change(screen.getByLabelText('Stock for size S'), { target: { value: '1' } })
  fireEvent.change(screen.getByLabelText('Size of row 3'), { target: { value: 'M' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('variants must not repeat a size')).toBeVisible()
  expect(onSubmit).not.toHaveBeenCalled()
})

it('asks for at least one size when every row is removed', async () => {
  const onSubmit = renderForm()
  for (const size of ['S', 'M', 'L']) {
    fireEvent.click(screen.getByRole('button', { name: `Remove size ${size}` }))
  }
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('variants must have at least 1 entry')).toBeVisible()
  expect(onSubmit).not.toHaveBeenCalled()
})
