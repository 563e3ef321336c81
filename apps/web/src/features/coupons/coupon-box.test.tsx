import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CartLine, CouponCheck } from '@store/contract'
import { setCart, useCart } from '@/features/cart'
import { buildProduct } from '@/testing/factories'
import { renderScreen, stubApi } from '@/testing/render'
import { forgetCoupon, removeCoupon } from './applied-coupon'
import { CouponBox } from './coupon-box'
import { useBagDiscount } from './use-bag-discount'

afterEach(() => {
  vi.unstubAllGlobals()
  forgetCoupon()
})

const envelope = (data: unknown) => ({ body: { success: true, error: false, message: '', data } })
const refusal = (status: number, code: string, message: string) => ({
  status,
  body: { success: false, error: true, message, code },
})

const kurta = buildProduct({ _id: 'p1', name: 'Cotton Kurta', price: 1000, discount: 0 })
const line = (quantity: number): CartLine => ({
  _id: 'line-1',
  productId: kurta,
  userId: '3',
  quantity,
  size: 'M',
  sizeStock: 10,
})

/** The server's pricing: FEST10 takes 10% off a bag of at least ₹2,000; an offer is ₹500 away. */
function priced(code: string | undefined, quantity: number): CouponCheck {
  const value = 1000 * quantity
  const off = code ? value / 10 : 0
  return {
    code: code ?? null,
    discount: off,
    couponDiscount: off,
    total: value - off,
    lines: [{ _id: 'p1', size: 'M', discount: off }],
    offers: [
      {
        _id: 'o1',
        title: 'Festive',
        headline: '20% off',
        discount: 0,
        addMore: 5000 - value,
        applied: false,
      },
    ],
    rule: 'One automatic offer (the one that saves most) and one coupon per order: the coupon applies to prices after the offer.',
  }
}

type Body = { code?: string; items: Array<{ quantity: number }> }

function stubCheck() {
  return stubApi((url, raw) => {
    if (!url.endsWith('/coupons/check')) return envelope([])
    const body = raw as Body
    const quantity = body.items[0]?.quantity ?? 0
    if (body.code === 'NOPE') return refusal(404, 'COUPON_UNKNOWN', 'There is no coupon NOPE')
    if (body.code === 'FEST10' && quantity < 2) {
      return refusal(
        409,
        'COUPON_BELOW_MINIMUM',
        'FEST10 needs ₹2,000 of eligible items: add ₹1,000 more',
      )
    }
    return envelope(priced(body.code, quantity))
  })
}

/** One consumer of the bag's discount, as the bag and checkout are; no one signs in: a guest's bag. */
function Bag({ label }: { label: string }) {
  const { cart } = useCart()
  const discount = useBagDiscount(cart)
  return (
    <div aria-label={label} role="group">
      <CouponBox cart={cart} discount={discount} mrpSaving={0} />
    </div>
  )
}

function showBag(quantity: number, ui = <Bag label="Bag" />) {
  const fetchMock = stubCheck()
  const view = renderScreen(ui)
  act(() => {
    view.store.dispatch(setCart([line(quantity)]))
  })
  return { ...view, fetchMock }
}

async function apply(code: string) {
  const user = userEvent.setup()
  // The first box on screen, when several consumers show one.
  await user.type(screen.getAllByRole('textbox', { name: 'Coupon code' })[0] as HTMLElement, code)
  await user.click(screen.getAllByRole('button', { name: 'Apply' })[0] as HTMLElement)
}

describe('the coupon box', () => {
  it('applies a code: what it takes off each line and in all, and what the shopper saves', async () => {
    const { fetchMock } = showBag(2)
    expect(await screen.findByText('Add ₹3,000 more for 20% off')).toBeVisible()
    await apply('fest10')
    expect(await screen.findByText(/applied: −₹200/)).toHaveTextContent('FEST10 applied: −₹200')
    expect(screen.getByText('Cotton Kurta (M)').nextSibling).toHaveTextContent('−₹200')
    expect(screen.getByText('You save ₹200')).toBeVisible()
    const sent = fetchMock.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as Body)
    expect(sent.at(-1)).toEqual({ code: 'FEST10', items: [{ _id: 'p1', size: 'M', quantity: 2 }] })
  })

  it("shows the server's reason when it refuses a code, and applies nothing", async () => {
    showBag(2)
    await apply('nope')
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no coupon NOPE')
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(screen.queryByText(/applied/)).not.toBeInTheDocument()
    expect(sessionStorage.getItem('couponCode')).toBeNull()
  })

  it('takes the coupon off with the reason when a line change leaves the bag short of it', async () => {
    const { store } = showBag(2)
    await apply('FEST10')
    expect(await screen.findByText('You save ₹200')).toBeVisible()
    act(() => {
      store.dispatch(setCart([line(1)]))
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'FEST10 needs ₹2,000 of eligible items: add ₹1,000 more',
    )
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeVisible()
    expect(screen.queryByText(/You save/)).not.toBeInTheDocument()
    expect(sessionStorage.getItem('couponCode')).toBeNull()
  })

  it('is one coupon for every consumer (the bag and checkout), kept for the tab', async () => {
    showBag(
      2,
      <>
        <Bag label="Drawer" />
        <Bag label="Checkout" />
      </>,
    )
    await apply('FEST10')
    const checkout = screen.getByRole('group', { name: 'Checkout' })
    expect(
      await vi.waitFor(() => {
        const applied = checkout.querySelector('strong')
        if (!applied) throw new Error('not applied yet')
        return applied
      }),
    ).toHaveTextContent('FEST10')
    expect(sessionStorage.getItem('couponCode')).toBe('FEST10')

    // A reload starts the module again: it finds the coupon in session storage.
    vi.resetModules()
    const fresh = await import('./applied-coupon')
    let seen: string | null = null
    function Probe() {
      seen = fresh.useAppliedCoupon().code
      return null
    }
    renderScreen(<Probe />)
    expect(seen).toBe('FEST10')

    // Placing the order takes it off everywhere.
    act(() => removeCoupon())
    expect(await screen.findAllByRole('button', { name: 'Apply' })).toHaveLength(2)
    expect(sessionStorage.getItem('couponCode')).toBeNull()
  })
})
