import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { setUser } from '@/features/account'
import { renderScreen, stubApi } from '@/testing/render'
import { PaymentsPage } from './payments-page'

afterEach(() => vi.unstubAllGlobals())

const refund = {
  _id: '31',
  amount: 1798,
  status: 'failed',
  reason: 'cancelled',
  refundId: null,
  returnId: null,
  lastError: 'The payment is not captured yet',
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:05:00.000Z',
}
const payment = {
  orderId: '77',
  orderNumber: 'KK-261124-PAYME1',
  state: 'refunded',
  amount: 1798,
  currency: 'INR',
  razorpayOrderId: 'order_TEST123',
  paymentId: 'pay_TEST456',
  method: 'upi',
  note: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T09:05:00.000Z',
  refunds: [refund],
}
const counts = { awaiting: 2, failed: 1, paid: 1500, refunded: 1, cancelled: 0, mismatched: 0 }
const page = (data: unknown[]) => ({
  body: {
    success: true,
    error: false,
    message: '',
    data,
    page: 1,
    totalCount: data.length,
    totalNoPage: 1,
  },
})
const asAdmin = (store: ReturnType<typeof renderScreen>['store']) =>
  act(() => {
    store.dispatch(setUser({ _id: '1', token: 't', role: 'ADMIN' }))
  })

it('lists payments by state with counts, and retries a failed refund', async () => {
  let retried = false
  const fetchMock = stubApi((url) => {
    if (url.endsWith('/admin/payments/counts')) {
      return { body: { success: true, error: false, message: '', data: counts } }
    }
    if (url.endsWith('/refunds/31/retry')) {
      retried = true
      return {
        body: {
          success: true,
          error: false,
          message: 'Refund asked again',
          data: { ...refund, status: 'pending', lastError: null },
        },
      }
    }
    if (url.includes('state=refunded')) {
      return page([
        retried
          ? { ...payment, refunds: [{ ...refund, status: 'pending', lastError: null }] }
          : payment,
      ])
    }
    return page([])
  })
  const { store } = renderScreen(<PaymentsPage />)
  asAdmin(store)
  expect(await screen.findByRole('tab', { name: 'Paid (1,500)' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  expect(await screen.findByText('No paid orders yet.')).toBeVisible()
  for (const name of ['Awaiting (2)', 'Failed (1)', 'Cancelled (0)', 'Mismatched (0)']) {
    expect(screen.getByRole('tab', { name })).toBeInTheDocument()
  }

  fireEvent.click(screen.getByRole('tab', { name: 'Refunded (1)' }))
  // Phones get cards and wider screens the table; jsdom renders both.
  const links = await screen.findAllByRole('link', { name: 'KK-261124-PAYME1' })
  expect(links[0]).toHaveAttribute('href', '/dashboard/orders/77')
  expect(screen.getAllByText('₹1,798').length).toBeGreaterThan(0)
  expect(screen.getAllByText('UPI').length).toBeGreaterThan(0)
  expect(screen.getAllByText('order_TEST123').length).toBeGreaterThan(0)
  expect(screen.getAllByText('pay_TEST456').length).toBeGreaterThan(0)
  expect(screen.getByText('1 payment')).toBeVisible()
  const table = screen.getByRole('table')
  expect(within(table).getByText('Failed - we retry')).toBeVisible()
  expect(within(table).getByText('The payment is not captured yet')).toBeVisible()

  fireEvent.click(within(table).getByRole('button', { name: 'Retry refund' }))
  // The list is read again, and shows the refund asked of Razorpay once more.
  expect(await screen.findAllByText('Processing')).not.toHaveLength(0)
  expect(screen.queryAllByRole('button', { name: 'Retry refund' })).toEqual([])
  const retry = fetchMock.mock.calls.find(([url]) => (url as string).endsWith('/retry'))
  expect(retry?.[0]).toBe('/api/v1/admin/payments/refunds/31/retry')
  expect(retry?.[1]?.method).toBe('POST')
})

it('searches by order number or Razorpay id, from page 1', async () => {
  const fetchMock = stubApi((url) =>
    url.endsWith('/counts')
      ? { body: { success: true, error: false, message: '', data: counts } }
      : page(url.includes('q=') ? [{ ...payment, state: 'paid', refunds: [] }] : []),
  )
  const { store } = renderScreen(<PaymentsPage />)
  asAdmin(store)
  fireEvent.change(await screen.findByLabelText('Search'), { target: { value: 'pay_TEST456' } })
  expect(await screen.findAllByRole('link', { name: 'KK-261124-PAYME1' })).not.toHaveLength(0)
  const searched = fetchMock.mock.calls
    .map(([url]) => url as string)
    .find((url) => url.includes('q='))
  expect(searched).toBe('/api/v1/admin/payments?state=paid&page=1&limit=20&q=pay_TEST456')
})

it('says so to someone who is not an admin', () => {
  stubApi(() => page([]))
  renderScreen(<PaymentsPage />)
  expect(screen.getByText('Do not have permission')).toBeVisible()
})
