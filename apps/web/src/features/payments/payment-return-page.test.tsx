import { act, screen } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { setUser } from '@/features/account'
import { setCart } from '@/features/cart'
import { buildProduct } from '@/testing/factories'
import { renderScreen, stubApi } from '@/testing/render'
import { PaymentReturnPage } from './payment-return-page'

afterEach(() => vi.unstubAllGlobals())

/** Where the page sent the shopper, and what it told the next page. */
function Landed() {
  const { pathname, state } = useLocation()
  return (
    <div>
      <p>Landed on {pathname}</p>
      <p>State: {JSON.stringify(state)}</p>
    </div>
  )
}

const line = () => ({
  _id: '9',
  productId: buildProduct(),
  userId: '3',
  quantity: 1,
  size: 'M',
  sizeStock: 3,
})

function showReturn(query: string) {
  const { store } = renderScreen(<PaymentReturnPage />, {
    path: '/payment/return',
    route: `/payment/return?${query}`,
    elsewhere: <Landed />,
  })
  act(() => {
    store.dispatch(setUser({ _id: '3', token: 'access' }))
    store.dispatch(setCart([line()]))
  })
  return store
}

const paidOrder = { _id: '77', orderId: 'KK-261126-PAYME1', status: 'Confirmed' }

it('checks a payment with the server, empties the cart and shows Payment Successfully', async () => {
  const signature = 'ab'.repeat(32)
  let answerVerify: (() => void) | null = null
  const fetchMock = stubApi((url) => {
    if (url.endsWith('/payments/verify')) {
      return new Promise((resolve) => {
        answerVerify = () =>
          resolve({
            body: { success: true, error: false, message: 'Payment received', data: paidOrder },
          })
      })
    }
    if (url.endsWith('/cart/get')) return { body: { success: true, error: false, data: [] } }
    return { body: { success: true, error: false, message: '', orders: [paidOrder] } }
  })
  const store = showReturn(
    `razorpay_order_id=order_TEST123&order=77&razorpay_payment_id=pay_TEST456&razorpay_signature=${signature}`,
  )
  expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment...')
  await vi.waitFor(() => expect(answerVerify).not.toBeNull())
  act(() => answerVerify?.())

  expect(await screen.findByText('Landed on /success')).toBeVisible()
  // The success page shows the verified order: its number, total and how it was paid.
  expect(
    screen.getByText(`State: ${JSON.stringify({ text: 'Payment', order: paidOrder })}`),
  ).toBeVisible()
  const verify = fetchMock.mock.calls.filter(([url]) => url === '/api/v1/payments/verify')
  expect(verify).toHaveLength(1)
  expect(verify[0]?.[1]?.method).toBe('POST')
  expect(JSON.parse(verify[0]?.[1]?.body as string)).toEqual({
    razorpay_order_id: 'order_TEST123',
    razorpay_payment_id: 'pay_TEST456',
    razorpay_signature: signature,
  })
  expect(store.getState().cartItem.cart).toEqual([])
  expect(store.getState().orders.orders).toEqual([paidOrder])
})

it("sends a failed payment to the order's page with the reason", async () => {
  const fetchMock = stubApi(() => ({
    body: { success: true, error: false, message: '', data: [{ ...line(), _id: '10' }] },
  }))
  const store = showReturn('razorpay_order_id=order_TEST123&order=77&error=Card+declined+by+bank')
  expect(await screen.findByText('Landed on /dashboard/orderdetail/77')).toBeVisible()
  expect(
    screen.getByText(
      'State: {"paymentNotice":"Payment failed: Card declined by bank. Try again or pay on delivery."}',
    ),
  ).toBeVisible()
  // Nothing was paid: the cart is the server's, as it was, and no payment was checked.
  await vi.waitFor(() => expect(store.getState().cartItem.cart[0]?._id).toBe('10'))
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/cart/get'])
})

it("says a closed payment window did not pay, on the order's page", async () => {
  stubApi(() => ({ body: { success: true, error: false, message: '', data: [] } }))
  showReturn('razorpay_order_id=order_TEST123&order=77&closed=1')
  expect(await screen.findByText('Landed on /dashboard/orderdetail/77')).toBeVisible()
  expect(screen.getByText('State: {"paymentNotice":"Payment not completed."}')).toBeVisible()
})

it("takes a payment the server refuses to the order's page, with the server's reason", async () => {
  stubApi(() => ({
    status: 400,
    body: {
      success: false,
      error: true,
      code: 'PAYMENT_INVALID',
      message: 'The payment signature does not match',
    },
  }))
  const store = showReturn(
    `razorpay_order_id=order_TEST123&order=77&razorpay_payment_id=pay_BAD1&razorpay_signature=${'0'.repeat(64)}`,
  )
  expect(await screen.findByText('Landed on /dashboard/orderdetail/77')).toBeVisible()
  expect(
    screen.getByText(/We could not confirm your payment: The payment signature does not match/),
  ).toBeVisible()
  expect(store.getState().cartItem.cart).toHaveLength(1)
})
