import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Address, CartLine, CodStanding, DeliveryEstimate } from '@store/contract'
import { useSelector } from 'react-redux'
import { selectSignedIn, setUser } from '@/features/account'
import { setCart } from '@/features/cart'
import { forgetPaymentConfig } from '@/features/payments'
import { notify } from '@/lib/toast'
import { buildProduct } from '@/testing/factories'
import { renderScreen, stubApi } from '@/testing/render'
import { CheckoutPage } from './checkout-page'

afterEach(() => {
  vi.unstubAllGlobals()
  // Each case reads the shop's payment config afresh, and starts a new visit.
  forgetPaymentConfig()
  sessionStorage.clear()
})

const address: Address = {
  _id: '5',
  userId: '3',
  name: 'FC Road, Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  zip: '411004',
  phone: '9876543210',
}

const envelope = (data: unknown) => ({ body: { success: true, error: false, message: '', data } })

/** What the store answers about delivering to the address's PIN, unless a test says otherwise. */
const served: DeliveryEstimate = {
  pincode: '411004',
  serviceable: true,
  cod: true,
  prepaid: true,
  deliveryBy: '2026-12-03',
  codFee: 49,
  codLimit: 10_000,
}
const allowed: CodStanding = { allowed: true, reason: null }

/** The delivery calls' answers, and a bag no offer or coupon applies to; null for any other call. */
function deliveryAnswer(
  url: string,
  estimate: Partial<DeliveryEstimate> = {},
  standing: CodStanding = allowed,
) {
  if (url.startsWith('/api/v1/delivery/estimate')) return envelope({ ...served, ...estimate })
  if (url.endsWith('/delivery/cod-standing')) return envelope(standing)
  if (url.endsWith('/coupons/check')) {
    return envelope({
      code: null,
      discount: 0,
      couponDiscount: 0,
      total: 0,
      lines: [],
      offers: [],
      rule: '',
    })
  }
  return null
}

/** The page once the test has signed in; before, it would send the shopper to login. */
function SignedInCheckout() {
  return useSelector(selectSignedIn) ? <CheckoutPage /> : null
}

function showCheckout(sizeStock: number) {
  stubApi((url) => deliveryAnswer(url) ?? envelope([address]))
  const product = buildProduct({ name: 'Silk Saree', sizes: ['M'] })
  const line: CartLine = {
    _id: '9',
    productId: product,
    userId: '3',
    quantity: 1,
    size: 'M',
    sizeStock,
  }
  const view = renderScreen(<SignedInCheckout />)
  act(() => {
    view.store.dispatch(setUser({ _id: '3', token: 'access' }))
    view.store.dispatch(setCart([line]))
  })
  return view
}

it('blocks paying while a cart line is sold out in its size, and links to the cart', async () => {
  showCheckout(0)
  expect(await screen.findByText('Pune', { exact: false })).toBeVisible()
  expect(screen.getByRole('alert')).toHaveTextContent(/Please change those items to continue/)
  expect(screen.getByRole('link', { name: 'Change cart' })).toHaveAttribute('href', '/cart')
  expect(screen.getByRole('button', { name: /^Cash on Delivery/ })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Online Payment' })).toBeDisabled()
})

it('lets a cart within its stock pay on delivery', async () => {
  showCheckout(3)
  expect(await screen.findByText('Pune', { exact: false })).toBeVisible()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: /^Cash on Delivery/ })).toBeEnabled()
})

it('checks a business GSTIN once it is whole, and places no order with a wrong one', async () => {
  showCheckout(3)
  const fetchMock = vi.mocked(fetch)
  expect(await screen.findByText('Pune', { exact: false })).toBeVisible()
  fireEvent.click(screen.getByText('Buying for a business? Add your GSTIN'))
  const input = screen.getByLabelText('GSTIN (printed on your tax invoice)')
  fireEvent.change(input, { target: { value: '27AAPFU' } })
  expect(screen.queryByText(/15 characters/)).toBeNull()
  fireEvent.change(input, { target: { value: '27aapfu0939f1zx' } })
  expect(screen.getByText(/check character does not match/)).toBeVisible()
  const calls = fetchMock.mock.calls.length
  fireEvent.click(screen.getByRole('button', { name: /^Cash on Delivery/ }))
  const sent = fetchMock.mock.calls
    .slice(calls)
    .map(([url]) => (typeof url === 'string' ? url : ''))
  expect(sent.some((url) => url.includes('NewOrder'))).toBe(false)
})

