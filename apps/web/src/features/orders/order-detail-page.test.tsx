import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OrderPayment } from '@/features/payments'
import { renderScreen, stubApi } from '@/testing/render'
import { OrderDetailPage } from './order-detail-page'

/** A time as the page shows it: on the shopper's own clock. */
const onThisClock = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))

afterEach(() => vi.unstubAllGlobals())

/** The API answering with `shown`, and a shipped order's page's ask for its tax documents. */
const stubOrder = (shown: unknown) =>
  stubApi((url) => ({
    body: {
      success: true,
      error: false,
      message: '',
      data: url.endsWith('/tax-documents') ? { invoice: null, creditNotes: [] } : shown,
    },
  }))

const order = {
  _id: '5',
  orderId: 'KK-261123-ABCDEF',
  dateOrdered: '2026-11-23T09:30:00.000Z',
  status: 'Delivered',
  totalPrice: 1798,
  orderItems: [
    {
      _id: '1',
      name: 'Cotton Kurta',
      quantity: 2,
      size: 'M',
      price: 899,
      mrp: 999,
      product: { _id: '42', image: [], name: 'Cotton Kurta', vendor: null, description: 'Soft.' },
    },
  ],
  shippingAddress: '12 MG Road, Pune, Maharashtra, India - 411001',
  consigneename: 'Asha',
  consigneephone: '9876543210',
  paymentMethod: 'Cash on Delivery',
  courierName: null,
  trackingUrl: null,
  history: [],
  user: { _id: '3', paymentCOD: true },
}

