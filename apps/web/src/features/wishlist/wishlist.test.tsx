import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setUser } from '@/features/account'
import { buildProduct } from '@/testing/factories'
import { renderScreen, stubApi } from '@/testing/render'
import { HeartButton } from './heart-button'
import { readDevice, showDevice } from './saved'
import { UnsubscribePage, WishlistPage } from './wishlist-page'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  showDevice()
})

const item = (id: string, over: object = {}) => ({
  _id: id,
  name: `Kurta ${id}`,
  image: '/images/k.webp',
  available: true,
  price: 900,
  mrp: 1000,
  discount: 10,
  savedPrice: 1000,
  sizes: [
    { size: 'M', inStock: true },
    { size: 'L', inStock: false },
  ],
  savedAt: '2026-11-26T10:00:00.000Z',
  ...over,
})

describe('the heart', () => {
  it("saves a guest's product on the device and unsaves it with a second tap", () => {
    const product = buildProduct({ name: 'Indigo Kurta' })
    renderScreen(<HeartButton product={product} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save Indigo Kurta to wishlist' }))
    const saved = screen.getByRole('button', { name: 'Remove Indigo Kurta from wishlist' })
    expect(saved).toHaveAttribute('aria-pressed', 'true')
    expect(readDevice().map((line) => line.productId)).toEqual([product._id])
    fireEvent.click(saved)
    expect(screen.getByRole('button', { name: 'Save Indigo Kurta to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(readDevice()).toEqual([])
  })

  it("keeps a signed-in shopper's save on the server, and undoes it when the server refuses", async () => {
    const product = buildProduct({ name: 'Silk Saree' })
    const fetchMock = stubApi(() => ({
      status: 409,
      body: {
        success: false,
        error: true,
        code: 'WISHLIST_FULL',
        message: 'Your wishlist is full',
      },
    }))
    const { store } = renderScreen(<HeartButton product={product} />)
    act(() => {
      store.dispatch(setUser({ _id: '3', token: 'access' }))
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save Silk Saree to wishlist' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/v1\/wishlist$/)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Silk Saree to wishlist' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    )
    expect(readDevice()).toEqual([])
  })
})

describe('the Wishlist page', () => {
  it('shows the price now against the price when saved, the sizes in stock, and a gone product', async () => {
    stubApi((url) =>
      url.endsWith('/wishlist')
        ? {
            body: {
              success: true,
              error: false,
              message: '',
              data: [item('1'), item('2', { available: false, price: null, sizes: [] })],
            },
          }
        : { body: { success: true, error: false, message: '', data: [] } },
    )
    const { store } = renderScreen(<WishlistPage />)
    act(() => {
      store.dispatch(setUser({ _id: '3', token: 'access' }))
    })
    expect(await screen.findByRole('heading', { name: 'Wishlist (2)' })).toBeVisible()
    expect(screen.getByText(/Price dropped ₹100 since you saved it/)).toBeVisible()
    expect(screen.getByText('In stock: M')).toBeVisible()
    expect(screen.getByText('No longer available')).toBeVisible()
    fireEvent.click(screen.getAllByRole('button', { name: 'Move to bag' })[0] as HTMLElement)
    expect(screen.getByRole('button', { name: 'L, sold out: notify me' })).toBeVisible()
  })

  it('leads an empty list to the shop', async () => {
    renderScreen(<WishlistPage />)
    expect(await screen.findByText('Your wishlist is empty')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/')
  })
})

describe('the unsubscribe link', () => {
  it("shows the server's answer, and its refusal of a link it did not make", async () => {
    const fetchMock = stubApi((url) =>
      url.includes('token=good')
        ? {
            body: {
              success: true,
              error: false,
              message: 'You will get no more e-mails about this product',
            },
          }
        : {
            status: 400,
            body: {
              success: false,
              error: true,
              code: 'TOKEN_INVALID',
              message: 'This unsubscribe link is not valid',
            },
          },
    )
    const { unmount } = renderScreen(<UnsubscribePage />, { route: '/?token=good' })
    expect(await screen.findByText('You will get no more e-mails about this product')).toBeVisible()
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/v1\/alerts\/unsubscribe\?token=good$/)
    unmount()
    renderScreen(<UnsubscribePage />, { route: '/?token=forged' })
    expect(await screen.findByText('This unsubscribe link is not valid')).toBeVisible()
  })
})