it('pays with store credit once ticked and shows what is left to pay in cash', async () => {
  const fetchMock = stubApi(
    (url) =>
      deliveryAnswer(url) ??
      envelope(url.endsWith('/store-credit') ? { balance: 500, ledger: [] } : [address]),
  )
  const product = buildProduct({ name: 'Silk Saree', sizes: ['M'], price: 1000, discount: 20 })
  const view = renderScreen(<SignedInCheckout />)
  act(() => {
    view.store.dispatch(setUser({ _id: '3', token: 'access' }))
    view.store.dispatch(
      setCart([
        { _id: '9', productId: product, userId: '3', quantity: 1, size: 'M', sizeStock: 3 },
      ]),
    )
  })
  const useCredit = await screen.findByRole('checkbox', {
    name: 'Use store credit (₹500 available)',
  })
  // No pre-ticked boxes: the shopper ticks it herself (decision 075).
  expect(useCredit).not.toBeChecked()
  expect(screen.queryByText('To pay in cash')).not.toBeInTheDocument()
  act(() => {
    fireEvent.click(useCredit)
  })
  expect(screen.getByText('−₹500')).toBeVisible()
  expect(screen.getByText('To pay in cash').nextSibling).toHaveTextContent('₹300')
  act(() => screen.getByRole('button', { name: /^Cash on Delivery/ }).click())
  await vi.waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/orders/NewOrder')).toBe(true),
  )
  const order = fetchMock.mock.calls.find(([url]) => url === '/api/v1/orders/NewOrder')
  expect(JSON.parse(order?.[1]?.body as string)).toMatchObject({
    useStoreCredit: true,
    totalPrice: 800,
  })
})

describe('the Online Payment button', () => {
  const realLocation = Object.getOwnPropertyDescriptor(window, 'location')
  afterEach(() => {
    vi.restoreAllMocks()
    if (realLocation) Object.defineProperty(window, 'location', realLocation)
  })

  const checkoutAnswer = {
    success: true,
    error: false,
    message: 'Order placed: pay to confirm it',
    orderId: '77',
    orderNumber: 'KK-261126-PAYME1',
    razorpayOrderId: 'order_TEST123',
    amount: 80000,
    currency: 'INR',
    keyId: 'rzp_test_kapdakart',
    testPageUrl: '/test-gateway/pay/order_TEST123?order=77',
    prefill: { name: 'Asha', email: 'asha@example.in', contact: '9876543210' },
  }

  function showOnlineCheckout(
    mode: 'off' | 'test',
    checkout: { status: number; body: unknown } = { status: 201, body: checkoutAnswer },
  ) {
    const fetchMock = stubApi((url) => {
      if (url.endsWith('/payments/config')) {
        return { body: { success: true, error: false, message: '', data: { mode, keyId: null } } }
      }
      if (url.endsWith('/order/checkout')) return checkout
      return deliveryAnswer(url) ?? envelope([address])
    })
    const product = buildProduct({ name: 'Silk Saree', sizes: ['M'], price: 1000, discount: 20 })
    const view = renderScreen(<SignedInCheckout />)
    act(() => {
      view.store.dispatch(setUser({ _id: '3', token: 'access' }))
      view.store.dispatch(
        setCart([
          { _id: '9', productId: product, userId: '3', quantity: 1, size: 'M', sizeStock: 3 },
        ]),
      )
    })
    return fetchMock
  }

  it('says online payment is coming soon while the shop takes none, as before', async () => {
    const fetchMock = showOnlineCheckout('off')
    const loading = vi.spyOn(notify, 'loading').mockResolvedValue('loading-toast')
    const dismiss = vi.spyOn(notify, 'dismiss').mockResolvedValue()
    const info = vi.spyOn(notify, 'info').mockResolvedValue('info-toast')
    expect(await screen.findByText('Pune', { exact: false })).toBeVisible()
    // The filled button is the payment that works.
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /^Cash on Delivery/ })).toHaveClass('bg-green-700'),
    )
    expect(screen.getByRole('button', { name: 'Online Payment' })).not.toHaveClass('bg-green-700')
    const started = Date.now()
    fireEvent.click(screen.getByRole('button', { name: 'Online Payment' }))
    await vi.waitFor(() => expect(loading).toHaveBeenCalledWith('Loading...'))
    expect(info).not.toHaveBeenCalled()
    await vi.waitFor(
      () =>
        expect(info).toHaveBeenCalledWith(
          'We are implementing payment gateway soon. You can place order via Cash on Delivery.',
        ),
      { timeout: 3_000 },
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900)
    expect(dismiss).toHaveBeenCalledWith('loading-toast')
    const urls = fetchMock.mock.calls.map(([url]) => url as string)
    expect(urls.some((url) => url.includes('/order/checkout'))).toBe(false)
  })

  it('places the order for online payment and opens the TEST gateway in test mode', async () => {
    const assign = vi.fn()
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...window.location, assign },
    })
    const fetchMock = showOnlineCheckout('test')
    expect(await screen.findByText('Pune', { exact: false })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Online Payment' })).toHaveClass('bg-green-700')
    expect(screen.getByRole('button', { name: /^Cash on Delivery/ })).not.toHaveClass(
      'bg-green-700',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Online Payment' }))
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/test-gateway/pay/order_TEST123?order=77'),
    )
    const checkout = fetchMock.mock.calls.find(([url]) => url === '/api/v1/order/checkout')
    const init = checkout?.[1]
    expect(init?.method).toBe('POST')
    expect((init?.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.parse(init?.body as string)).toMatchObject({
      orderItems: [{ _id: expect.any(String), quantity: 1, size: 'M', price: 800 }],
      addressid: '5',
      paymentMethod: 'Online Payment',
      paymentby: 'Online Payment',
      totalPrice: 800,
    })
    expect(fetchMock.mock.calls.some(([url]) => (url as string).includes('NewOrder'))).toBe(false)
    // The page waits for the gateway: no second order from a second click.
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled()
  })

  it('sends the shopper to Cash on Delivery when store credit pays the whole order', async () => {
    const assign = vi.fn()
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...window.location, assign },
    })
    const error = vi.spyOn(notify, 'error').mockResolvedValue('error-toast')
    showOnlineCheckout('test', {
      status: 409,
      body: {
        success: false,
        error: true,
        code: 'PAID_BY_CREDIT',
        message: 'Store credit covers this order',
      },
    })
    expect(await screen.findByText('Pune', { exact: false })).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Online Payment' }))
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/choose Cash on Delivery/)),
    )
    expect(assign).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Online Payment' })).toBeEnabled()
    expect(screen.getByRole('button', { name: /^Cash on Delivery/ })).toBeEnabled()
  })
})

