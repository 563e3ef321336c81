import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type CartLine, DEFAULT_SIZE } from '@store/contract'
import { setUser } from '@/features/account'
import { applyCoupon, removeCoupon } from '@/features/coupons'
import { buildProduct } from '@/testing/factories'
import { renderScreen, stubApi } from '@/testing/render'
import { CartContents } from './cart-contents'
import { setCart } from './cart-slice'

function cartLine(size: string, quantity: number, sizeStock: number, unit = 'piece'): CartLine {
  const product = buildProduct({
    name: `Kurta ${size}`,
    sizes: size === DEFAULT_SIZE ? [] : [size],
    unit,
  })
  return { _id: `line-${size}`, productId: product, userId: '3', quantity, size, sizeStock }
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
  removeCoupon()
})

const envelope = (data: unknown) => ({ body: { success: true, error: false, message: '', data } })

/** The server's pricing of the bag: FEST10 takes ₹150 off; without it nothing is off. */
function priced(body: unknown) {
  const code = (body as { code?: string }).code ?? null
  const off = code === 'FEST10' ? 150 : 0
  return envelope({
    code,
    discount: off,
    couponDiscount: off,
    total: 0,
    lines: [],
    offers: [],
    rule: '',
  })
}

function showCart(lines: CartLine[]) {
  // The shopper has no saved address; the delivery line's estimate, when asked, is Bengaluru's.
  stubApi((url, body) =>
    url.endsWith('/coupons/check')
      ? priced(body)
      : url.startsWith('/api/v1/delivery/estimate')
        ? envelope({
            pincode: '560001',
            serviceable: true,
            cod: true,
            prepaid: true,
            deliveryBy: '2026-11-28',
            codFee: 49,
            codLimit: 10_000,
          })
        : envelope([]),
  )
  const view = renderScreen(<CartContents />)
  act(() => {
    view.store.dispatch(setUser({ _id: '3', token: 'access' }))
    view.store.dispatch(setCart(lines))
  })
  return view
}

const notice = /sold out or have fewer left than you chose/

describe('cart lines and their sizes’ stock', () => {
  it('a line sold out in its size says so, cannot add, and blocks Proceed', () => {
    showCart([cartLine('M', 1, 0), cartLine('L', 1, 8)])
    expect(screen.getByText('Sold out in size M')).toBeVisible()
    const line = screen.getByRole('group', { name: 'Quantity of Kurta M, size M' })
    expect(line.querySelector('button[aria-label="Add one"]')).toBeDisabled()
    expect(screen.getByRole('alert')).toHaveTextContent(notice)
    expect(screen.getByRole('button', { name: /Proceed/ })).toBeDisabled()
  })

  it("says 'Sold out' for a Free Size line", () => {
    showCart([cartLine(DEFAULT_SIZE, 2, 0)])
    expect(screen.getByText('Sold out')).toBeVisible()
    expect(screen.getByRole('button', { name: /Proceed/ })).toBeDisabled()
  })

  it("a line over its size's stock says 'Only N left in M' and blocks Proceed", () => {
    showCart([cartLine('M', 4, 2)])
    expect(screen.getByText('Only 2 left in M')).toBeVisible()
    expect(screen.getByRole('button', { name: /Proceed/ })).toBeDisabled()
  })

  it('lines within their stock leave Proceed open', () => {
    showCart([cartLine('M', 2, 2)])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText(/^Only \d+ left/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Proceed/ })).toBeEnabled()
  })
})

describe('what a cart line says under its name', () => {
  it("shows the size alone for a single piece, not 'Size XXL · piece'", () => {
    showCart([cartLine('XXL', 1, 5), cartLine(DEFAULT_SIZE, 1, 5, 'Pieces')])
    expect(screen.getByText('Size XXL')).toBeVisible()
    expect(screen.getByText(DEFAULT_SIZE)).toBeVisible()
    expect(screen.queryByText(/piece/i)).not.toBeInTheDocument()
  })

  it('keeps a unit that tells something, such as a set', () => {
    showCart([cartLine('M', 1, 5, 'set')])
    expect(screen.getByText('Size M · set')).toBeVisible()
  })
})

describe('the delivery line', () => {
  it('promises the day to the PIN the shopper chose in this visit', async () => {
    sessionStorage.setItem('deliveryPincode', '560001')
    showCart([cartLine('M', 1, 5)])
    const day = await screen.findByText('Sat, 28 Nov')
    expect(day).toBeVisible()
    expect(day.closest('p')).toHaveTextContent('Delivery by Sat, 28 Nov to 560001')
  })

  it('says nothing while no PIN is known', async () => {
    showCart([cartLine('M', 1, 5)])
    const fetchMock = vi.mocked(fetch)
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/addresss')).toBe(true),
    )
    expect(screen.queryByText(/Delivery by/)).not.toBeInTheDocument()
  })
})

describe('the bag and its coupon', () => {
  it('takes the coupon applied at checkout off the bill and the Proceed button', async () => {
    applyCoupon('FEST10')
    // One kurta of ₹1,000 at 20% off: ₹800, then ₹150 off with the coupon.
    showCart([cartLine('M', 1, 5)])
    expect(await screen.findByText('You save ₹350')).toBeVisible()
    expect(screen.getByText('Grand total').nextSibling).toHaveTextContent('₹650')
    expect(screen.getByText('Discount').nextSibling).toHaveTextContent('−₹350')
    expect(screen.getByRole('button', { name: /Proceed/ })).toHaveTextContent('₹650')
  })
})
