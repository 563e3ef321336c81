import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildProduct } from '@/testing/factories'
import { renderScreen, stubApi } from '@/testing/render'
import type { ProductFieldsInput } from '@store/contract'
import { declaredDraft, draftOf, emptyDraft } from './product-draft'
import { ProductForm } from './product-form'

beforeEach(() => {
  stubApi(() => ({ body: { success: true, error: false, message: '', data: [] } }))
})
afterEach(() => vi.unstubAllGlobals())

describe('product form', () => {
  it('shows what is missing or wrong and sends nothing', async () => {
    const onSubmit = vi.fn(async (_fields: ProductFieldsInput) => true)
    renderScreen(<ProductForm initial={emptyDraft()} submitLabel="Submit" onSubmit={onSubmit} />)
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: 'abc' } })
    fireEvent.change(screen.getByLabelText('Discount'), { target: { value: '150' } })
    fireEvent.change(screen.getByLabelText('Stock for size Free Size'), {
      target: { value: 'abc' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('name is required')).toBeVisible()
    expect(screen.getByText('price must be a number')).toBeVisible()
    expect(screen.getByText('discount must be at most 100')).toBeVisible()
    expect(screen.getByText('stock must be a number')).toBeVisible()
    expect(screen.getByText('image is required')).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('requires the legal declarations its sub-categories do not give', async () => {
    const product = buildProduct({ image: ['/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp'], sizes: ['M'] })
    const onSubmit = vi.fn(async (_fields: ProductFieldsInput) => true)
    renderScreen(<ProductForm initial={draftOf(product)} submitLabel="Save" onSubmit={onSubmit} />)
    fireEvent.change(screen.getByLabelText('Country of origin'), {
      target: { value: 'Bangladesh' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findAllByText("Required: state it here or in the sub-category's defaults"),
    ).toHaveLength(3)
    expect(screen.getByText('Required for goods made outside India')).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()
    for (const [label, value] of [
      [/^Manufacturer/, 'Rang Textiles LLP, Mumbai'],
      [/^Importer/, 'Rang Imports, Mumbai 400050'],
      [/^Generic name/, 'Kurta'],
      [/^Consumer care/, 'help@rang.in'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } })
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce())
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      declarations: {
        manufacturer: 'Rang Textiles LLP, Mumbai',
        importer: 'Rang Imports, Mumbai 400050',
        countryOfOrigin: 'Bangladesh',
        packer: null,
        netQuantity: null,
      },
    })
  })

  it('adds a required extra field by name and sends numbers as numbers', async () => {
    const product = buildProduct({
      image: ['/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp'],
      more_details: {},
      sizes: ['M'],
    })
    const onSubmit = vi.fn(async (_fields: ProductFieldsInput) => true)
    renderScreen(
      <ProductForm
        initial={declaredDraft(draftOf(product))}
        submitLabel="Update Product"
        onSubmit={onSubmit}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add Fields' }))
    fireEvent.change(screen.getByLabelText('Field name'), { target: { value: 'Fabric' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add Field' }))
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }))
    expect(await screen.findByText('Fabric is required')).toBeVisible()

    fireEvent.change(screen.getByRole('textbox', { name: /^Fabric/ }), {
      target: { value: 'Linen' },
    })
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '1299.50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce())
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: product.name,
      price: 1299.5,
      discount: product.discount,
      variants: [{ size: 'M', stock: product.stock, sku: product.variants[0]?.sku }],
      sizeChartId: null,
      more_details: { Fabric: 'Linen' },
      category: product.category,
    })
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('stock')
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('sizes')
  })
})