describe('order detail', () => {
  it('fetches the order when there is no navigation state, and shows every part', async () => {
    const fetchMock = stubOrder(order)
    renderScreen(<OrderDetailPage />, {
      path: '/dashboard/orderdetail/:id',
      route: '/dashboard/orderdetail/5',
    })
    expect(await screen.findByRole('heading', { name: 'Order KK-261123-ABCDEF' })).toBeVisible()
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/v1\/orders\/5$/)
    expect(screen.getByText('Delivered')).toHaveClass('bg-green-100')
    expect(screen.getByText('Sold by: N/A')).toBeVisible()
    expect(screen.getByText('Cash on Delivery')).toBeVisible()
    expect(screen.getByRole('link', { name: /Cotton Kurta/ })).toHaveAttribute(
      'href',
      '/product/42',
    )
  })

  it('offers to cancel a pending order, but not the free replacement a return sends', async () => {
    const pending = { ...order, status: 'Pending', paidByStoreCredit: 0, cashToCollect: 1798 }
    const replacement = {
      ...pending,
      _id: '6',
      orderId: 'KK-261125-REPLAC',
      totalPrice: 0,
      cashToCollect: 0,
      orderItems: [{ ...order.orderItems[0], quantity: 1, price: 0, mrp: 0 }],
      replacementFor: '9',
      paymentMethod: 'Replacement (no charge)',
      payment: null,
      user: { _id: '3', paymentCOD: false },
    }
    stubApi((url) => ({
      body: {
        success: true,
        error: false,
        message: '',
        data: url.endsWith('/orders/6') ? replacement : pending,
      },
    }))
    const first = renderScreen(<OrderDetailPage />, {
      path: '/dashboard/orderdetail/:id',
      route: '/dashboard/orderdetail/5',
    })
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeVisible()
    expect(screen.getByText('Cash on Delivery')).toBeVisible()
    first.unmount()

    renderScreen(<OrderDetailPage />, {
      path: '/dashboard/orderdetail/:id',
      route: '/dashboard/orderdetail/6',
    })
    expect(await screen.findByRole('heading', { name: 'Order KK-261125-REPLAC' })).toBeVisible()
    const price = screen.getByRole('region', { name: 'Price Details' })
    expect(within(price).getByText('Replacement (no charge)')).toBeVisible()
    expect(within(price).queryByText('Cash on Delivery')).toBeNull()
    expect(within(price).queryByText('Online Payment')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })

  it("says 'No order data found.' when there is no such order of the caller's", async () => {
    stubApi(() => ({
      status: 404,
      body: { success: false, error: true, message: 'No order data found.' },
    }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderScreen(<OrderDetailPage />, {
      path: '/dashboard/orderdetail/:id',
      route: '/dashboard/orderdetail/77',
    })
    expect(await screen.findByText('No order data found.')).toBeVisible()
  })
})

describe('the promised day and the Cash on Delivery fee', () => {
  const show = (shown: Record<string, unknown>) => {
    stubOrder(shown)
    renderScreen(<OrderDetailPage />, {
      path: '/dashboard/orderdetail/:id',
      route: '/dashboard/orderdetail/5',
    })
  }
  const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling

  it('promises the day of an order on its way, and bills the fee on its own line', async () => {
    show({
      ...order,
      status: 'Confirmed',
      totalPrice: 1847,
      codFee: 49,
      deliveryBy: '2026-11-28',
      paidByStoreCredit: 0,
      cashToCollect: 1847,
    })
    expect(await screen.findByText('Delivery by Sat, 28 Nov')).toBeVisible()
    expect(row('Items total')).toHaveTextContent('₹1,798')
    expect(row('Cash on Delivery fee')).toHaveTextContent('₹49')
    expect(row('Total Amount')).toHaveTextContent('₹1,847')
  })

  it('says the day a delivered order arrived, in India', async () => {
    show({
      ...order,
      deliveryBy: '2026-11-28',
      // 20:00 UTC on the 26th is the 27th in India.
      history: [{ status: 'Delivered', at: '2026-11-26T20:00:00.000Z', note: null }],
    })
    expect(await screen.findByText('Delivered on Fri, 27 Nov')).toBeVisible()
    expect(screen.queryByText(/Delivery by/)).not.toBeInTheDocument()
    expect(screen.queryByText('Cash on Delivery fee')).not.toBeInTheDocument()
  })

  it('names an order returned to origin, with no promise', async () => {
    show({ ...order, status: 'RTO', deliveryBy: '2026-11-28' })
    expect((await screen.findAllByText('Returned to origin'))[0]).toHaveClass('bg-orange-100')
    expect(screen.queryByText(/Delivery by/)).not.toBeInTheDocument()
  })
})

describe("an online order's payment", () => {
  const realLocation = Object.getOwnPropertyDescriptor(window, 'location')
  afterEach(() => {
    if (realLocation) Object.defineProperty(window, 'location', realLocation)
  })

  const payment = {
    status: 'failed',
    amount: 1798,
    razorpayOrderId: 'order_TEST123',
    paymentId: null,
    method: null,
    failureReason: 'Card declined by bank',
    expiresAt: '2026-11-23T10:00:00.000Z',
    paidAt: null,
    refunds: [],
  }
  const unpaid = {
    ...order,
    status: 'Pending',
    paymentMethod: 'Online Payment',
    payment,
    paidByStoreCredit: 0,
    cashToCollect: 0,
    user: { _id: '3', paymentCOD: false },
  }
  const envelope = (data: unknown, message = '') => ({
    body: { success: true, error: false, message, data },
  })
  const showOrder = (state?: unknown) =>
    renderScreen(<OrderDetailPage Payment={OrderPayment} />, {
      path: '/dashboard/orderdetail/:id',
      route: { pathname: '/dashboard/orderdetail/5', state },
    })

  it('offers Pay now and Pay on delivery while unpaid, and switches to Cash on Delivery', async () => {
    const fetchMock = stubApi((url) => {
      if (url.endsWith('/pay-on-delivery')) {
        return envelope(
          {
            ...unpaid,
            paymentMethod: 'Cash on Delivery',
            cashToCollect: 1798,
            payment: { ...payment, status: 'cancelled' },
          },
          'You will pay on delivery',
        )
      }
      if (url.endsWith('/cart/get')) return envelope([])
      return envelope(unpaid)
    })
    showOrder({
      paymentNotice: 'Payment failed: Card declined by bank. Try again or pay on delivery.',
    })
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Payment failed: Card declined by bank. Try again or pay on delivery.',
    )
    expect(screen.getByText('Payment failed', { selector: 'span' })).toBeVisible()
    // The notice gives the reason; the section does not say it twice.
    expect(screen.queryByText(/Last attempt failed/)).toBeNull()
    expect(screen.getByText(/^Pay by/)).toHaveTextContent(
      `Pay by ${onThisClock('2026-11-23T10:00:00.000Z')} or the order is cancelled.`,
    )
    expect(screen.getByText('order_TEST123')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeVisible()

    fireEvent.click(screen.getByRole('button', { name: 'Pay on delivery instead' }))
    expect(await screen.findByText('Cancelled', { selector: 'span' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Pay on delivery instead' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('Payment Mode').nextSibling).toHaveTextContent('Cash on Delivery')
    const switched = fetchMock.mock.calls.find(([url]) =>
      (url as string).endsWith('/pay-on-delivery'),
    )
    expect(switched?.[0]).toBe('/api/v1/orders/5/pay-on-delivery')
    expect(switched?.[1]?.method).toBe('POST')
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => (url as string).endsWith('/cart/get'))).toBe(
        true,
      ),
    )
  })

  it('pays again through the gateway with Pay now', async () => {
    const assign = vi.fn()
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...window.location, assign },
    })
    const fetchMock = stubApi((url) =>
      url.endsWith('/5/pay')
        ? {
            body: {
              success: true,
              error: false,
              message: '',
              orderId: '5',
              orderNumber: order.orderId,
              razorpayOrderId: 'order_TEST999',
              amount: 179800,
              currency: 'INR',
              keyId: 'rzp_test_kapdakart',
              testPageUrl: '/test-gateway/pay/order_TEST999?order=5',
              prefill: { name: 'Asha', email: '', contact: '9876543210' },
            },
          }
        : envelope(unpaid),
    )
    showOrder()
    expect(await screen.findByText('Payment failed', { selector: 'span' })).toBeVisible()
    expect(screen.getByText('Last attempt failed: Card declined by bank')).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }))
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/test-gateway/pay/order_TEST999?order=5'),
    )
    expect(
      fetchMock.mock.calls.find(([url]) => (url as string).endsWith('/pay'))?.[1]?.method,
    ).toBe('POST')
  })

  it('shows a paid order with its ids and refunds, and no way to pay again', async () => {
    const paid = {
      ...unpaid,
      status: 'Confirmed',
      paymentMethod: 'Online Payment (UPI)',
      payment: {
        ...payment,
        status: 'paid',
        paymentId: 'pay_TEST456',
        method: 'upi',
        failureReason: null,
        paidAt: '2026-11-23T09:35:00.000Z',
        refunds: [
          {
            _id: '1',
            amount: 899,
            status: 'processed',
            reason: 'returned',
            refundId: 'rfnd_TEST1',
            returnId: '12',
            lastError: null,
            createdAt: '2026-11-28T06:30:00.000Z',
            updatedAt: '2026-11-28T06:31:00.000Z',
          },
          {
            _id: '2',
            amount: 899,
            status: 'failed',
            reason: 'cancelled',
            refundId: null,
            returnId: null,
            lastError: 'Gateway timeout',
            createdAt: '2026-11-29T06:30:00.000Z',
            updatedAt: '2026-11-29T06:31:00.000Z',
          },
        ],
      },
    }
    stubApi(() => envelope(paid))
    showOrder()
    expect(await screen.findByText('Paid', { selector: 'span' })).toBeVisible()
    expect(screen.getByText('pay_TEST456')).toBeVisible()
    expect(screen.getByText(onThisClock('2026-11-23T09:35:00.000Z'))).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Pay on delivery instead' })).toBeNull()
    expect(screen.queryByText(/^Pay by/)).toBeNull()
    // Price Details name the mode the shopper paid with.
    expect(screen.getByText('Payment Mode').nextSibling).toHaveTextContent('Online Payment (UPI)')

    const refunds = within(screen.getByRole('list', { name: 'Refunds' })).getAllByRole('listitem')
    expect(refunds).toHaveLength(2)
    expect(refunds[0]).toHaveTextContent('₹899 · Return 12')
    expect(refunds[0]).toHaveTextContent('rfnd_TEST1')
    expect(refunds[0]).toHaveTextContent('Refunded')
    expect(refunds[1]).toHaveTextContent('Order cancelled')
    expect(refunds[1]).toHaveTextContent('Failed - we retry')

    // A confirmed order may still be cancelled; the money goes back where it came from.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    expect(screen.getByText(/the money goes back to your original payment method/)).toBeVisible()
  })
})
