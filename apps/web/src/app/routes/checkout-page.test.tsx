import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { Address, CartLine } from '@store/contract'
import { useSelector } from 'react-redux'
import { selectSignedIn, setUser } from '@/features/account'
import { setCart } from '@/features/cart'
import { buildProduct } from '@/testing/factories'
import { renderScreen, stubApi } from '@/testing/render'
import { CheckoutPage } from './checkout-page'

afterEach(() => vi.unstubAllGlobals())

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

/** The page once the test has signed in; before, it would send the shopper to login. */
function SignedInCheckout() {
  return useSelector(selectSignedIn) ? <CheckoutPage /> : null
}

function showCheckout(sizeStock: number) {
  stubApi(() => ({ body: { success: true, error: false, message: '', data: [address] } }))
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
  expect(screen.getByRole('button', { name: 'Cash on Delivery' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Online Payment' })).toBeDisabled()
})

it('lets a cart within its stock pay on delivery', async () => {
  showCheckout(3)
  expect(await screen.findByText('Pune', { exact: false })).toBeVisible()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Cash on Delivery' })).toBeEnabled()
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
  fireEvent.click(screen.getByRole('button', { name: 'Cash on Delivery' }))
  const sent = fetchMock.mock.calls
    .slice(calls)
    .map(([url]) => (typeof url === 'string' ? url : ''))
  expect(sent.some((url) => url.includes('NewOrder'))).toBe(false)
})

it('pays with store credit first and shows what is left to pay in cash', async () => {
  const fetchMock = stubApi((url) => ({
    body: {
      success: true,
      error: false,
      message: '',
      data: url.endsWith('/store-credit') ? { balance: 500, ledger: [] } : [address],
    },
  }))
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
  expect(await screen.findByText('Use store credit (₹500 available)')).toBeVisible()
  expect(screen.getByText('−₹500')).toBeVisible()
  expect(screen.getByText('To pay in cash').nextSibling).toHaveTextContent('₹300')
  act(() => screen.getByRole('button', { name: 'Cash on Delivery' }).click())
  await vi.waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/orders/NewOrder')).toBe(true),
  )
  const order = fetchMock.mock.calls.find(([url]) => url === '/api/v1/orders/NewOrder')
  expect(JSON.parse(order?.[1]?.body as string)).toMatchObject({
    useStoreCredit: true,
    totalPrice: 800,
  })
})