describe('where the order goes, and Cash on Delivery', () => {
  afterEach(() => vi.restoreAllMocks())

  /** An ₹800 cart going to the Pune address, with what the store answers about delivering there. */
  function showTerms(
    estimate: Partial<DeliveryEstimate> = {},
    standing: CodStanding = allowed,
    newOrder?: { status: number; body: unknown },
  ) {
    const fetchMock = stubApi((url) =>
      newOrder && url.endsWith('/orders/NewOrder')
        ? newOrder
        : (deliveryAnswer(url, estimate, standing) ?? envelope([address])),
    )
    const product = buildProduct({ name: 'Silk Saree', sizes: ['M'], price: 1000, discount: 20 })
    const view = renderScreen(<SignedInCheckout />)
    act(() => {
      view.store.dispatch(setUser({ _id: '3', token: 'access' }))
      view.store.dispatch(
        setCart([
          { _id: '9', productId: product, userId: '3', quantity: 1, size: 'M', sizeStock: 3 },
        ]),
      )
    })
    return fetchMock
  }

  const estimateCalls = (fetchMock: ReturnType<typeof stubApi>) =>
    fetchMock.mock.calls.filter(([url]) => (url as string).startsWith('/api/v1/delivery/estimate'))

  it('promises a day for the chosen address and names the fee before the shopper chooses', async () => {
    const fetchMock = showTerms()
    const chosen = await screen.findByRole('radio')
    const card = chosen.closest('label') as HTMLElement
    expect(await within(card).findByText('Thu, 3 Dec')).toBeVisible()
    expect(card).toHaveTextContent('Delivery by Thu, 3 Dec')
    expect(estimateCalls(fetchMock)[0]?.[0]).toBe('/api/v1/delivery/estimate?pincode=411004')
    const cod = await screen.findByRole('button', { name: 'Cash on Delivery (+₹49)' })
    expect(cod).toBeEnabled()
    expect(cod).toHaveAccessibleDescription(
      'A Cash on Delivery fee of ₹49 is added: you pay ₹849 at your door. Online payment has no fee.',
    )
    expect(screen.getByRole('button', { name: 'Online Payment' })).toBeEnabled()
  })

  it('shows the full price breakup before the order is placed, and the policies', async () => {
    showTerms()
    await screen.findByRole('button', { name: 'Cash on Delivery (+₹49)' })
    const bill = screen.getByRole('region', { name: 'Bill details' })
    expect(within(bill).getByText('Discount').nextSibling).toHaveTextContent('−₹200')
    expect(within(bill).getByText('Delivery charge').nextSibling).toHaveTextContent('Free')
    expect(within(bill).getByText('Cash on Delivery fee').nextSibling).toHaveTextContent(
      '+₹49 if you pay on delivery',
    )
    expect(within(bill).getByText('Grand total').nextSibling).toHaveTextContent('₹800')
    expect(screen.getByRole('link', { name: 'Store policies' })).toHaveAttribute(
      'href',
      '/policies',
    )
  })

  it('offers only online payment where the PIN has no Cash on Delivery', async () => {
    showTerms({ cod: false })
    const cod = await screen.findByRole('button', { name: 'Cash on Delivery' })
    await vi.waitFor(() => expect(cod).toBeDisabled())
    expect(cod).toHaveAccessibleDescription(
      'Cash on Delivery is not available for 411004. Please pay online.',
    )
    expect(screen.getByRole('button', { name: 'Online Payment' })).toBeEnabled()
  })

  it('refuses Cash on Delivery for an order over its limit', async () => {
    showTerms({ codLimit: 500 })
    const cod = await screen.findByRole('button', { name: 'Cash on Delivery' })
    await vi.waitFor(() => expect(cod).toBeDisabled())
    expect(cod).toHaveAccessibleDescription(
      'Cash on Delivery is available for orders up to ₹500. Please pay online.',
    )
  })

  it('refuses Cash on Delivery to a shopper whose parcels came back, with the reason', async () => {
    const reason =
      'Cash on Delivery is not available on your account: 2 recent parcels came back to us undelivered. Please pay online.'
    showTerms({}, { allowed: false, reason })
    const cod = await screen.findByRole('button', { name: 'Cash on Delivery' })
    await vi.waitFor(() => expect(cod).toBeDisabled())
    expect(cod).toHaveAccessibleDescription(reason)
    expect(screen.getByRole('button', { name: 'Online Payment' })).toBeEnabled()
  })

  it('offers only Cash on Delivery where the PIN takes no prepaid orders', async () => {
    showTerms({ prepaid: false })
    const online = screen.getByRole('button', { name: 'Online Payment' })
    await vi.waitFor(() => expect(online).toBeDisabled())
    expect(online).toHaveAccessibleDescription('Only Cash on Delivery is available for 411004')
    const cod = screen.getByRole('button', { name: 'Cash on Delivery (+₹49)' })
    expect(cod).toBeEnabled()
    expect(cod).toHaveAccessibleDescription(
      'A Cash on Delivery fee of ₹49 is added: you pay ₹849 at your door.',
    )
  })

  it('blocks both payments where the store does not deliver, and says so', async () => {
    showTerms({ serviceable: false, cod: false, prepaid: false, deliveryBy: null })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We do not deliver to 411004 yet. Please add another address.',
    )
    expect(screen.getByRole('button', { name: 'Online Payment' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cash on Delivery' })).toBeDisabled()
  })

  it('starts from the address at the PIN chosen earlier in this visit', async () => {
    sessionStorage.setItem('deliveryPincode', '560001')
    const office = { ...address, _id: '6', name: 'MG Road', city: 'Bengaluru', zip: '560001' }
    const fetchMock = stubApi((url) => deliveryAnswer(url) ?? envelope([address, office]))
    const view = renderScreen(<SignedInCheckout />)
    act(() => {
      view.store.dispatch(setUser({ _id: '3', token: 'access' }))
      view.store.dispatch(
        setCart([
          {
            _id: '9',
            productId: buildProduct({ sizes: ['M'] }),
            userId: '3',
            quantity: 1,
            size: 'M',
            sizeStock: 3,
          },
        ]),
      )
    })
    expect(await screen.findByRole('radio', { name: /MG Road/ })).toBeChecked()
    await vi.waitFor(() =>
      expect(estimateCalls(fetchMock).at(-1)?.[0]).toBe('/api/v1/delivery/estimate?pincode=560001'),
    )
    // Picking another address makes it the visit's PIN.
    fireEvent.click(screen.getByRole('radio', { name: /FC Road/ }))
    expect(sessionStorage.getItem('deliveryPincode')).toBe('411004')
  })

  it("says the server's refusal beside the buttons and reads the rules again", async () => {
    const failure = vi.spyOn(notify, 'failure').mockResolvedValue('error-toast')
    const message = 'Cash on Delivery is not available for 411004. Please pay online.'
    const fetchMock = showTerms({}, allowed, {
      status: 409,
      body: { success: false, error: true, code: 'COD_NOT_AVAILABLE', message },
    })
    const cod = await screen.findByRole('button', { name: 'Cash on Delivery (+₹49)' })
    const asked = estimateCalls(fetchMock).length
    fireEvent.click(cod)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(failure).toHaveBeenCalledWith(expect.objectContaining({ message }))
    await vi.waitFor(() => expect(estimateCalls(fetchMock).length).toBe(asked + 1))
  })
})
