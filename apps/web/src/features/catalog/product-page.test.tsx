import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '@store/contract'
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
