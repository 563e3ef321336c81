import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Product, SizeChart } from '@store/contract'
import { AddToCart } from '@/features/cart'
import { buildProduct } from '@/testing/factories'
import { renderScreen, stubApi } from '@/testing/render'
import { ProductPage } from './product-page'

function showProduct(product: Product) {
  stubApi(() => ({ body: product }))
  return renderScreen(<ProductPage AddToCart={AddToCart} />, {
    path: '/product/:id',
    route: `/product/${product._id}`,
  })
}

afterEach(() => vi.unstubAllGlobals())

/** Stock of S, M and L. */
const sized = (...stock: [number, number, number]) =>
  (['S', 'M', 'L'] as const).map((size, i) => ({ size, stock: stock[i] ?? 0, sku: `KK-${size}` }))

const chart: SizeChart = {
  _id: '1',
  name: 'Tops',
  unit: 'cm',
  columns: ['Chest', 'Length'],
  rows: [
    { size: 'S', values: [96, 70] },
    { size: 'M', values: [101, 72] },
    { size: 'L', values: [106, 74] },
  ],
}

describe('product page', () => {
  it('shows the discounted price, the struck price, the discount and the details', async () => {
    showProduct(buildProduct({ name: 'Blue Cotton Kurta', price: 1000, discount: 20 }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blue Cotton Kurta' }),
    ).toBeInTheDocument()
    expect(screen.getByText('₹800')).toBeInTheDocument()
    expect(screen.getByText('₹1,000').tagName).toBe('S')
    expect(screen.getByText('20% off')).toBeInTheDocument()
    expect(screen.getByText('India')).toBeInTheDocument()
    expect(screen.getByText('Fabric')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toContain('Blue Cotton Kurta'))
  })

  it("says 'Out of Stock' instead of the add control at stock 0", async () => {
    showProduct(buildProduct({ stock: 0, quantity: 0 }))
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument()
  })

  it('says whether the product can be returned', async () => {
    showProduct(buildProduct({ name: 'Monogrammed Kurta', returnable: false }))
    expect(
      await screen.findByText('This item is not returnable (personalised or innerwear)'),
    ).toBeInTheDocument()
    vi.unstubAllGlobals()
    showProduct(buildProduct({ name: 'Plain Kurta' }))
    expect(await screen.findByText('7 days easy return or size exchange')).toBeInTheDocument()
  })

  it("says 'No rating' when nobody rated it", async () => {
    showProduct(buildProduct({ rating: null }))
    expect(await screen.findByText('No rating')).toBeInTheDocument()
  })

  it('selects a size', async () => {
    showProduct(buildProduct({ sizes: ['S', 'M'] }))
    expect(await screen.findByText('Select Size')).toBeInTheDocument()
    const medium = screen.getByRole('button', { name: 'M' })
    await userEvent.click(medium)
    expect(medium).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'S' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('crosses out a sold-out size, which cannot be selected', async () => {
    showProduct(buildProduct({ sizes: ['S', 'M', 'L'], stock: 8, variants: sized(0, 6, 2) }))
    const small = await screen.findByRole('button', { name: 'S, sold out' })
    expect(small).toBeDisabled()
    expect(small).toHaveClass('line-through')
    await userEvent.click(small)
    expect(small).toHaveAttribute('aria-pressed', 'false')
  })

  it("says 'Only N left in M' when the selected size runs low, and nothing for a size with plenty", async () => {
    showProduct(buildProduct({ sizes: ['S', 'M', 'L'], stock: 8, variants: sized(0, 6, 2) }))
    await userEvent.click(await screen.findByRole('button', { name: 'M' }))
    expect(screen.queryByText(/^Only \d+ left in/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'L' }))
    expect(screen.getByText('Only 2 left in L')).toBeVisible()
  })

  it("says 'Only N left!' only of a size truly that low: never a count across sizes", async () => {
    showProduct(buildProduct({ sizes: ['S', 'M', 'L'], stock: 3, variants: sized(1, 2, 0) }))
    await userEvent.click(await screen.findByRole('button', { name: 'M' }))
    expect(screen.queryByText('Only 3 left!')).not.toBeInTheDocument()
    expect(screen.getByText('Only 2 left in M')).toBeVisible()
    vi.unstubAllGlobals()
    showProduct(buildProduct({ name: 'Dupatta', sizes: ['Free Size'], stock: 3 }))
    expect(await screen.findByText('Only 3 left!')).toBeVisible()
  })

  it('shows the legal declarations under Product details', async () => {
    showProduct(buildProduct({ name: 'Declared Kurta' }))
    const details = (await screen.findByRole('heading', { name: 'Product details' }))
      .parentElement as HTMLElement
    const value = (term: string) => within(details).getByText(term).nextSibling
    expect(value('Generic name')).toHaveTextContent('Kurta')
    expect(value('Net quantity')).toHaveTextContent('1 N')
    expect(value('MRP')).toHaveTextContent('₹1,000 (inclusive of all taxes)')
    expect(value('Country of origin')).toHaveTextContent('India')
    expect(value('Manufacturer')).toHaveTextContent('KapdaKart Retail Private Limited')
    expect(value('Customer care')).toHaveTextContent('care@kapdakart.in, 080 4719 2000')
    expect(within(details).queryByText('Importer')).not.toBeInTheDocument()
  })

  it('links the store policies and the seller before purchase', async () => {
    showProduct(buildProduct({ name: 'Policy Kurta' }))
    expect(await screen.findByRole('link', { name: 'Store policies' })).toHaveAttribute(
      'href',
      '/policies',
    )
    expect(screen.getByRole('link', { name: 'Seller details' })).toHaveAttribute(
      'href',
      '/seller-details',
    )
  })

  it("says 'Out of Stock' instead of the add control when every size is sold out", async () => {
    showProduct(buildProduct({ sizes: ['S', 'M', 'L'], stock: 0, variants: sized(0, 0, 0) }))
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /to cart$/ })).not.toBeInTheDocument()
  })

  it('opens the size chart in cm, switches to inches and marks the selected size', async () => {
    showProduct(buildProduct({ sizes: ['S', 'M', 'L'], sizeChart: chart }))
    await userEvent.click(await screen.findByRole('button', { name: 'M' }))
    await userEvent.click(screen.getByRole('button', { name: 'Size chart' }))
    const dialog = screen.getByRole('dialog', { name: 'Size chart' })
    expect(within(dialog).getByText('Tops')).toBeVisible()
    expect(within(dialog).getByRole('columnheader', { name: 'Chest (cm)' })).toBeVisible()
    const medium = within(dialog).getByRole('row', { name: /^M / })
    expect(medium).toHaveAttribute('aria-current', 'true')
    expect(within(medium).getByText('101.0')).toBeVisible()
    expect(within(dialog).getByRole('row', { name: /^S / })).not.toHaveAttribute('aria-current')

    const inches = within(dialog).getByRole('button', { name: 'in' })
    await userEvent.click(inches)
    expect(inches).toHaveAttribute('aria-pressed', 'true')
    expect(within(dialog).getByRole('button', { name: 'cm' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(within(dialog).getByRole('columnheader', { name: 'Chest (in)' })).toBeVisible()
    expect(within(medium).getByText('39.8')).toBeVisible()
    expect(within(dialog).getByText(/Measure over your body, not the garment/)).toBeVisible()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('offers no size chart when the product has none', async () => {
    showProduct(buildProduct({ sizes: ['S', 'M'], sizeChart: null }))
    expect(await screen.findByText('Select Size')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Size chart' })).not.toBeInTheDocument()
  })

  it('explains when the product does not exist', async () => {
    stubApi(() => ({
      status: 404,
      body: { success: false, error: true, code: 'NOT_FOUND', message: 'Product not found' },
    }))
    renderScreen(<ProductPage AddToCart={AddToCart} />, {
      path: '/product/:id',
      route: '/product/999',
    })
    expect(await screen.findByText('This product is no longer available.')).toBeInTheDocument()
  })
})
