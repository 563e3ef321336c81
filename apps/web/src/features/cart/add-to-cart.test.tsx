import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setUser } from '@/features/account'
import { buildProduct } from '@/testing/factories'
import { renderScreen, stubApi } from '@/testing/render'
import { AddToCart } from './add-to-cart'
import { cartTotals } from './cart-slice'

afterEach(() => vi.unstubAllGlobals())

describe('add to cart as a guest', () => {
  it('asks for a size on a card, then shows the stepper of that line', () => {
    const product = buildProduct({ sizes: ['S', 'M'] })
    const { store } = renderScreen(<AddToCart product={product} />)
    fireEvent.click(screen.getByRole('button', { name: `Add ${product.name} to cart` }))
    fireEvent.click(screen.getByRole('button', { name: 'M' }))
    return waitFor(() => {
      expect(store.getState().cartItem.cart).toMatchObject([{ size: 'M', quantity: 1 }])
      expect(
        screen.getByRole('group', { name: `Quantity of ${product.name}, size M` }),
      ).toBeVisible()
    })
  })

  it("adds 'Free Size' at once for a product without sizes", async () => {
    const product = buildProduct({ sizes: [] })
    const { store } = renderScreen(<AddToCart product={product} />)
    fireEvent.click(screen.getByRole('button', { name: `Add ${product.name} to cart` }))
    await waitFor(() =>
      expect(store.getState().cartItem.cart).toMatchObject([{ size: 'Free Size', quantity: 1 }]),
    )
  })

  it('on the product page, Add without a size asks for one instead of adding', () => {
    const product = buildProduct({ sizes: ['S', 'M'] })
    const onSizeMissing = vi.fn()
    const { store } = renderScreen(
      <AddToCart product={product} size={null} onSizeMissing={onSizeMissing} />,
    )
    fireEvent.click(screen.getByRole('button', { name: `Add ${product.name} to cart` }))
    expect(onSizeMissing).toHaveBeenCalledOnce()
    expect(store.getState().cartItem.cart).toEqual([])
  })

  it('stops plus at the stock left and removes the line with minus at 1', async () => {
    const product = buildProduct({ sizes: [], stock: 2, price: 1000, discount: 20 })
    const { store } = renderScreen(<AddToCart product={product} />)
    fireEvent.click(screen.getByRole('button', { name: `Add ${product.name} to cart` }))
    const plus = await screen.findByRole('button', { name: 'Add one' })
    fireEvent.click(plus)
    await waitFor(() => expect(plus).toBeDisabled())
    expect(cartTotals(store.getState().cartItem.cart)).toEqual({ count: 2, mrp: 2000, total: 1600 })

    fireEvent.click(screen.getByRole('button', { name: 'Remove one' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Remove one' }))
    await waitFor(() => expect(store.getState().cartItem.cart).toEqual([]))
    expect(screen.getByRole('button', { name: `Add ${product.name} to cart` })).toBeVisible()
  })

  it('crosses out a sold-out size on a card and does not let it be picked', () => {
    const product = buildProduct({
      sizes: ['S', 'M'],
      variants: [
        { size: 'S', stock: 0, sku: 'KK-S' },
        { size: 'M', stock: 3, sku: 'KK-M' },
      ],
      stock: 3,
    })
    renderScreen(<AddToCart product={product} />)
    fireEvent.click(screen.getByRole('button', { name: `Add ${product.name} to cart` }))
    const small = screen.getByRole('button', { name: 'S, sold out' })
    expect(small).toBeDisabled()
    expect(small).toHaveClass('line-through')
    expect(screen.getByRole('button', { name: 'M' })).toBeEnabled()
  })

  it("shows 'Out of stock' when every size is sold out", () => {
    const product = buildProduct({
      sizes: ['S', 'M'],
      variants: [
        { size: 'S', stock: 0, sku: 'KK-S' },
        { size: 'M', stock: 0, sku: 'KK-M' },
      ],
    })
    renderScreen(<AddToCart product={product} />)
    expect(screen.getByText('Out of stock')).toBeVisible()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it("shows 'Out of stock' instead of the control at stock 0", () => {
    renderScreen(<AddToCart product={buildProduct({ stock: 0 })} />)
    expect(screen.getByText('Out of stock')).toBeVisible()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})

describe('add to cart when signed in', () => {
  it("sends the product and size to the server and shows the server's cart", async () => {
    const product = buildProduct({ sizes: [] })
    const line = {
      _id: '7',
      userId: '3',
      quantity: 1,
      size: 'Free Size',
      productId: { ...product, stock: product.stock },
    }
    const fetchMock = stubApi(() => ({
      body: { success: true, error: false, message: 'Item added', data: [line] },
    }))
    const { store } = renderScreen(<AddToCart product={product} />)
    act(() => {
      store.dispatch(setUser({ _id: '3', token: 'access' }))
    })
    fireEvent.click(screen.getByRole('button', { name: `Add ${product.name} to cart` }))
    await waitFor(() => expect(store.getState().cartItem.cart).toEqual([line]))
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/v1\/cart\/create$/)
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      productId: product._id,
      size: 'Free Size',
    })
  })
})
